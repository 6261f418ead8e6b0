import { seedDies } from '@diecut/quote-core'
import type { Executor } from './client'
import { dies } from './schema'

/**
 * Inserts quote-core's stock die library. Existing rows are left alone, so the library's
 * last-modified time (the newest updated_at) stays put across restarts.
 */
export const seedLibraryDies = async (db: Executor, now: Date): Promise<void> => {
  if (seedDies.length === 0) return
  await db
    .insert(dies)
    .values(
      seedDies.map((d) => ({
        id: d.id,
        ownerUserId: null,
        statusId: d.status_id,
        width: d.width,
        length: d.length,
        depth: d.depth,
        label: d.label,
        shapeId: d.shape_id,
        isSquareCorners: d.is_square_corners,
        sizeTypeId: d.size_type_id,
        productTypeId: d.product_type_id,
        s3key: d.s3key,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
}
