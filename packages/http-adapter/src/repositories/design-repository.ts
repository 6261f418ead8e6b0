import type { DesignsOrder } from '@diecut/quote-core'
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { designs, designsOrders, orders } from '../db/schema'
import type { StoredUpload } from '../uploads/receive-uploads'

/** A stored artwork file as the uploader reports it. */
export type NewDesign = {
  storageKey: string
  customerFilename: string
  fileType: string
  mimetype: string
  sizeBytes: number
  widthPx: number | null
  heightPx: number | null
  pageWidthPt: number | null
  pageHeightPt: number | null
}

/** A design of an order with everything the storefront shows about its file. */
export type ArtworkInfo = {
  id: number
  designs_order_id: number
  qty: number
  customer_filename: string
  is_linked: boolean
  linked_design_id: number | null
  print_sequence: 1 | 2 | null
  file_type: string
  mimetype: string
  size: number
  width_px: number | null
  height_px: number | null
  page_width_in: number | null
  page_height_in: number | null
  url: string
}

export type StoredDesign = {
  id: number
  storageKey: string
  mimetype: string
  fileType: string
  filename: string
}

/** A design on one of some orders' lines, as staff list it. */
export type DesignOfOrder = {
  readonly orderId: number
  readonly id: number
  readonly filename: string
  readonly mimetype: string
  readonly sizeBytes: number
}

/** Where the storefront fetches a design's file (owner only). */
export const designFileUrl = (designId: number): string => `/account/designs/file/${designId}`

const seq = (n: number | null): 1 | 2 | null => (n === 1 || n === 2 ? n : null)
const inches = (pt: number | null) => (pt === null ? null : Math.round((pt / 72) * 1000) / 1000)

