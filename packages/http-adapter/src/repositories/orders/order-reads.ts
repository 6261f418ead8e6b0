import {
  ORDER_STATUS,
  type DieSize,
  type Order,
  type SavedQuote,
  type User,
} from '@diecut/quote-core'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { graphicDesignOrderDetails, orders } from '../../db/schema'
import { cachedSessionUser, rememberSessionUser } from '../user-repository'
import type { OrderScope } from './order-scope'
import { orderColumns, toOrder } from './order-rows'
import { ownedBySessionQuery, ownedQuery, selectOrders } from './order-statements'

/** Reads of one owner's orders; inside a transaction an order read locks its row until COMMIT. */
export const createOrderReads = ({ db, ctx, decoded, held, statements }: OrderScope) => {
  /**
   * The order when it exists and belongs to the user, else null; with `withCustomSizes` the
   * user's custom sizes read in the same statement (none when the order came from memory and
   * no statement ran).
   */
  const findOwned = async (
    id: number,
    userId: string,
    withCustomSizes = false,
  ): Promise<{ order: Order | null; customSizes?: readonly DieSize[] }> => {
    // Already read (and locked) or written by this transaction: it stands as held.
    const mine = held.get(id)
    if (mine !== undefined) return { order: mine.user_id === userId ? mine : null }
    const cache = ctx.reads?.orders
    const hit = cache?.get(id)
    if (hit !== undefined) return { order: hit.user_id === userId ? hit : null }
    const epoch = cache?.epoch ?? 0
    const values = { id, userId }
    const prepared = statements()
    const [row] =
      prepared === null
        ? await ownedQuery(db, withCustomSizes)
            .for('update', { of: orders })
            .prepare('order_owned_locked')
            .execute(values)
        : await prepared[withCustomSizes ? 'ownedWithCustomSizes' : 'owned'].execute(values)
    if (row === undefined) return { order: null }
    const order = decoded.of(row)
    cache?.fill(id, order, epoch)
    held.hold(order, row.version)
    return { order, ...(row.customSizes && { customSizes: row.customSizes }) }
  }

  /**
   * A live session's user and, when it is theirs, the order `id` with their custom sizes; null
   * when the session is not live. One statement where the session is not in memory.
   */
  const findOwnedBySession = async (
    id: number,
    tokenHash: string,
    now: Date,
  ): Promise<{ user: User; order: Order | null; customSizes?: readonly DieSize[] } | null> => {
    const known = cachedSessionUser(ctx, tokenHash, now)
    if (known !== undefined) return { user: known, ...(await findOwned(id, known.id, true)) }
    const prepared = statements()
    const values = { id, tokenHash, now: now.toISOString() }
    const sessionEpoch = ctx.reads?.sessions.epoch ?? 0
    const orderCache = ctx.reads?.orders
    const orderEpoch = orderCache?.epoch ?? 0
    const [row] = await (
      prepared?.ownedBySession ?? ownedBySessionQuery(db).prepare('order_owned_by_session')
    ).execute(values)
    if (row === undefined) return null
    const user = rememberSessionUser(ctx, tokenHash, row, sessionEpoch)
    // In a transaction the order is read again, locking its row.
    if (prepared === null) return { user, ...(await findOwned(id, user.id, true)) }
    const order = decoded.ofJoined(row)
    if (order === null) return { user, order: null, customSizes: row.customSizes }
    orderCache?.fill(id, order, orderEpoch)
    held.hold(order, row.version)
    return { user, order, customSizes: row.customSizes }
  }

  return {
    findOwned,
    findOwnedBySession,

    /**
     * Locks the user's orders among `ids` in one statement, in id order (so two transactions
     * never wait on each other in a cycle), and answers them as they are now. Only inside a
     * transaction.
     */
    async lockOwned(ids: readonly number[], userId: string): Promise<readonly Order[]> {
      if (!ctx.inTransaction) throw new Error('lockOwned needs a transaction')
      if (ids.length === 0) return []
      const rows = await selectOrders(db)
        .where(and(inArray(orders.id, [...ids]), eq(orders.userId, userId)))
        .orderBy(asc(orders.id))
        .for('update', { of: orders })
      return rows.map(toOrder)
    },

    /**
     * The quotes behind a placed order's lines, by id, whoever owns them now (the caller has
     * checked that the placed order is theirs to see). Read from the database.
     */
    async ofPlacedLines(ids: readonly number[]): Promise<readonly Order[]> {
      if (ids.length === 0) return []
      const rows = await selectOrders(db)
        .where(inArray(orders.id, [...ids]))
        .orderBy(asc(orders.id))
      return rows.map(toOrder)
    },

    /**
     * The user's saved quotes (`ORDER_STATUS.saved`), most recently saved or changed first, each with
     * that instant. Read from the database (a completed request's writes have committed).
     */
    async savedQuotes(userId: string): Promise<readonly SavedQuote[]> {
      const rows = await db
        .select({ ...orderColumns, updatedAt: orders.updatedAt })
        .from(orders)
        .leftJoin(graphicDesignOrderDetails, eq(graphicDesignOrderDetails.orderId, orders.id))
        .where(and(eq(orders.userId, userId), eq(orders.statusId, ORDER_STATUS.saved)))
        .orderBy(desc(orders.updatedAt), desc(orders.id))
      return rows.map((row) => ({ ...decoded.of(row), updated_at: row.updatedAt.toISOString() }))
    },
  }
}
