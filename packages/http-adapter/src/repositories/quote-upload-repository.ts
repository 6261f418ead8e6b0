import type { QuoteUpload } from '@diecut/quote-core'
import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { orders, quoteUploads } from '../db/schema'

export type UploadType = QuoteUpload['type']

export type NewQuoteUpload = {
  orderId: number
  storageKey: string
  filename: string
  sizeBytes: number
  mimetype: string
  type: UploadType
}

/** Where the storefront fetches an upload's file (owner only). */
export const quoteUploadFileUrl = (id: number): string => `/orders/quote-upload-file/${id}`

const toUpload = (r: typeof quoteUploads.$inferSelect): QuoteUpload => ({
  id: r.id,
  order_id: r.orderId,
  s3key: r.storageKey,
  filename: r.filename,
  size: r.sizeBytes,
  mimetype: r.mimetype,
  filepicker_id: null,
  filepicker_url: quoteUploadFileUrl(r.id),
  type: r.type as UploadType,
})

/** Files attached to quotes (logos, creative vision, style references, variable data). */
export const createQuoteUploadRepository = (db: Executor) => ({
  async insert(upload: NewQuoteUpload, now: Date): Promise<QuoteUpload> {
    const [row] = await db
      .insert(quoteUploads)
      .values({ ...upload, createdAt: now })
      .returning()
    if (row === undefined) throw new Error('upload insert returned nothing')
    return toUpload(row)
  },

  async ofOrder(orderId: number, type?: UploadType): Promise<QuoteUpload[]> {
    const rows = await db
      .select()
      .from(quoteUploads)
      .where(
        type === undefined
          ? eq(quoteUploads.orderId, orderId)
          : and(eq(quoteUploads.orderId, orderId), eq(quoteUploads.type, type)),
      )
      .orderBy(asc(quoteUploads.id))
    return rows.map(toUpload)
  },

  async findOwned(id: number, userId: string): Promise<QuoteUpload | null> {
    const [row] = await db
      .select({ upload: quoteUploads })
      .from(quoteUploads)
      .innerJoin(orders, eq(orders.id, quoteUploads.orderId))
      .where(and(eq(quoteUploads.id, id), eq(orders.userId, userId)))
    return row === undefined ? null : toUpload(row.upload)
  },

  async delete(id: number): Promise<void> {
    await db.delete(quoteUploads).where(eq(quoteUploads.id, id))
  },
})

export type QuoteUploadRepository = ReturnType<typeof createQuoteUploadRepository>
