import { selectIsInCart, type Order } from '@diecut/quote-core'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { graphicDesignOrderDetails, orders } from '../../db/schema'
import { cartOf, type Cart } from './cart-reads'
import { orderWritten } from './order-cache-writes'
import { stateOf } from './order-rows'
import type { OrderScope } from './order-scope'
import { saveQuery, saveValues } from './order-statements'

/** A checked save found the order's row changed since it was read (see RepoContext.checkVersions). */
export class OrderChanged extends Error {
  constructor(readonly orderId: number) {
    super(`order ${orderId} changed since it was read`)
  }
}

/** Writes the order's design brief, or removes it when the order has none. */
const saveDetails = async (db: Executor, order: Order, now: Date) => {
  const details = order.graphic_design_order_details
  if (details === null) {
    await db
      .delete(graphicDesignOrderDetails)
      .where(eq(graphicDesignOrderDetails.orderId, order.id))
    return
  }
  const values = {
    designTypeId: details.design_type_id,
    designProductTypeId: details.design_product_type_id,
    details,
    updatedAt: now,
  }
  await db
    .insert(graphicDesignOrderDetails)
    .values({ orderId: order.id, ...values })
    .onConflictDoUpdate({ target: graphicDesignOrderDetails.orderId, set: values })
}

/**
 * Writes of orders. A save takes one of three ways: into the group commit (embedded database,
 * no brief, no cart touched), one UPDATE (no brief on either side), or the UPDATE and the brief
 * in one transaction. With checkVersions each UPDATE lands only on the row version read.
 * `cart` reads the owner's cart when saveThenCart cannot do it in the save's statement.
 */
export const createOrderSaves = (
  { db, ctx, decoded, held, statements }: OrderScope,
  cart: (userId: string) => Promise<Cart>,
) => {
  const save = async (order: Order, now: Date): Promise<void> => {
    const userId = order.user_id
    if (userId === null) throw new Error(`order ${order.id} has no owner`)
    // Checked: only the row version read (RepoContext.checkVersions), else OrderChanged.
    const expected = held.version(order.id)
    const values = saveValues(order, now, expected)
    const update = async (executor: Executor) => {
      const checked = expected !== undefined
      const prepared = executor === db ? statements() : null
      const query =
        prepared === null
          ? saveQuery(executor, checked).prepare('order_save')
          : prepared[checked ? 'checkedSave' : 'save']
      const [row] = await query.execute(values)
      if (row === undefined && checked) throw new OrderChanged(order.id)
      return row?.version
    }
    const before = held.get(order.id) ?? ctx.writes?.orders.get(order.id)
    const noBrief =
      order.graphic_design_order_details === null &&
      before !== undefined &&
      before.graphic_design_order_details === null
    const group = ctx.groupCommit
    const cartUntouched = before !== undefined && !selectIsInCart(before) && !selectIsInCart(order)
    if (noBrief && cartUntouched && group !== undefined) {
      // Cached at once so the next change builds on it; answered once committed.
      group.defer(
        group.batcher.write({
          id: order.id,
          state: stateOf(order),
          statusId: order.status_id,
          productTypeId: order.product_type_id,
          updatedAt: now,
        }),
      )
      orderWritten(ctx, order, userId)
      return
    }
    // One statement when neither side has a design brief; otherwise both writes in one transaction.
    let version: string | undefined
    if (noBrief) version = await update(db)
    else if (ctx.inTransaction) {
      version = await update(db)
      await saveDetails(db, order, now)
    } else
      version = await db.transaction(async (tx) => {
        const v = await update(tx)
        await saveDetails(tx, order, now)
        return v
      })
    // The row as written is this order: read back unchanged, it needs no decoding.
    if (version !== undefined) decoded.remember(order.id, version, order)
    held.hold(order, version)
    orderWritten(ctx, order, userId)
  }

  return {
    /** Inserts a new order for the user and answers it with its id. */
    async create(userId: string, order: Order, now: Date): Promise<Order> {
      const [row] = await db
        .insert(orders)
        .values({
          userId,
          statusId: order.status_id,
          productTypeId: order.product_type_id,
          state: stateOf(order),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id })
      if (row === undefined) throw new Error('order insert returned no id')
      const created = { ...order, id: row.id, user_id: userId }
      if (created.graphic_design_order_details !== null) await saveDetails(db, created, now)
      held.hold(created)
      orderWritten(ctx, created, userId, true)
      return created
    },

    /** Writes the order's state, status and brief. */
    save,

    /**
     * Saves the order, then reads its owner's cart. With checkVersions, when neither the order
     * as read nor as saved has a design brief or moves in or out of the cart: one statement.
     */
    async saveThenCart(order: Order, now: Date): Promise<Cart> {
      const userId = order.user_id
      const expected = held.version(order.id)
      const before = held.get(order.id)
      const prepared = statements()
      if (
        userId === null ||
        expected === undefined ||
        prepared === null ||
        before === undefined ||
        before.graphic_design_order_details !== null ||
        order.graphic_design_order_details !== null ||
        selectIsInCart(before) !== selectIsInCart(order)
      ) {
        await save(order, now)
        return cart(order.user_id ?? '')
      }
      const rows = await prepared.checkedSaveThenCart.execute({
        ...saveValues(order, now, expected),
        userId,
      })
      // No row: the checked save wrote nothing.
      const version = rows[0]?.savedVersion
      if (typeof version !== 'string') throw new OrderChanged(order.id)
      decoded.remember(order.id, version, order)
      held.hold(order, version)
      orderWritten(ctx, order, userId)
      const read = cartOf(decoded, rows)
      // The lines stood as before the save: the order in the cart is the one just saved.
      return { ...read, orders: read.orders.map((line) => (line.id === order.id ? order : line)) }
    },
  }
}
