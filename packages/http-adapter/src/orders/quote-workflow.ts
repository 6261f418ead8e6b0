import {
  buildCart,
  customSizeToRemember,
  evaluateOrder,
  orderChangeRefusal,
  refreshOrder,
  type Cart,
  type DieSize,
  type Order,
  type QuoteEnv,
  type User,
  type ValidationError,
} from '@diecut/quote-core'
import { fail } from '../http/failure'
import type { Repos } from '../repositories/repositories'

/** Stops the request with the core's refusal (409 order_placed) when the order may not change. */
export const refuseChange = (order: Order): void => {
  const refusal = orderChangeRefusal(order)
  if (refusal !== null) fail(refusal)
}

/**
 * What the rules need besides the order: the die library, the user's custom sizes (read here
 * unless given), presets.
 */
export const quoteEnvFor = async (
  repos: Repos,
  user: User,
  customSizes?: readonly DieSize[],
): Promise<QuoteEnv> => {
  // Sent together: postgres.js pipelines them on one connection (one round trip, not two).
  const [library, custom] = await Promise.all([
    repos.dies.library(),
    customSizes ?? repos.dies.customSizesOf(user.id),
  ])
  // Without custom sizes the library's own list, the same from one request to the next: the
  // core indexes a die list once per list.
  const dies = custom.length === 0 ? library.dies : [...library.dies, ...custom]
  return { dies, account: user.company_entity }
}

/** The user's cart: their orders in the cart, totalled by quote-core. */
export const cartFor = async (repos: Repos, userId: string): Promise<Cart> => {
  const { id, orders } = await repos.orders.cart(userId)
  return buildCart(id, orders)
}

export type Evaluated = { readonly order: Order; readonly errors: readonly ValidationError[] }

/** Re-derives, validates, prices and dates the order with quote-core (one call). */
export const evaluate = (order: Order, env: QuoteEnv, now: Date): Evaluated => {
  const { order: evaluated, errors } = evaluateOrder(order, { env, now: now.toISOString() })
  return { order: evaluated, errors }
}

/**
 * The order with its artwork lines and uploads copied in from their tables and refreshed by
 * the core (re-priced; a placed order as placed); not saved.
 */
export const syncedOrder = async (
  repos: Repos,
  order: Order,
  env: QuoteEnv,
  now: Date,
): Promise<Order> => {
  const synced: Order = {
    ...order,
    designs_orders: await repos.designs.linesOf(order.id),
    order_uploads: await repos.quoteUploads.ofOrder(order.id),
  }
  return refreshOrder(synced, { env, now: now.toISOString() }).order
}

/**
 * Copies the order's artwork lines and uploads into its state, re-prices and saves it; a
 * placed order is refused (its lines and price are what the customer committed to).
 */
export const syncAndSave = async (
  repos: Repos,
  order: Order,
  env: QuoteEnv,
  now: Date,
): Promise<Order> => {
  refuseChange(order)
  const evaluated = await syncedOrder(repos, order, env, now)
  await repos.orders.save(evaluated, now)
  return evaluated
}

/** Re-syncs every order of the user that uses one of the designs (their lines embed the links). */
export const resyncOrdersUsing = async (
  repos: Repos,
  user: User,
  designIds: readonly number[],
  now: Date,
): Promise<void> => {
  const env = await quoteEnvFor(repos, user)
  const orderIds = new Set(
    (await Promise.all(designIds.map((d) => repos.designs.ordersUsing(d)))).flat(),
  )
  for (const id of orderIds) {
    const order = await repos.orders.findOwned(id, user.id)
    if (order !== null) await syncAndSave(repos, order, env, now)
  }
}

/** The quoter's answer: the order, the cart and quote-core's validation of the order. */
export const orderAnswer = async (
  repos: Repos,
  user: User,
  { order, errors }: Evaluated,
): Promise<{ order: Order; cart: Cart; errors: readonly ValidationError[] }> => ({
  order,
  cart: await cartFor(repos, user.id),
  errors,
})

/** Saves the order and gives orderAnswer's answer, reading the cart with the save where it can. */
export const saveAndAnswer = async (
  repos: Repos,
  { order, errors }: Evaluated,
  now: Date,
): Promise<{ order: Order; cart: Cart; errors: readonly ValidationError[] }> => {
  const cart = await repos.orders.saveThenCart(order, now)
  return { order, cart: buildCart(cart.id, cart.orders), errors }
}

/**
 * Remembers the size of an order placed with a custom size, so it shows among the customer's
 * "Previously Used Custom Shapes" (GET /account/sizes/my-custom-sizes) as their own die, with no
 * die fee; quote-core decides which size that is and that only a placed order makes it theirs.
 */
export const rememberCustomSize = async (repos: Repos, userId: string, order: Order, now: Date) => {
  const size = customSizeToRemember(order)
  if (size !== null) await repos.dies.rememberCustomSize(userId, size, now)
}
