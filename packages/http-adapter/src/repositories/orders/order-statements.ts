import { ORDER_STATUS, type Order } from '@diecut/quote-core'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import {
  carts,
  companyEntities,
  graphicDesignOrderDetails,
  orders,
  sessions,
  users,
} from '../../db/schema'
import { customSizesBeside } from '../die-repository'
import type { RepoContext } from '../read-cache'
import { liveSession, sessionUserColumns } from '../user-repository'
import { orderColumns, stateOf } from './order-rows'

const userIdParam = sql.placeholder('userId')

/** Orders with their design brief, read as `orderColumns`. */
export const selectOrders = (db: Executor) =>
  db
    .select(orderColumns)
    .from(orders)
    .leftJoin(graphicDesignOrderDetails, eq(graphicDesignOrderDetails.orderId, orders.id))

/** The user's order `id` with, when asked, their custom sizes beside it (one statement). */
export const ownedQuery = (db: Executor, withCustomSizes: boolean) =>
  db
    .select({
      ...orderColumns,
      customSizes: withCustomSizes ? customSizesBeside(userIdParam) : sql<undefined>`null`,
    })
    .from(orders)
    .leftJoin(graphicDesignOrderDetails, eq(graphicDesignOrderDetails.orderId, orders.id))
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.userId, userIdParam)))

/**
 * A live session's user (with their company) and their custom sizes, and the order `id` when
 * it is theirs (its columns null otherwise): one statement. No row when the session is not live.
 */
export const ownedBySessionQuery = (db: Executor) =>
  db
    .select({
      ...orderColumns,
      ...sessionUserColumns,
      customSizes: customSizesBeside(sessions.userId),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyEntities, eq(companyEntities.id, users.companyEntityId))
    .leftJoin(orders, and(eq(orders.id, sql.placeholder('id')), eq(orders.userId, sessions.userId)))
    .leftJoin(graphicDesignOrderDetails, eq(graphicDesignOrderDetails.orderId, orders.id))
    .where(liveSession)

/** Writes an order's columns; `checked`: only while the row is still the version read. */
export const saveQuery = (db: Executor, checked: boolean) => {
  const id = eq(orders.id, sql.placeholder('id'))
  return db
    .update(orders)
    .set({
      statusId: sql`${sql.placeholder('statusId')}`,
      productTypeId: sql`${sql.placeholder('productTypeId')}`,
      state: sql`${sql.placeholder('state')}::jsonb`,
      updatedAt: sql`${sql.placeholder('updatedAt')}`,
    })
    .where(checked ? and(id, sql`${orderColumns.version} = ${sql.placeholder('version')}`) : id)
    .returning({ version: orderColumns.version.as('saved_version') })
}

/** saveQuery's placeholders: an order's columns as a save writes them. */
export const saveValues = (order: Order, now: Date, version: string | undefined) => ({
  id: order.id,
  statusId: order.status_id,
  productTypeId: order.product_type_id,
  state: JSON.stringify(stateOf(order)),
  updatedAt: now.toISOString(),
  version,
})

/**
 * The user's cart: one row at least (its id, maybe null), one per line when there are lines.
 * `afterCheckedSave`: a checked save first, in the same statement, whose new row version each
 * row carries; no row when it wrote nothing. The lines are read as they stood before the save.
 */
export const cartQuery = (db: Executor, afterCheckedSave = false) =>
  db
    .with(...(afterCheckedSave ? [db.$with('saved').as(saveQuery(db, true))] : []))
    .select({
      ...orderColumns,
      cartId: carts.id,
      savedVersion: afterCheckedSave ? sql<string>`saved.saved_version` : sql<null>`null`,
    })
    .from(afterCheckedSave ? sql`saved` : sql`(select 1) as one`)
    .leftJoin(carts, eq(carts.userId, userIdParam))
    .leftJoin(orders, and(eq(orders.userId, userIdParam), eq(orders.statusId, ORDER_STATUS.inCart)))
    .leftJoin(graphicDesignOrderDetails, eq(graphicDesignOrderDetails.orderId, orders.id))
    .orderBy(asc(orders.createdAt), asc(orders.id))

const prepareStatements = (db: Executor) => ({
  owned: ownedQuery(db, false).prepare('order_owned'),
  ownedWithCustomSizes: ownedQuery(db, true).prepare('order_owned_with_custom_sizes'),
  ownedBySession: ownedBySessionQuery(db).prepare('order_owned_by_session'),
  cart: cartQuery(db).prepare('cart'),
  checkedSaveThenCart: cartQuery(db, true).prepare('order_save_checked_then_cart'),
  save: saveQuery(db, false).prepare('order_save'),
  checkedSave: saveQuery(db, true).prepare('order_save_checked'),
})

export type OrderStatements = ReturnType<typeof prepareStatements>

/** The statements outside transactions, built once per database rather than on every call. */
const preparedStatements = new WeakMap<Executor, OrderStatements>()

/** The prepared order statements of `db`; null inside a transaction, which builds its own. */
export const orderStatements = (db: Executor, ctx: RepoContext): OrderStatements | null => {
  if (ctx.inTransaction) return null
  let prepared = preparedStatements.get(db)
  if (prepared === undefined) preparedStatements.set(db, (prepared = prepareStatements(db)))
  return prepared
}
