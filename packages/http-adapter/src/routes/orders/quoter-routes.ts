import {
  applyPatch,
  artworkAfterChange,
  initialOrder,
  OrderPatch,
  quantityPatchRefusals,
  refreshOrder,
  valueEquals,
} from '@diecut/quote-core'
import { Schema } from 'effect'
import type { FastifyRequest } from 'fastify'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail } from '../../http/failure'
import { refuseChange } from '../../http/refusal-failure'
import { orEmpty } from '../../http/request-schemas'
import { ownedOrderRoute } from '../../orders/owned-order'
import { evaluate, orderAnswer, saveAndAnswer } from '../../orders/quote-answer'
import { quoteEnvFor } from '../../orders/quote-env'
import type { Repos } from '../../repositories/repositories'

const QuoterBody = Schema.Struct({
  order: Schema.optionalWith(OrderPatch, { default: () => ({}) }),
})
const decodeBody = decodeRequest(QuoterBody)

/**
 * A quote is fitted only to one of its owner's applicator profiles: another id (someone
 * else's, or a deleted one) is not found, and nothing changes.
 */
const refuseOthersProfile = async (
  repos: Repos,
  userId: string,
  patch: { readonly applicator_profile_id?: number | null },
) => {
  const id = patch.applicator_profile_id
  if (id === undefined || id === null) return
  if (!(await repos.applicatorProfiles.list(userId)).some((p) => p.id === id))
    fail({ _tag: 'NotFound' })
}

/** The quote change deletes artwork: it is made again in a transaction (see deletingArtwork). */
const DELETES_ARTWORK = Symbol('deletes artwork')

/** POST /orders/quoter (create) and POST /orders/quoter/{orderId} (change or refresh). */
export const quoterRoutes: RouteModule = (deps) => async (app) => {
  app.post('/orders/quoter', async (req) => {
    const { order: patch } = decodeBody(orEmpty(req.body))
    const user = userOf(req)
    const now = deps.clock()
    return deps.repos.transaction(async (repos) => {
      await refuseOthersProfile(repos, user.id, patch)
      const env = await quoteEnvFor(repos, user)
      const { product_type_id, ...rest } = patch
      const start = { ...initialOrder(product_type_id ?? 1), user_id: user.id }
      const { order, errors } = evaluate(applyPatch(start, rest, env), env, now)
      const created = await repos.orders.create(user.id, order, now)
      return orderAnswer(repos, user, { order: created, errors })
    })
  })

  // 'read': an empty body only refreshes, which a placed order answers as placed; a change
  // asks the core first.
  const withQuote = ownedOrderRoute(deps, QuoterBody, {
    mode: 'exclusive',
    prefetchEnv: true,
    access: 'read',
  })
  // A change after which quote-core deletes the order's artwork (a carton turned blank) writes
  // more than the order: it runs again in a transaction, the files deleted after COMMIT (a
  // placed order is refused before the step runs).
  const withArtwork = ownedOrderRoute(deps, QuoterBody, { prefetchEnv: true })
  const deletingArtwork = (req: FastifyRequest) =>
    withArtwork(req, async (step, { order: patch }) => {
      const { repos, order: current, env, now, deleteFilesAfterCommit } = step
      let changed = applyPatch(current, patch, await env())
      if (artworkAfterChange(current, changed) === 'delete_all') {
        deleteFilesAfterCommit(await repos.designs.deleteLinesOf(current.id))
        // The order's lines mirror its artwork rows: none are left.
        changed = { ...changed, designs_orders: [] }
      }
      return saveAndAnswer(repos, evaluate(changed, await env(), now), now)
    })
  // The session is read in the statement that reads the order (one round trip, not two).
  app.post('/orders/quoter/:orderId', { config: { session: 'withOrder' } }, async (req) =>
    withQuote(req, async ({ repos, user, order: current, env, now }, { order: patch }) => {
      const unchanged = Object.keys(patch).length === 0
      if (!unchanged) refuseChange(current)
      // Quantities carried by the artwork lines: a patch that would change nothing is refused.
      const refused = quantityPatchRefusals(current, patch)
      if (refused.length > 0)
        fail({
          _tag: 'DecodeFailed',
          message: refused[0]?.message ?? '',
          issues: refused.map((r) => ({ path: `order.${r.path}`, message: r.message })),
        })
      await refuseOthersProfile(repos, user.id, patch)
      const evaluated = unchanged
        ? refreshOrder(current, { env: await env(), now: now.toISOString() })
        : evaluate(applyPatch(current, patch, await env()), await env(), now)
      if (artworkAfterChange(current, evaluated.order) === 'delete_all') return DELETES_ARTWORK
      // A refresh or a change that leaves the order as it stands writes nothing.
      return valueEquals(evaluated.order, current)
        ? orderAnswer(repos, user, evaluated)
        : saveAndAnswer(repos, evaluated, now)
    }).then((answer) => (answer === DELETES_ARTWORK ? deletingArtwork(req) : answer)),
  )
}
