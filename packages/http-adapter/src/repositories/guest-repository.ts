import { and, eq, exists, gte, inArray, isNotNull, lt, not, or, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import {
  designs,
  orders,
  placedOrderGrants,
  placedOrders,
  quoteUploads,
  sessions,
  users,
} from '../db/schema'
import type { RepoContext } from './read-cache'

/** Guests as a whole: finding and removing the idle ones. */
export const createGuestRepository = (db: Executor, ctx: RepoContext) => ({
  /**
   * Deletes up to `limit` guests idle since `before`: created before it, with no session,
   * quote change or upload since, and nothing worth keeping (no order with a status: in a
   * cart, saved, or anything further; no placed order, nor one an order link granted). Their drafts, artwork rows and sessions go with them;
   * answers how many went and the storage keys of their files, to delete once committed.
   */
  async deleteIdle(
    before: Date,
    limit: number,
  ): Promise<{ deleted: number; storageKeys: string[] }> {
    const one = sql`1`
    const idle = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.isGuest, true),
          lt(users.createdAt, before),
          not(
            exists(
              db
                .select({ one })
                .from(orders)
                .where(
                  and(
                    eq(orders.userId, users.id),
                    or(isNotNull(orders.statusId), gte(orders.updatedAt, before)),
                  ),
                ),
            ),
          ),
          not(
            exists(db.select({ one }).from(placedOrders).where(eq(placedOrders.userId, users.id))),
          ),
          not(
            exists(
              db
                .select({ one })
                .from(placedOrderGrants)
                .where(eq(placedOrderGrants.userId, users.id)),
            ),
          ),
          not(
            exists(
              db
                .select({ one })
                .from(sessions)
                .where(and(eq(sessions.userId, users.id), gte(sessions.createdAt, before))),
            ),
          ),
          not(
            exists(
              db
                .select({ one })
                .from(designs)
                .where(and(eq(designs.userId, users.id), gte(designs.createdAt, before))),
            ),
          ),
        ),
      )
      .limit(limit)
    const ids = idle.map((r) => r.id)
    if (ids.length === 0) return { deleted: 0, storageKeys: [] }
    const artwork = await db
      .select({ key: designs.storageKey })
      .from(designs)
      .where(inArray(designs.userId, ids))
    const attached = await db
      .select({ key: quoteUploads.storageKey })
      .from(quoteUploads)
      .innerJoin(orders, eq(orders.id, quoteUploads.orderId))
      .where(inArray(orders.userId, ids))
    await db.delete(users).where(inArray(users.id, ids))
    ctx.afterCommit(() => {
      const c = ctx.writes
      if (c !== null)
        for (const m of [c.sessions, c.orders, c.cartOrders, c.cartIds, c.customSizes]) m.clear()
    })
    return { deleted: ids.length, storageKeys: [...artwork, ...attached].map((r) => r.key) }
  },
})

export type GuestRepository = ReturnType<typeof createGuestRepository>
