import { customSizeIsOwned, type DiePayer, type DieSize } from '@diecut/quote-core'
import {
  and,
  asc,
  eq,
  isNull,
  max,
  sql,
  type Column,
  type Placeholder,
  type SQL,
} from 'drizzle-orm'
import type { Executor } from '../db/client'
import { dies, placedOrders } from '../db/schema'
import type { RepoContext } from './read-cache'

/** A customer's custom size to remember (docs/product.md: "Previously Used Custom Shapes"). */
export type NewCustomSize = Omit<DieSize, 'id' | 's3key'>

/** The columns a DieSize is made of. */
const sizeColumns = {
  id: dies.id,
  statusId: dies.statusId,
  width: dies.width,
  length: dies.length,
  depth: dies.depth,
  label: dies.label,
  shapeId: dies.shapeId,
  isSquareCorners: dies.isSquareCorners,
  sizeTypeId: dies.sizeTypeId,
  productTypeId: dies.productTypeId,
  s3key: dies.s3key,
}

type SizeRow = Pick<typeof dies.$inferSelect, keyof typeof sizeColumns>

const toDie = (r: SizeRow): DieSize => ({
  id: r.id,
  status_id: r.statusId,
  width: r.width,
  length: r.length,
  depth: r.depth,
  label: r.label,
  shape_id: r.shapeId,
  is_square_corners: r.isSquareCorners,
  size_type_id: r.sizeTypeId,
  product_type_id: r.productTypeId,
  s3key: r.s3key,
})

/**
 * What each placed order that used a custom size says of its payment: its status and its
 * payment's status, read from the stored snapshot (null for a size kept before they were).
 */
const payersOf = (placedOrderIds: SQL | Column): SQL<DiePayer[] | null> =>
  sql`(case when ${placedOrderIds} is null then null else (select coalesce(json_agg(json_build_object('status', ${placedOrders.status}, 'payment', json_build_object('status', ${placedOrders.state}->'payment'->>'status'))), '[]'::json)
    from ${placedOrders} where ${placedOrders.id} = any(${placedOrderIds})) end)`

type OwnedRow = SizeRow & { readonly usedBy: unknown }

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)

type StoredPayer = { readonly status: DiePayer['status']; readonly payment: { status?: string } }

// quote-core decides which remembered sizes are the customer's own die: those one of whose
// orders paid for them (or on terms), never those only checked out. An order stored before
// payments were kept reads as not due (the placed-order schema's default).
const ownedSizes = (rows: readonly OwnedRow[]): DieSize[] =>
  rows
    .filter((r) => {
      const usedBy = parsed(r.usedBy) as readonly StoredPayer[] | null
      const payers = usedBy?.map((p) => ({
        status: p.status,
        payment: { status: (p.payment.status ?? 'not_due') as DiePayer['payment']['status'] },
      }))
      return customSizeIsOwned(payers ?? null)
    })
    .map(toDie)

/**
 * A user's own custom sizes (oldest first) as one value, for a statement that reads them
 * beside something else: a json array of rows keyed like `sizeColumns`.
 */