/** Artwork files and the lines that put them on orders. */
export const createDesignRepository = (db: Executor) => {
  const lineRows = (orderId: number) =>
    db
      .select({ line: designsOrders, design: designs })
      .from(designsOrders)
      .innerJoin(designs, eq(designs.id, designsOrders.designId))
      .where(eq(designsOrders.orderId, orderId))
      .orderBy(asc(designsOrders.id))

  /** Deletes designs no line uses any more; unlinks their partners; answers their storage keys. */
  const deleteOrphans = async (designIds: readonly number[]): Promise<string[]> => {
    if (designIds.length === 0) return []
    const unused = and(
      inArray(designs.id, [...designIds]),
      notExists(
        db
          .select({ one: sql`1` })
          .from(designsOrders)
          .where(eq(designsOrders.designId, designs.id)),
      ),
    )
    const deleted = await db
      .delete(designs)
      .where(unused)
      .returning({ id: designs.id, key: designs.storageKey })
    if (deleted.length > 0)
      await db
        .update(designs)
        .set({ isLinked: false, linkedDesignId: null, printSequence: null })
        .where(
          inArray(
            designs.linkedDesignId,
            deleted.map((d) => d.id),
          ),
        )
    return deleted.map((d) => d.key)
  }

  return {
    async insertDesigns(userId: string, files: readonly NewDesign[], now: Date): Promise<number[]> {
      if (files.length === 0) return []
      const rows = await db
        .insert(designs)
        .values(files.map((f) => ({ ...f, userId, createdAt: now })))
        .returning({ id: designs.id })
      return rows.map((r) => r.id)
    },

    async insertLines(orderId: number, designIds: readonly number[], qty: number, now: Date) {
      if (designIds.length === 0) return
      await db
        .insert(designsOrders)
        .values(designIds.map((designId) => ({ orderId, designId, qty, createdAt: now })))
    },

    /**
     * Files just received as the user's designs, each on a line of the order with `qty` pieces;
     * answers the designs' ids.
     */
    async addToOrder(
      userId: string,
      orderId: number,
      files: readonly StoredUpload[],
      qty: number,
      now: Date,
    ): Promise<number[]> {
      const ids = await this.insertDesigns(
        userId,
        files.map((f) => ({ ...f, customerFilename: f.filename, fileType: f.kind })),
        now,
      )
      await this.insertLines(orderId, ids, qty, now)
      return ids
    },

    /** The designs on the lines of these orders (whoever owns them), oldest line first. */
    async ofOrders(orderIds: readonly number[]): Promise<DesignOfOrder[]> {
      if (orderIds.length === 0) return []
      return db
        .select({
          orderId: designsOrders.orderId,
          id: designs.id,
          filename: designs.customerFilename,
          mimetype: designs.mimetype,
          sizeBytes: designs.sizeBytes,
        })
        .from(designsOrders)
        .innerJoin(designs, eq(designs.id, designsOrders.designId))
        .where(inArray(designsOrders.orderId, [...orderIds]))
        .orderBy(asc(designsOrders.id))
    },

    /** The design when a line of one of these orders uses it; null otherwise. */
    async designOfOrders(
      designId: number,
      orderIds: readonly number[],
    ): Promise<StoredDesign | null> {
      if (orderIds.length === 0) return null
      const [row] = await db
        .select({
          id: designs.id,
          storageKey: designs.storageKey,
          mimetype: designs.mimetype,
          fileType: designs.fileType,
          filename: designs.customerFilename,
        })
        .from(designs)
        .innerJoin(designsOrders, eq(designsOrders.designId, designs.id))
        .where(and(eq(designs.id, designId), inArray(designsOrders.orderId, [...orderIds])))
        .limit(1)
      return row ?? null
    },

    /** The order's artwork lines in the Order schema's shape. */
    async linesOf(orderId: number): Promise<DesignsOrder[]> {
      const rows = await lineRows(orderId)
      return rows.map(({ line, design }) => ({
        id: line.id,
        design_id: design.id,
        qty: line.qty,
        customer_filename: design.customerFilename,
        signed_url: designFileUrl(design.id),
        design: {
          id: design.id,
          customer_filename: design.customerFilename,
          is_linked: design.isLinked,
          linked_design_id: design.linkedDesignId,
          print_sequence: seq(design.printSequence),
        },
        customer_filestack_id: null,
      }))
    },

    async artworkOf(orderId: number): Promise<ArtworkInfo[]> {
      const rows = await lineRows(orderId)
      return rows.map(({ line, design }) => ({
        id: design.id,
        designs_order_id: line.id,
        qty: line.qty,
        customer_filename: design.customerFilename,
        is_linked: design.isLinked,
        linked_design_id: design.linkedDesignId,
        print_sequence: seq(design.printSequence),
        file_type: design.fileType,
        mimetype: design.mimetype,
        size: design.sizeBytes,
        width_px: design.widthPx,
        height_px: design.heightPx,
        page_width_in: inches(design.pageWidthPt),
        page_height_in: inches(design.pageHeightPt),
        url: designFileUrl(design.id),
      }))
    },

    /** The line's order when the line exists and its order belongs to the user. */
    async lineOwned(
      lineId: number,
      userId: string,
    ): Promise<{ orderId: number; designId: number } | null> {
      const [row] = await db
        .select({ orderId: designsOrders.orderId, designId: designsOrders.designId })
        .from(designsOrders)
        .innerJoin(orders, eq(orders.id, designsOrders.orderId))
        .where(and(eq(designsOrders.id, lineId), eq(orders.userId, userId)))
      return row ?? null
    },

    async designOwned(designId: number, userId: string): Promise<StoredDesign | null> {
      const [row] = await db
        .select()
        .from(designs)
        .where(and(eq(designs.id, designId), eq(designs.userId, userId)))
      return row === undefined
        ? null
        : {
            id: row.id,
            storageKey: row.storageKey,
            mimetype: row.mimetype,
            fileType: row.fileType,
            filename: row.customerFilename,
          }
    },

    /** Orders (of any owner) whose lines use the design. */
    async ordersUsing(designId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ orderId: designsOrders.orderId })
        .from(designsOrders)
        .where(eq(designsOrders.designId, designId))
      return rows.map((r) => r.orderId)
    },

    async setLineQty(lineId: number, qty: number): Promise<void> {
      await db.update(designsOrders).set({ qty }).where(eq(designsOrders.id, lineId))
    },

    /** Sets the quantity of the given lines of an order; false when an id is not a line of it. */
    async setLinesQty(orderId: number, lineIds: readonly number[], qty: number): Promise<boolean> {
      const ids = [...new Set(lineIds)]
      const rows = await db
        .select({ id: designsOrders.id })
        .from(designsOrders)
        .where(and(eq(designsOrders.orderId, orderId), inArray(designsOrders.id, ids)))
      if (rows.length !== ids.length) return false
      await db
        .update(designsOrders)
        .set({ qty })
        .where(and(eq(designsOrders.orderId, orderId), inArray(designsOrders.id, ids)))
      return true
    },

    /** Removes a line; answers the storage keys of designs left unused (to delete the files). */
    async deleteLine(lineId: number): Promise<string[]> {
      const removed = await db
        .delete(designsOrders)
        .where(eq(designsOrders.id, lineId))
        .returning({ designId: designsOrders.designId })
      return deleteOrphans(removed.map((r) => r.designId))
    },

    async deleteLinesOf(orderId: number): Promise<string[]> {
      const removed = await db
        .delete(designsOrders)
        .where(eq(designsOrders.orderId, orderId))
        .returning({ designId: designsOrders.designId })
      return deleteOrphans(removed.map((r) => r.designId))
    },

    async moveAll(fromUserId: string, toUserId: string): Promise<void> {
      await db.update(designs).set({ userId: toUserId }).where(eq(designs.userId, fromUserId))
    },
  }
}

export type DesignRepository = ReturnType<typeof createDesignRepository>
