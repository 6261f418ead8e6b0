import type { Order } from '@diecut/quote-core'
import { eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { orders } from '../db/schema'
import { createCartReads } from './orders/cart-reads'
import { DecodedOrders } from './orders/decoded-orders'
import { ordersMoved } from './orders/order-cache-writes'
import { createOrderReads } from './orders/order-reads'
import { createOrderSaves } from './orders/order-saves'
import { createOrderScope } from './orders/order-scope'
import type { RepoContext } from './read-cache'

/**
 * Orders (quotes) with their design brief; every read is scoped to the owner. Inside a
 * transaction an order read locks its row until COMMIT. Its parts are in `orders/`: row
 * decoding, the decode cache, the statements, reads, cart reads, saves and the group commit.
 */
export const createOrderRepository = (
  db: Executor,
  ctx: RepoContext,
  decoded: DecodedOrders = new DecodedOrders(),
) => {
  const scope = createOrderScope(db, ctx, decoded)
  const reads = createOrderReads(scope)
  const carts = createCartReads(scope)
  const saves = createOrderSaves(scope, carts.cart)

  return {
    create: saves.create,

    /** The order when it exists and belongs to the user; null otherwise. */
    async findOwned(id: number, userId: string): Promise<Order | null> {
      return (await reads.findOwned(id, userId)).order
    },

    findOwnedWithCustomSizes: (id: number, userId: string) => reads.findOwned(id, userId, true),
    findOwnedBySession: reads.findOwnedBySession,
    lockOwned: reads.lockOwned,
    save: saves.save,
    cartOrders: carts.cartOrders,
    cart: carts.cart,
    saveThenCart: saves.saveThenCart,
    savedQuotes: reads.savedQuotes,
    ofPlacedLines: reads.ofPlacedLines,

    /** Moves every order of one user to another (a guest's quotes and cart on login). */
    async moveAll(fromUserId: string, toUserId: string, now: Date): Promise<void> {
      await db
        .update(orders)
        .set({ userId: toUserId, updatedAt: now })
        .where(eq(orders.userId, fromUserId))
      ordersMoved(ctx)
    },
  }
}

export type OrderRepository = ReturnType<typeof createOrderRepository>
