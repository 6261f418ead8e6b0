import { ORDER_STATUS, type Order } from '@diecut/quote-core'
import { and, asc, eq } from 'drizzle-orm'
import { orders } from '../../db/schema'
import type { DecodedOrders } from './decoded-orders'
import type { OrderScope } from './order-scope'
import type { JoinedOrderRow } from './order-rows'
import { cartQuery, selectOrders } from './order-statements'

/** A user's cart: its id (null until their first add to cart) and its lines, oldest first. */
export type Cart = { id: number | null; orders: readonly Order[] }

/** The cart from cartQuery's rows. */
export const cartOf = (
  decoded: DecodedOrders,
  rows: readonly (JoinedOrderRow & { cartId: number | null })[],
): Cart => ({
  id: rows[0]?.cartId ?? null,
  orders: rows.flatMap((row) => decoded.ofJoined(row) ?? []),
})

/** Reads of a user's cart lines (their orders in the cart, `ORDER_STATUS.inCart`). */
export const createCartReads = ({ db, ctx, decoded, statements }: OrderScope) => ({
  /** The user's cart lines: their orders in the cart (ORDER_STATUS.inCart), oldest first. */
  async cartOrders(userId: string): Promise<readonly Order[]> {
    const cache = ctx.reads?.cartOrders
    const hit = cache?.get(userId)
    if (hit !== undefined) return hit
    const epoch = cache?.epoch ?? 0
    const rows = await selectOrders(db)
      .where(and(eq(orders.userId, userId), eq(orders.statusId, ORDER_STATUS.inCart)))
      .orderBy(asc(orders.createdAt), asc(orders.id))
    const list = rows.map((row) => decoded.of(row))
    cache?.fill(userId, list, epoch)
    return list
  },

  /**
   * The user's cart in one statement: its id (null until their first add to cart) and its
   * lines, as cartOrders answers them.
   */
  async cart(userId: string): Promise<Cart> {
    const ids = ctx.reads?.cartIds
    const lines = ctx.reads?.cartOrders
    const idHit = ids?.get(userId)
    const linesHit = lines?.get(userId)
    if (idHit !== undefined && linesHit !== undefined) return { id: idHit, orders: linesHit }
    const epochs = { ids: ids?.epoch ?? 0, lines: lines?.epoch ?? 0 }
    const rows = await (statements()?.cart ?? cartQuery(db).prepare('cart')).execute({ userId })
    const cart = cartOf(decoded, rows)
    ids?.fill(userId, cart.id, epochs.ids)
    lines?.fill(userId, cart.orders, epochs.lines)
    return cart
  },
})
