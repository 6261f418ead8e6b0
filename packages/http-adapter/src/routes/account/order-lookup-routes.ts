import { createHash, randomBytes } from 'node:crypto'
import {
  keyedOrderLinkEmail,
  lookupMatches,
  ORDER_LOOKUP_ACCEPTED,
  ORDER_LOOKUP_TOO_MANY,
  OrderAccessRequest,
  orderLinkExpiry,
  OrderLookupRequest,
  PlacedOrderNumber,
  redeemOrderLink,
  type OrderLookupRequest as Lookup,
} from '@diecut/quote-core'
import { Schema } from 'effect'
import type { FastifyRequest } from 'fastify'
import { abuseLimits, attemptKeys, countAttempt, floodGuard } from '../../auth/attempt-limits'
import { userOf } from '../../auth/sessions'
import type { Deps, RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, orNotFound } from '../../http/failure'
import { orEmpty } from '../../http/request-schemas'
import { customerOrderPage } from '../../orders/answer-placed'

const decodeLookup = decodeRequest(OrderLookupRequest)
const decodeAccess = decodeRequest(OrderAccessRequest)
const decodeNumber = decodeRequest(Schema.Struct({ number: PlacedOrderNumber }))

/** The SHA-256 of a link's key: all the store keeps of it. */
const hashLinkKey = (key: string): string => createHash('sha256').update(key).digest('base64url')

/** A new link key: 32 random bytes (256 bits) in base64url, and its hash. */
const newLinkKey = (): { key: string; hash: string } => {
  const key = randomBytes(32).toString('base64url')
  return { key, hash: hashLinkKey(key) }
}

/** Counts a look-up against its network and its email address; 429 past either limit. */
const countLookup = async (deps: Deps, req: FastifyRequest, email: string): Promise<void> => {
  const limits = abuseLimits(deps)
  const keys = attemptKeys(req, email)
  const now = deps.clock()
  const limit = (max: number) => ({
    max,
    windowMinutes: limits.windowMinutes,
    message: ORDER_LOOKUP_TOO_MANY,
  })
  await countAttempt(
    deps.repos.rateLimits,
    keys.orderLookupIp,
    limit(limits.maxOrderLookupsPerIp),
    now,
  )
  await countAttempt(
    deps.repos.rateLimits,
    keys.orderLookupEmail,
    limit(limits.maxOrderLookupsPerEmail),
    now,
  )
}

/**
 * When the number names an order placed with that email address: a new link to it, stored by
 * its key's hash, and its email queued to that address in the same transaction.
 */
const sendOrderLink = async (deps: Deps, { email, number }: Lookup): Promise<void> => {
  const placed = await deps.repos.placedOrders.findByNumber(number)
  if (placed === null || !lookupMatches(placed, email)) return
  const now = deps.clock()
  const { key, hash } = newLinkKey()
  const expiresAt = orderLinkExpiry(now.toISOString())
  await deps.repos.transaction(async (repos) => {
    const linkId = await repos.orderLinks.create(hash, placed.id, new Date(expiresAt), now)
    const queued = keyedOrderLinkEmail(placed, deps.mail, { linkId, key, expiresAt })
    await repos.emails.queue(placed, [queued], now)
  })
}

/**
 * Finding a placed order by email and number (a link to it emailed to the order's address,
 * never the order itself), and opening it with that link's key.
 */
export const orderLookupRoutes: RouteModule = (deps) => async (app) => {
  // Look-ups are answered first and looked for after, so neither the answer nor how long it
  // took tells whether an order matched; closing the server waits for those in hand.
  const inHand = new Set<Promise<void>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inHand])
  })

  app.post('/account/orders/lookup', floodGuard(deps), async (req, reply) => {
    const lookup = decodeLookup(orEmpty(req.body))
    await countLookup(deps, req, lookup.email)
    const work = sendOrderLink(deps, lookup).catch((err: unknown) => {
      req.log.error({ err }, 'the order link could not be queued')
    })
    inHand.add(work)
    void work.finally(() => inHand.delete(work))
    return reply.code(202).send(ORDER_LOOKUP_ACCEPTED)
  })

  app.post('/account/orders/placed/:number/access', floodGuard(deps), async (req) => {
    const { number } = decodeNumber(req.params)
    const { key } = decodeAccess(orEmpty(req.body))
    const user = userOf(req)
    const now = deps.clock()
    return deps.repos.transaction(async (repos) => {
      const link = await repos.orderLinks.find(hashLinkKey(key))
      const seen = await repos.placedOrders.findOwned(number, user.id)
      const decision = redeemOrderLink({
        link,
        number,
        userId: user.id,
        callerSeesOrder: seen !== null,
        now: now.toISOString(),
      })
      if (decision._tag === 'AccessRefused')
        return decision.reason === 'not_found'
          ? fail({ _tag: 'NotFound', message: decision.message })
          : fail({ _tag: 'LinkGone', code: decision.reason, message: decision.message })
      if (seen !== null) return customerOrderPage(repos, seen, deps)
      const granted = orNotFound(link)
      if (decision.firstUse) await repos.orderLinks.markUsed(granted.id, user.id, now)
      await repos.placedOrders.grant(user.id, granted.placedOrderId, now)
      return customerOrderPage(
        repos,
        orNotFound(await repos.placedOrders.findOwned(number, user.id)),
        deps,
      )
    })
  })
}
