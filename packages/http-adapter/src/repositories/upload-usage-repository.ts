import { and, eq, lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { designs, orders, quoteUploads, uploadReservations } from '../db/schema'

const bytes = (rows: { bytes: string | number | null }[]): number => Number(rows[0]?.bytes ?? 0)

/** A reservation older than this belongs to a request that can no longer be running. */
const RESERVATION_LIFETIME_MS = 15 * 60 * 1000

/** Any number, as long as it is the same everywhere: the key of the quota's advisory lock. */
const QUOTA_LOCK_KEY = 7_310_226

/**
 * Bytes of stored uploads (artwork and quote uploads) plus the bytes reserved by uploads
 * still being written, for the upload quotas.
 */
export const createUploadUsageRepository = (db: Executor) => {
  const reservedSum = sql<string>`coalesce(sum(${uploadReservations.bytes}), 0)`
  const usage = {
    async bytesOfUser(userId: string): Promise<number> {
      const [artwork, quote, reserved] = await Promise.all([
        db
          .select({ bytes: sql<string>`coalesce(sum(${designs.sizeBytes}), 0)` })
          .from(designs)
          .where(eq(designs.userId, userId)),
        db
          .select({ bytes: sql<string>`coalesce(sum(${quoteUploads.sizeBytes}), 0)` })
          .from(quoteUploads)
          .innerJoin(orders, eq(orders.id, quoteUploads.orderId))
          .where(eq(orders.userId, userId)),
        db
          .select({ bytes: reservedSum })
          .from(uploadReservations)
          .where(eq(uploadReservations.userId, userId)),
      ])
      return bytes(artwork) + bytes(quote) + bytes(reserved)
    },

    async totalBytes(): Promise<number> {
      const [artwork, quote, reserved] = await Promise.all([
        db.select({ bytes: sql<string>`coalesce(sum(${designs.sizeBytes}), 0)` }).from(designs),
        db
          .select({ bytes: sql<string>`coalesce(sum(${quoteUploads.sizeBytes}), 0)` })
          .from(quoteUploads),
        db.select({ bytes: reservedSum }).from(uploadReservations),
      ])
      return bytes(artwork) + bytes(quote) + bytes(reserved)
    },

    /**
     * Run inside a transaction: waits for every other reservation to commit (one advisory
     * lock for the whole store, held until this transaction ends), forgets expired ones, and
     * answers the user's and the store's usage as it is now, reservations included.
     */
    async lockedUsage(userId: string, now: Date): Promise<{ user: number; total: number }> {
      await db.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_KEY})`)
      await db
        .delete(uploadReservations)
        .where(lt(uploadReservations.createdAt, new Date(now.getTime() - RESERVATION_LIFETIME_MS)))
      const [user, total] = await Promise.all([usage.bytesOfUser(userId), usage.totalBytes()])
      return { user, total }
    },

    async reserve(id: string, userId: string, reserved: number, now: Date): Promise<void> {
      await db.insert(uploadReservations).values({ id, userId, bytes: reserved, createdAt: now })
    },

    async release(id: string, userId: string): Promise<void> {
      await db
        .delete(uploadReservations)
        .where(and(eq(uploadReservations.id, id), eq(uploadReservations.userId, userId)))
    },
  }
  return usage
}

export type UploadUsageRepository = ReturnType<typeof createUploadUsageRepository>
