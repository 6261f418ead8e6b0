import {
  isReorderableLine,
  planReorder,
  PlacedOrderNumber,
  ReorderRequest,
  type Order,
  type User,
} from '@diecut/quote-core'
import { Schema } from 'effect'
import type { FastifyRequest } from 'fastify'
import { userOf } from '../../auth/sessions'
import type { Deps, RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { orNotFound } from '../../http/failure'
import { refuse } from '../../http/refusal-failure'
import { orEmpty } from '../../http/request-schemas'
import { syncAndSave } from '../../orders/order-sync'
import { cartFor } from '../../orders/quote-answer'
import { quoteEnvFor } from '../../orders/quote-env'
import { closeUnreadUploads, withUploads, type StoredUpload } from '../../uploads/receive-uploads'

const decodeNumber = decodeRequest(Schema.Struct({ number: PlacedOrderNumber }))
const decodeReorder = decodeRequest(ReorderRequest)
const decodeReorderJson = decodeRequest(Schema.parseJson(ReorderRequest), 'request.')

/**
 * Makes the reorder in one transaction: the placed order is read (someone else's: 404), its
 * lines' quotes with it, quote-core plans the new quotes, and each is written into the cart
 * with its designs: the same artwork again, or the replacement file sent for it. Nothing is
 * written when the core refuses.
 */
const reorder = (
  deps: Deps,
  user: User,
  number: string,
  request: ReorderRequest,
  files: readonly StoredUpload[],
) =>
  deps.repos.transaction(async (repos) => {
    const now = deps.clock()
    const placed = orNotFound(await repos.placedOrders.findOwned(number, user.id))
    const owner = (await repos.placedOrders.ownerOf(placed.id)) ?? user.id
    const sources = new Map<number, Order>()
    for (const line of placed.lines.filter(isReorderableLine)) {
      const quote = await repos.orders.findOwned(line.order_id, owner)
      if (quote !== null) sources.set(line.order_id, quote)
    }
    const env = await quoteEnvFor(repos, user)
    const plan = planReorder({
      placed,
      sources,
      request,
      files: files.map((f) => f.fieldname),
      cartOrders: (await repos.orders.cartOrders(user.id)).length,
      userId: user.id,
      ctx: { env, now: now.toISOString() },
    })
    if (plan._tag !== 'Planned') return refuse(plan)
    await repos.carts.ensure(user.id, now)
    const orders: Order[] = []
    for (const line of plan.lines) {
      const created = await repos.orders.create(user.id, { ...line.order, designs_orders: [] }, now)
      for (const design of line.designs) {
        if (design.kind === 'carried') {
          await repos.designs.insertLines(created.id, [design.design_id], design.qty, now)
          continue
        }
        const file = orNotFound(files.find((f) => f.fieldname === design.file))
        await repos.designs.addToOrder(user.id, created.id, [file], design.qty, now)
      }
      orders.push(await syncAndSave(repos, created, env, now))
    }
    return { orders, cart: await cartFor(repos, user.id) }
  })

/**
 * POST /account/orders/placed/{number}/reorder (packages/http-adapter/API.md#reorders): JSON, or multipart
 * with the JSON in a `request` field and each replacement artwork file in a part named
 * `replace.{order_id}.{design_id}` (received as the quoter's uploads are: sniffed, capped and
 * counted against the uploader's quota; deleted again when the reorder is refused).
 */
export const reorderRoutes: RouteModule = (deps) => async (app) => {
  closeUnreadUploads(app)
  app.post('/account/orders/placed/:number/reorder', async (req: FastifyRequest, reply) => {
    const { number } = decodeNumber(req.params)
    const user = userOf(req)
    const answer = req.isMultipart()
      ? await withUploads(
          req,
          deps,
          { folder: 'designs', maxFiles: deps.limits.uploadFiles, userId: user.id },
          async ({ files, fields }) =>
            reorder(deps, user, number, decodeReorderJson(fields.request ?? '{}'), files),
        )
      : await reorder(deps, user, number, decodeReorder(orEmpty(req.body)), [])
    return reply.code(201).send(answer)
  })
}
