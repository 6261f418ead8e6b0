import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { designs, orders, quoteUploads } from '../db/schema'

const bytes = (rows: { bytes: string | number | null }[]): number => Number(rows[0]?.bytes ?? 0)

/** Bytes of stored uploads (artwork and quote uploads), for the upload quotas. */
export const createUploadUsageRepository = (db: Executor) => ({
  async bytesOfUser(userId: string): Promise<number> {
    const [artwork, quote] = await Promise.all([
      db
        .select({ bytes: sql<string>`coalesce(sum(${designs.sizeBytes}), 0)` })
        .from(designs)
        .where(eq(designs.userId, userId)),
      db
        .select({ bytes: sql<string>`coalesce(sum(${quoteUploads.sizeBytes}), 0)` })
        .from(quoteUploads)
        .innerJoin(orders, eq(orders.id, quoteUploads.orderId))
        .where(eq(orders.userId, userId)),
    ])
    return bytes(artwork) + bytes(quote)
  },

  async totalBytes(): Promise<number> {
    const [artwork, quote] = await Promise.all([
      db.select({ bytes: sql<string>`coalesce(sum(${designs.sizeBytes}), 0)` }).from(designs),
      db
        .select({ bytes: sql<string>`coalesce(sum(${quoteUploads.sizeBytes}), 0)` })
        .from(quoteUploads),
    ])
    return bytes(artwork) + bytes(quote)
  },
})

export type UploadUsageRepository = ReturnType<typeof createUploadUsageRepository>
