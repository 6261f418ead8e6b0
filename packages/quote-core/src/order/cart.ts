import type { Cart } from '../schema/account'
import type { Order } from '../schema/order'

/**
 * A cart from its orders: the count and the subtotal of their quoted totals, added in cents so
 * no float error reaches the customer. Shipping and tax are quoted separately (docs/pricing-model.md
 * section 0), so the total equals the subtotal.
 */
export const buildCart = (id: number | null, orders: readonly Order[]): Cart => {
  const cents = orders.reduce((sum, o) => sum + Math.round((o.quoted_total ?? 0) * 100), 0)
  return { id, order_count: orders.length, subtotal: cents / 100, total: cents / 100, orders }
}
