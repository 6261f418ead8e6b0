import { PlacedOrder, StoredPlacedOrder, type PlacedOrderDraft } from '@diecut/quote-core'
import { and, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm'
import { Either, Schema } from 'effect'
import type { Executor } from '../db/client'
import { carts, placedOrderGrants, placedOrderProofs, placedOrders } from '../db/schema'
import type { RepoContext } from './read-cache'

// Orders stored before payment, shipment and ship-by existed read with their defaults.
const decodePlaced = Schema.decodeUnknownEither(StoredPlacedOrder, { onExcessProperty: 'ignore' })
const encodePlaced = Schema.encodeSync(PlacedOrder)

type Row = { id: number; state: unknown }

const toPlaced = (row: Row): PlacedOrder => {
  const state = typeof row.state === 'object' && row.state !== null ? row.state : {}
  const decoded = decodePlaced({ ...state, id: row.id })
  if (Either.isLeft(decoded))
    throw new Error(`placed order ${row.id} has an unreadable state: ${decoded.left.message}`)
  return decoded.right
}

const stateOf = (order: PlacedOrderDraft | PlacedOrder) => {
  const { id: _id, ...state } = encodePlaced({ ...order, id: 1 })
  return state
}

/** A proof file as stored: where it is and how to serve it. */
export type StoredProof = {
  readonly storageKey: string
  readonly filename: string
  readonly mimetype: string
}

const columns = { id: placedOrders.id, state: placedOrders.state }

/**
 * Placed orders and their proof files, and who may see each: its owner, and the users an order
 * link granted it to. Reads inside a transaction lock the row.
 */
export const createPlacedOrderRepository = (db: Executor, ctx: RepoContext) => {
  /** The orders the user placed, or was granted by opening a link to them. */
  const seenBy = (userId: string): SQL | undefined =>
    or(
      eq(placedOrders.userId, userId),
      exists(
        db
          .select({ one: sql`1` })
          .from(placedOrderGrants)
          .where(
            and(
              eq(placedOrderGrants.userId, userId),
              eq(placedOrderGrants.placedOrderId, placedOrders.id),
            ),
          ),
      ),
    )

  const one = async (where: SQL | undefined): Promise<PlacedOrder | null> => {
    const query = db.select(columns).from(placedOrders).where(where)
    const [row] = ctx.inTransaction ? await query.for('update') : await query
    return row === undefined ? null : toPlaced(row)
  }

  return {
    /**
     * Holds the user's cart until the transaction ends: checkouts of one cart run one after
     * another, so the second sees what the first placed.
     */
    async lockCart(userId: string): Promise<void> {
      await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update')
    },

    /** The order placed with this key, and the request it was placed with (encoded; or null). */
    async findByKey(
      userId: string,
      key: string,
    ): Promise<{ readonly placed: PlacedOrder; readonly request: unknown } | null> {
      const query = db
        .select({ ...columns, request: placedOrders.request })
        .from(placedOrders)
        .where(and(eq(placedOrders.userId, userId), eq(placedOrders.idempotencyKey, key)))
      const [row] = ctx.inTransaction ? await query.for('update') : await query
      return row === undefined ? null : { placed: toPlaced(row), request: row.request }
    },

    async numberTaken(number: string): Promise<boolean> {
      const [row] = await db
        .select({ id: placedOrders.id })
        .from(placedOrders)
        .where(eq(placedOrders.number, number))
      return row !== undefined
    },

    /** Writes a new placed order and answers it with its id. */
    async create(
      userId: string,
      key: string,
      request: unknown,
      draft: PlacedOrderDraft,
      now: Date,
    ): Promise<PlacedOrder> {
      const [row] = await db
        .insert(placedOrders)
        .values({
          number: draft.number,
          userId,
          idempotencyKey: key,
          request,
          status: draft.status,
          state: stateOf(draft),
          placedAt: new Date(draft.placed_at),
          updatedAt: now,
        })
        .returning({ id: placedOrders.id })
      if (row === undefined) throw new Error('placed order insert returned no id')
      return { ...draft, id: row.id }
    },

    async save(order: PlacedOrder, now: Date): Promise<void> {
      await db
        .update(placedOrders)
        .set({ status: order.status, state: stateOf(order), updatedAt: now })
        .where(eq(placedOrders.id, order.id))
      // A payment or a cancellation can make a custom size the customer's own die, or not.
      ctx.afterCommit(() => ctx.writes?.customSizes.clear())
    },

    /** The placed orders the user may see (their own and those granted), newest first. */
    async ofUser(userId: string): Promise<readonly PlacedOrder[]> {
      const rows = await db
        .select(columns)
        .from(placedOrders)
        .where(seenBy(userId))
        .orderBy(desc(placedOrders.placedAt), desc(placedOrders.id))
      return rows.map(toPlaced)
    },

    /**
     * The order with this number when the user may see it (placed it, or was granted it by an
     * order link); null otherwise.
     */
    async findOwned(number: string, userId: string): Promise<PlacedOrder | null> {
      return one(and(eq(placedOrders.number, number), seenBy(userId)))
    },

    /** Lets the user see and act on the order from now on, as its owner does. */
    async grant(userId: string, placedOrderId: number, now: Date): Promise<void> {
      await db
        .insert(placedOrderGrants)
        .values({ userId, placedOrderId, grantedAt: now })
        .onConflictDoNothing()
    },

    /** Any order by number (staff). */
    /** The user who placed the order (a guest's or an account's id). */
    async ownerOf(placedOrderId: number): Promise<string | null> {
      const [row] = await db
        .select({ userId: placedOrders.userId })
        .from(placedOrders)
        .where(eq(placedOrders.id, placedOrderId))
      return row?.userId ?? null
    },

    async findByNumber(number: string): Promise<PlacedOrder | null> {
      return one(eq(placedOrders.number, number))
    },

    /** The order a card payment (the provider's reference) was booked on, or null. */
    async findByPaymentReference(reference: string): Promise<PlacedOrder | null> {
      const charge = JSON.stringify([{ kind: 'charge', reference }])
      return one(
        or(
          sql`${placedOrders.state} -> 'payment' -> 'ledger' @> ${charge}::jsonb`,
          sql`${placedOrders.state} -> 'payment' ->> 'provider_reference' = ${reference}`,
        ),
      )
    },

    /** Every placed order, newest first (staff; the core filters, counts and sorts them). */
    async all(): Promise<readonly PlacedOrder[]> {
      const rows = await db
        .select(columns)
        .from(placedOrders)
        .orderBy(desc(placedOrders.placedAt), desc(placedOrders.id))
      return rows.map(toPlaced)
    },

    async proof(placedOrderId: number, orderId: number): Promise<StoredProof | null> {
      const [row] = await db
        .select({
          storageKey: placedOrderProofs.storageKey,
          filename: placedOrderProofs.filename,
          mimetype: placedOrderProofs.mimetype,
        })
        .from(placedOrderProofs)
        .where(
          and(
            eq(placedOrderProofs.placedOrderId, placedOrderId),
            eq(placedOrderProofs.orderId, orderId),
          ),
        )
      return row ?? null
    },

    /** Records a line's proof file; answers the key of the file it replaces, if any. */
    async saveProof(
      placedOrderId: number,
      orderId: number,
      file: StoredProof & { readonly sizeBytes: number },
      now: Date,
    ): Promise<string | null> {
      const before = await this.proof(placedOrderId, orderId)
      const values = { ...file, uploadedAt: now }
      await db
        .insert(placedOrderProofs)
        .values({ placedOrderId, orderId, ...values })
        .onConflictDoUpdate({
          target: [placedOrderProofs.placedOrderId, placedOrderProofs.orderId],
          set: values,
        })
      return before?.storageKey ?? null
    },

    /**
     * Gives a line the proof file another order's line was approved with (a reorder that carries
     * its proof over): the same stored file, which neither line replaces once approved.
     */
    async carryProof(
      from: { readonly placedOrderId: number; readonly orderId: number },
      to: { readonly placedOrderId: number; readonly orderId: number },
    ): Promise<boolean> {
      const [row] = await db
        .select({
          storageKey: placedOrderProofs.storageKey,
          filename: placedOrderProofs.filename,
          mimetype: placedOrderProofs.mimetype,
          sizeBytes: placedOrderProofs.sizeBytes,
          uploadedAt: placedOrderProofs.uploadedAt,
        })
        .from(placedOrderProofs)
        .where(
          and(
            eq(placedOrderProofs.placedOrderId, from.placedOrderId),
            eq(placedOrderProofs.orderId, from.orderId),
          ),
        )
      if (row === undefined) return false
      await db
        .insert(placedOrderProofs)
        .values({ ...row, placedOrderId: to.placedOrderId, orderId: to.orderId })
        .onConflictDoNothing()
      return true
    },

    /** Gives a guest's placed orders, and those granted to it, to the account they log in to. */
    async moveAll(fromUserId: string, toUserId: string, now: Date): Promise<void> {
      await db
        .update(placedOrders)
        .set({ userId: toUserId, updatedAt: now })
        .where(eq(placedOrders.userId, fromUserId))
      await db
        .insert(placedOrderGrants)
        .select(
          db
            .select({
              userId: sql<string>`${toUserId}::text`.as('user_id'),
              placedOrderId: placedOrderGrants.placedOrderId,
              grantedAt: placedOrderGrants.grantedAt,
            })
            .from(placedOrderGrants)
            .where(eq(placedOrderGrants.userId, fromUserId)),
        )
        .onConflictDoNothing()
      await db.delete(placedOrderGrants).where(eq(placedOrderGrants.userId, fromUserId))
    },
  }
}

export type PlacedOrderRepository = ReturnType<typeof createPlacedOrderRepository>
