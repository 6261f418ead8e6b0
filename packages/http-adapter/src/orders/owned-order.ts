import type { DieSize, Order, QuoteContext, QuoteEnv, User } from '@diecut/quote-core'
import type { Schema } from 'effect'
import type { FastifyRequest } from 'fastify'
import { userOf, type PendingSession } from '../auth/sessions'
import type { Deps } from '../deps'
import { decodeRequest } from '../http/decode-request'
import { fail, orNotFound } from '../http/failure'
import { refuseChange } from '../http/refusal-failure'
import { OrderIdPath, orEmpty } from '../http/request-schemas'
import type { Repos } from '../repositories/repositories'
import { deleteStored } from '../uploads/receive-uploads'
import { syncAndSave } from './order-sync'
import { quoteEnvFor } from './quote-env'

/** What a step on the caller's own order gets: the order (locked), its environment, a re-sync. */
export type OwnedOrderStep = {
  readonly repos: Repos
  readonly user: User
  /** The caller's order as it is now; inside a transaction its row is locked. */
  readonly order: Order
  readonly now: Date
  /** The quote environment (die library, custom sizes, presets), read once on first use. */
  readonly env: () => Promise<QuoteEnv>
  /** Copies the order's artwork lines and uploads into it, re-evaluates and saves it. */
  readonly resync: () => Promise<Order>
  /** Stored files to delete once the step's rows are gone for good (after COMMIT). */
  readonly deleteFilesAfterCommit: (keys: readonly string[]) => void
}

export type OwnedOrderOptions = {
  /**
   * 'change' (the default): the step changes the order, so the core is asked first and a
   * placed order is refused (409 order_placed) before the step runs. 'read': the step only
   * reads it (a refresh, a share).
   */
  readonly access?: 'change' | 'read'
  /**
   * 'exclusive' for a quote change whose only write is the order's save: the embedded
   * database's write lock and caches; on PostgreSQL no transaction, and the step may run again
   * when another process changed the order before the save (see Repositories.exclusive).
   */
  readonly mode?: 'transaction' | 'exclusive'
  /** Reads the environment together with the order (one round trip) when the step needs it. */
  readonly prefetchEnv?: boolean
  /** Extra fields of the 404 answer (an older endpoint's own body). */
  readonly notFoundBody?: Record<string, unknown>
}

/** The session was not live when the order was read with it: the step did not run. */
class SessionNotLive extends Error {}

/**
 * Loads the caller's order (404 when it is not theirs), runs `step` on it in one transaction,
 * then deletes the files the step let go. Routes read: decode, withOwnedOrder(core call,
 * persist), encode. A pending session is read in the order's statement; when it is not live,
 * it is resolved as on every other route (a new guest) and the order read again.
 */
export const withOwnedOrder = async <A>(
  deps: Deps,
  caller: User | PendingSession,
  orderId: number | ((repos: Repos) => Promise<number>),
  step: (s: OwnedOrderStep) => Promise<A>,
  options: OwnedOrderOptions = {},
): Promise<A> => {
  const { mode = 'transaction', prefetchEnv = false, notFoundBody, access = 'change' } = options
  const now = deps.clock()
  const released: string[] = []
  const pending = 'resolve' in caller ? caller : null
  // Known from the start, or from the first turn's read (a later turn reads as usual).
  let known: User | null = 'resolve' in caller ? null : caller
  const readOwned = async (repos: Repos, id: number) => {
    if (known === null && pending !== null) {
      const found = await repos.orders.findOwnedBySession(id, pending.hash, now)
      if (found === null) throw new SessionNotLive()
      known = found.user
      return found
    }
    const user = known
    if (user === null) throw new Error('a caller without a user or a session')
    const read = prefetchEnv
      ? repos.orders.findOwnedWithCustomSizes(id, user.id)
      : repos.orders.findOwned(id, user.id).then((order) => ({ order }))
    return { user, ...(await read) }
  }
  let result: A
  try {
    result = await deps.repos[mode](async (repos) => {
      const id = typeof orderId === 'number' ? orderId : await orderId(repos)
      // The custom sizes come in the order's statement; the die library is in memory.
      const [{ user, order: owned, customSizes }] = await Promise.all([
        readOwned(repos, id),
        prefetchEnv ? repos.dies.library() : undefined,
      ])
      let env: Promise<QuoteEnv> | undefined
      const envOnce = (sizes?: readonly DieSize[]) => (env ??= quoteEnvFor(repos, user, sizes))
      if (owned === null)
        return fail({ _tag: 'NotFound', ...(notFoundBody && { body: notFoundBody }) })
      if (access === 'change') refuseChange(owned)
      if (prefetchEnv) await envOnce(customSizes)
      const order = owned
      return step({
        repos,
        user,
        order,
        now,
        env: () => envOnce(),
        resync: async () => syncAndSave(repos, order, await envOnce(), now),
        deleteFilesAfterCommit: (keys) => released.push(...keys),
      })
    })
  } catch (e) {
    if (!(e instanceof SessionNotLive) || pending === null) throw e
    return withOwnedOrder(deps, await pending.resolve(), orderId, step, options)
  }
  await deleteStored(deps.storage, released)
  return result
}

const decodeOrderPath = decodeRequest(OrderIdPath)

/**
 * withOwnedOrder for a route on `…/:orderId` with a body, made once per route: decodes the path,
 * then the body (both before any database work), and runs `step` on the session user's order
 * with the decoded body. The route reads: decode, core call, persist, encode.
 */
export const ownedOrderRoute = <B, I>(
  deps: Deps,
  Body: Schema.Schema<B, I, never>,
  options: OwnedOrderOptions = {},
) => {
  const decodeBody = decodeRequest(Body)
  const decodeAll = (req: FastifyRequest) => ({
    orderId: decodeOrderPath(req.params).orderId,
    body: decodeBody(orEmpty(req.body)),
  })
  return async <A>(req: FastifyRequest, step: (s: OwnedOrderStep, body: B) => Promise<A>) => {
    const pending = req.user === null ? req.pendingSession : null
    let decoded: ReturnType<typeof decodeAll>
    try {
      decoded = decodeAll(req)
    } catch (e) {
      // Refused like on any other route: once the session is known (a new guest's cookie too).
      await pending?.resolve()
      throw e
    }
    const { orderId, body } = decoded
    return withOwnedOrder(deps, pending ?? userOf(req), orderId, (s) => step(s, body), options)
  }
}

/** The caller's order, or a 404 when it is not theirs: for reads of what belongs to the order. */
export const findOwnedOrder = async (repos: Repos, user: User, orderId: number): Promise<Order> =>
  orNotFound(await repos.orders.findOwned(orderId, user.id))

/**
 * The caller's order when it may still change: 404 when it is not theirs, the core's refusal
 * (409) when it was placed. Upload routes ask before they receive a byte of the files.
 */
export const findChangeableOrder = async (
  repos: Repos,
  user: User,
  orderId: number,
): Promise<Order> => {
  const order = await findOwnedOrder(repos, user, orderId)
  refuseChange(order)
  return order
}

/**
 * For reads: the caller's order (404 when it is not theirs) and the core's context (its
 * environment and the time), read outside a transaction from the caches.
 */
export const readOwnedOrder = async (
  deps: Deps,
  user: User,
  orderId: number,
): Promise<{ readonly order: Order; readonly ctx: QuoteContext; readonly now: Date }> => {
  const now = deps.clock()
  const order = await findOwnedOrder(deps.repos, user, orderId)
  const env = await quoteEnvFor(deps.repos, user)
  return { order, ctx: { env, now: now.toISOString() }, now }
}
