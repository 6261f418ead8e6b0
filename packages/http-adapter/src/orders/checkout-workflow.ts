import { randomInt } from 'node:crypto'
import {
  checkoutReplay,
  emailsOfPlacedOrder,
  placeCart,
  placedOrderNumber,
  storedCheckoutRequest,
  type CheckoutRequest,
  type EmailRecipients,
  type PlacedOrder,
  type TaxRates,
  type User,
} from '@diecut/quote-core'
import { fail } from '../http/failure'
import { refuse } from '../http/refusal-failure'
import type { Repos, Repositories } from '../repositories/repositories'
import { quoteEnvFor } from './quote-env'
import { rememberCustomSize } from './remember-custom-size'
import { withChosenFacts } from './production-facts'

/**
 * The order an earlier checkout placed with this key: answered again for the same body, the
 * core's refusal (422 idempotency_key_reused) for another.
 */
export const replayedCheckout = async (
  repos: Repos,
  user: User,
  key: string,
  request: CheckoutRequest,
): Promise<PlacedOrder | null> => {
  const existing = await repos.placedOrders.findByKey(user.id, key)
  if (existing === null) return null
  const refusal = checkoutReplay(existing.request, request)
  if (refusal !== null) return fail({ _tag: 'IdempotencyKeyReused', message: refusal.message })
  return existing.placed
}

/**
 * The proof files of the lines quote-core placed with their approved proof carried over from
 * the order they repeat (a reorder): each line serves the same file as the line it repeats.
 */
const carryProofs = async (repos: Repos, placed: PlacedOrder): Promise<void> => {
  for (const line of placed.lines) {
    const from = line.reorder
    if (from === undefined || !from.proof_carried || line.proof_status !== 'approved') continue
    const source = await repos.placedOrders.findByNumber(from.number)
    if (source === null) continue
    await repos.placedOrders.carryProof(
      { placedOrderId: source.id, orderId: from.order_id },
      { placedOrderId: placed.id, orderId: line.order_id },
    )
  }
}

const freshNumber = async (repos: Repos): Promise<string> => {
  for (;;) {
    const number = placedOrderNumber(randomInt(0, 2 ** 47))
    if (!(await repos.placedOrders.numberTaken(number))) return number
  }
}

/**
 * Places the user's cart in one transaction: the cart is locked, an order already placed with
 * this key is answered as it is, otherwise the snapshot is written, every carted order set to
 * placed (which empties the cart), each custom size placed becomes the customer's own die and
 * the confirmation email is queued. A crash before COMMIT leaves the cart untouched.
 */
export const placeCheckout = (
  repositories: Repositories,
  user: User,
  key: string,
  request: CheckoutRequest,
  now: Date,
  mail: EmailRecipients,
  taxRates?: TaxRates,
): Promise<{ readonly placed: PlacedOrder; readonly created: boolean }> =>
  repositories.transaction(async (repos) => {
    await repos.carts.ensure(user.id, now)
    await repos.placedOrders.lockCart(user.id)
    const existing = await replayedCheckout(repos, user, key, request)
    if (existing !== null) return { placed: existing, created: false }
    const lines = await repos.orders.cartOrders(user.id)
    const locked = new Map(
      (
        await repos.orders.lockOwned(
          lines.map((l) => l.id),
          user.id,
        )
      ).map((o) => [o.id, o]),
    )
    // In the cart's order; a line that left the cart before its lock was taken is left out.
    const cart = lines.flatMap((line) => {
      const current = locked.get(line.id)
      return current !== undefined && current.status_id === line.status_id ? [current] : []
    })
    const env = await quoteEnvFor(repos, user)
    const result = placeCart({
      cart,
      request,
      user,
      number: await freshNumber(repos),
      ctx: { env, now: now.toISOString() },
      netDays: await repos.users.netDays(user.id),
      taxRates,
      taxCertificate: await repos.users.taxCertificate(user.id),
    })
    if (result._tag !== 'Placed') return refuse(result)
    const placed = await repos.placedOrders.create(
      user.id,
      key,
      storedCheckoutRequest(request),
      result.placedOrder,
      now,
    )
    for (const order of result.orders) {
      await repos.orders.save(order, now)
      await rememberCustomSize(repos, user.id, order, placed.id, now)
    }
    await carryProofs(repos, placed)
    // The emails show what the customer chose on each line, as the order page does.
    const described = await withChosenFacts(repos, placed, result.orders)
    await repos.emails.queue(placed, emailsOfPlacedOrder(described, mail), now)
    return { placed, created: true }
  })
