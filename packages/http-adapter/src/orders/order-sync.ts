import { refreshOrder, type Order, type QuoteEnv, type User } from '@diecut/quote-core'
import { refuseChange } from '../http/refusal-failure'
import type { Repos } from '../repositories/repositories'
import { quoteEnvFor } from './quote-env'

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
