import { selectIsInCart, type Order } from '@diecut/quote-core'
import type { RepoContext } from '../read-cache'

/**
 * After a committed write: remember the order, forget the owner's cart when it may have
 * changed (a new order changes it only when it goes straight into the cart).
 */
export const orderWritten = (ctx: RepoContext, order: Order, userId: string, isNew = false) =>
  ctx.afterCommit(() => {
    const c = ctx.writes
    if (c === null) return
    const before = c.orders.get(order.id)
    c.orders.write(order.id, order)
    const cartChanged = isNew
      ? selectIsInCart(order)
      : before === undefined || selectIsInCart(before) || selectIsInCart(order)
    if (cartChanged) c.cartOrders.drop(userId)
  })

/** After orders changed owner: forget every cached order and cart. */
export const ordersMoved = (ctx: RepoContext) =>
  ctx.afterCommit(() => {
    ctx.writes?.orders.clear()
    ctx.writes?.cartOrders.clear()
  })