export const customSizesBeside = (
  userId: string | Placeholder | Column,
): SQL<readonly DieSize[]> => {
  const fields = [
    ...Object.entries(sizeColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`'usedBy', ${payersOf(dies.placedOrderIds)}`,
  ]
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${dies.id}), '[]'::json)
    from ${dies} where ${dies.ownerUserId} = ${userId})`.mapWith((value: unknown) =>
    ownedSizes(parsed(value) as OwnedRow[]),
  )
}

const LIBRARY_TTL_MS = 60_000

/**
 * The die library (cached in memory for a minute: it changes only with a release) and
 * customers' own custom sizes.
 */
export type LibraryCache = {
  current: { at: number; dies: DieSize[]; lastModified: Date | null } | null
}

export const createDieRepository = (db: Executor, ctx: RepoContext, holder: LibraryCache) => {
  const library = async () => {
    const cached = holder.current
    if (cached !== null && Date.now() - cached.at < LIBRARY_TTL_MS) return cached
    const rows = await db.select().from(dies).where(isNull(dies.ownerUserId)).orderBy(asc(dies.id))
    const [newest] = await db
      .select({ at: max(dies.updatedAt) })
      .from(dies)
      .where(isNull(dies.ownerUserId))
    const cache = { at: Date.now(), dies: rows.map(toDie), lastModified: newest?.at ?? null }
    holder.current = cache
    return cache
  }

  return {
    async library(): Promise<{ dies: readonly DieSize[]; lastModified: Date | null }> {
      const { dies: list, lastModified } = await library()
      return { dies: list, lastModified }
    },

    async customSizesOf(userId: string): Promise<readonly DieSize[]> {
      const cache = ctx.reads?.customSizes
      const hit = cache?.get(userId)
      if (hit !== undefined) return hit
      const epoch = cache?.epoch ?? 0
      const rows = await db
        .select({ ...sizeColumns, usedBy: payersOf(dies.placedOrderIds) })
        .from(dies)
        .where(eq(dies.ownerUserId, userId))
        .orderBy(asc(dies.id))
      const sizes = ownedSizes(rows)
      cache?.fill(userId, sizes, epoch)
      return sizes
    },

    /**
     * Remembers a custom size for the user unless the same one is already there, with the
     * placed order that used it: the size is their own die once one such order paid for it.
     */
    async rememberCustomSize(
      userId: string,
      size: NewCustomSize,
      placedOrderId: number,
      now: Date,
    ): Promise<void> {
      const same = await db
        .select({ id: dies.id, width: dies.width, length: dies.length, depth: dies.depth })
        .from(dies)
        .where(
          and(
            eq(dies.ownerUserId, userId),
            eq(dies.shapeId, size.shape_id),
            eq(dies.productTypeId, size.product_type_id),
            eq(dies.isSquareCorners, size.is_square_corners),
          ),
        )
      const close = (a: number | null, b: number | null) =>
        a === null || b === null ? a === b : Math.abs(a - b) < 0.001
      const known = same.find(
        (d) =>
          close(d.width, size.width) && close(d.length, size.length) && close(d.depth, size.depth),
      )
      if (known !== undefined) {
        // A size kept before its orders were (null) stays as it was.
        await db
          .update(dies)
          .set({
            placedOrderIds: sql`case when ${placedOrderId} = any(${dies.placedOrderIds}) then ${dies.placedOrderIds} else array_append(${dies.placedOrderIds}, ${placedOrderId}) end`,
            updatedAt: now,
          })
          .where(and(eq(dies.id, known.id), sql`${dies.placedOrderIds} is not null`))
        ctx.afterCommit(() => ctx.writes?.customSizes.drop(userId))
        return
      }
      const [row] = await db
        .insert(dies)
        .values({
          ownerUserId: userId,
          statusId: size.status_id,
          width: size.width,
          length: size.length,
          depth: size.depth,
          label: size.label,
          shapeId: size.shape_id,
          isSquareCorners: size.is_square_corners,
          sizeTypeId: size.size_type_id,
          productTypeId: size.product_type_id,
          s3key: '',
          placedOrderIds: [placedOrderId],
          updatedAt: now,
        })
        .returning({ id: dies.id })
      if (row !== undefined)
        await db
          .update(dies)
          .set({ s3key: `dies/${row.id}.svg` })
          .where(eq(dies.id, row.id))
      ctx.afterCommit(() => ctx.writes?.customSizes.drop(userId))
    },

    async moveAll(fromUserId: string, toUserId: string): Promise<void> {
      await db.update(dies).set({ ownerUserId: toUserId }).where(eq(dies.ownerUserId, fromUserId))
      ctx.afterCommit(() => ctx.writes?.customSizes.clear())
    },
  }
}

export type DieRepository = ReturnType<typeof createDieRepository>
