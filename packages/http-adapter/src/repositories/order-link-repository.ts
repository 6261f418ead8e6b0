import type { StoredOrderLink } from '@diecut/quote-core'
import { eq, lt } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { orderLinks, placedOrders } from '../db/schema'
import type { RepoContext } from './read-cache'

/** A stored link as the redeeming decision reads it, with the rows it names. */
export type FoundOrderLink = StoredOrderLink & {
  readonly id: number
  readonly placedOrderId: number
}

/** Links that open a placed order, kept by the hash of their key. Reads in a transaction lock. */
export const createOrderLinkRepository = (db: Executor, ctx: RepoContext) => ({
  /** Stores a new link to the order; answers its id. */
  async create(
    keyHash: string,
    placedOrderId: number,
    expiresAt: Date,
    now: Date,
  ): Promise<number> {
    const [row] = await db
      .insert(orderLinks)
      .values({ keyHash, placedOrderId, expiresAt, createdAt: now })
      .returning({ id: orderLinks.id })
    if (row === undefined) throw new Error('order link insert returned no id')
    return row.id
  },

  /** The link whose key has this hash, with its order's number; null when none has. */
  async find(keyHash: string): Promise<FoundOrderLink | null> {
    const query = db
      .select({
        id: orderLinks.id,
        placedOrderId: orderLinks.placedOrderId,
        number: placedOrders.number,
        expiresAt: orderLinks.expiresAt,
        usedBy: orderLinks.usedBy,
        usedAt: orderLinks.usedAt,
      })
      .from(orderLinks)
      .innerJoin(placedOrders, eq(placedOrders.id, orderLinks.placedOrderId))
      .where(eq(orderLinks.keyHash, keyHash))
    const [row] = ctx.inTransaction ? await query.for('update', { of: orderLinks }) : await query
    if (row === undefined) return null
    return {
      id: row.id,
      placedOrderId: row.placedOrderId,
      number: row.number,
      expires_at: row.expiresAt.toISOString(),
      used_by: row.usedBy,
      used_at: row.usedAt?.toISOString() ?? null,
    }
  },

  /** Binds the link to the user whose session opened it first. */
  async markUsed(id: number, userId: string, now: Date): Promise<void> {
    await db.update(orderLinks).set({ usedBy: userId, usedAt: now }).where(eq(orderLinks.id, id))
  },

  /** Forgets links that expired before `before` (a key of theirs is then simply unknown). */
  async deleteExpired(before: Date): Promise<void> {
    await db.delete(orderLinks).where(lt(orderLinks.expiresAt, before))
  },
})

export type OrderLinkRepository = ReturnType<typeof createOrderLinkRepository>
