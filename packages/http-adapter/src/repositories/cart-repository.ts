import { eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { carts } from '../db/schema'
import type { RepoContext } from './read-cache'

/** One cart row per user: it gives the cart a stable id; its lines are orders in the cart (`ORDER_STATUS.inCart`). */
export const createCartRepository = (db: Executor, ctx: RepoContext) => ({
  async ensure(userId: string, now: Date): Promise<number> {
    await db.insert(carts).values({ userId, createdAt: now }).onConflictDoNothing()
    const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))
    if (row === undefined) throw new Error('cart not created')
    ctx.afterCommit(() => ctx.writes?.cartIds.write(userId, row.id))
    return row.id
  },

  /** Gives a guest's cart to the account, unless the account already has one. */
  async move(fromUserId: string, toUserId: string): Promise<void> {
    const [target] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, toUserId))
    if (target === undefined)
      await db.update(carts).set({ userId: toUserId }).where(eq(carts.userId, fromUserId))
    else await db.delete(carts).where(eq(carts.userId, fromUserId))
    ctx.afterCommit(() => ctx.writes?.cartIds.clear())
  },
})

export type CartRepository = ReturnType<typeof createCartRepository>
