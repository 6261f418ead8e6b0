import {
  initialOrder,
  Order,
  ORDER_STATUS,
  selectIsInCart,
  type DieSize,
  type SavedQuote,
  type User,
} from '@diecut/quote-core'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { Either, Schema } from 'effect'
import type { Executor } from '../db/client'
import {
  carts,
  companyEntities,
  graphicDesignOrderDetails,
  orders,
  sessions,
  users,
} from '../db/schema'
import { customSizesBeside } from './die-repository'
import type { RepoContext } from './read-cache'
import {
  cachedSessionUser,
  liveSession,
  rememberSessionUser,
  sessionUserColumns,
} from './user-repository'

const decodeOrder = Schema.decodeUnknownEither(Order, { onExcessProperty: 'ignore' })

type Row = {
  id: number
  version: string
  userId: string
  statusId: number | null
  productTypeId: number
  state: unknown
  details: unknown
}

/** The keys of an order read through a left join: null when the join found no order. */
type JoinedKeys = { id: number | null; userId: string | null; productTypeId: number | null }

const productType = (id: number): 1 | 2 | 3 => (id === 2 || id === 3 ? id : 1)

/**
 * The columns are the truth for id, owner and status; the jsonb state holds the rest. Fields
 * added to the Order schema later take their initial values, so old rows still read.
 */
const toOrder = (row: Row): Order => {
  const state = typeof row.state === 'object' && row.state !== null ? row.state : {}
  const decoded = decodeOrder({
    ...initialOrder(productType(row.productTypeId)),
    ...state,
    id: row.id,
    user_id: row.userId,
    status_id: row.statusId,
    graphic_design_order_details: row.details ?? null,
  })
  if (Either.isLeft(decoded))
    throw new Error(`order ${row.id} has an unreadable state: ${decoded.left.message}`)
  return decoded.right
}

const MAX_DECODED = 5_000

/**
 * Orders already decoded, by id, with the row version they came from (its xmin and ctid: a
 * row version's identity in PostgreSQL and PGlite; any write of the row makes a new one). A
 * row read again unchanged, the usual case on the quoter, is not decoded again.
 */
export class DecodedOrders {
  readonly #map = new Map<number, { version: string; order: Order }>()

  of(row: Row): Order {
    const hit = this.#map.get(row.id)
    if (hit !== undefined && hit.version === row.version) return hit.order
    const order = toOrder(row)
    this.remember(row.id, row.version, order)
    return order
  }

  /** The order just written as that row version (a version never seen committed is never read). */
  remember(id: number, version: string, order: Order): void {
    this.#map.delete(id)
    this.#map.set(id, { version, order })
    if (this.#map.size > MAX_DECODED) {
      const oldest = this.#map.keys().next()
      if (oldest.done !== true) this.#map.delete(oldest.value)
    }
  }
}

/** A checked save found the order's row changed since it was read (see RepoContext.checkVersions). */
export class OrderChanged extends Error {
  constructor(readonly orderId: number) {
    super(`order ${orderId} changed since it was read`)
  }
}

const stateOf = (order: Order) => {
  const {
    id: _id,
    user_id: _user,
    status_id: _status,
    graphic_design_order_details: _gd,
    ...state
  } = order
  return state
}

const columns = {
  id: orders.id,
  version: sql<string>`${orders}.xmin::text || ${orders}.ctid::text`,
  userId: orders.userId,
  statusId: orders.statusId,
  productTypeId: orders.productTypeId,
  state: orders.state,
  details: graphicDesignOrderDetails.details,
}

const userIdParam = sql.placeholder('userId')

/** The user's order `id` with, when asked, their custom sizes beside it (one statement). */
const ownedQuery = (db: Executor, withCustomSizes: boolean) =>
  db
    .select({
      ...columns,
      customSizes: withCustomSizes ? customSizesBeside(userIdParam) : sql<undefined>`null`,
    })
    .from(orders)
    .leftJoin(graphicDesignOrderDetails, eq(graphicDesignOrderDetails.orderId, orders.id))
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.userId, userIdParam)))

/**
 * A live session's user (with their company) and their custom sizes, and the order `id` when
 * it is theirs (its columns null otherwise): one statement. No row when the session is not live.
 */
const ownedBySessionQuery = (db: Executor) =>
  db
    .select({ ...columns, ...sessionUserColumns, customSizes: customSizesBeside(sessions.userId) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyEntities, eq(companyEntities.id, users.companyEntityId))
    .leftJoin(orders, and(eq(orders.id, sql.placeholder('id')), eq(orders.userId, sessions.userId)))
    .leftJoin(graphicDesignOrderDetails, eq(graphicDesignOrderDetails.orderId, orders.id))
    .where(liveSession)

/** Writes an order's columns; `checked`: only while the row is still the version read. */
const saveQuery = (db: Executor, checked: boolean) => {
  const id = eq(orders.id, sql.placeholder('id'))
  return db
    .update(orders)
    .set({
      statusId: sql`${sql.placeholder('statusId')}`,
      productTypeId: sql`${sql.placeholder('productTypeId')}`,
      state: sql`${sql.placeholder('state')}::jsonb`,
      updatedAt: sql`${sql.placeholder('updatedAt')}`,
    })
    .where(checked ? and(id, sql`${columns.version} = ${sql.placeholder('version')}`) : id)
    .returning({ version: columns.version.as('saved_version') })
}

/**
 * The user's cart: one row at least (its id, maybe null), one per line when there are lines.
 * `afterCheckedSave`: a checked save first, in the same statement, whose new row version each
 * row carries; no row when it wrote nothing. The lines are read as they stood before the save.
 */
const cartQuery = (db: Executor, afterCheckedSave = false) =>
  db
    .with(...(afterCheckedSave ? [db.$with('saved').as(saveQuery(db, true))] : []))
    .select({
      ...columns,
      cartId: carts.id,
      savedVersion: afterCheckedSave ? sql<string>`saved.saved_version` : sql<null>`null`,
    })
    .from(afterCheckedSave ? sql`saved` : sql`(select 1) as one`)
    .leftJoin(carts, eq(carts.userId, userIdParam))
    .leftJoin(orders, and(eq(orders.userId, userIdParam), eq(orders.statusId, ORDER_STATUS.inCart)))
    .leftJoin(graphicDesignOrderDetails, eq(graphicDesignOrderDetails.orderId, orders.id))
    .orderBy(asc(orders.createdAt), asc(orders.id))

/** An order's columns as a save writes them. */
const saveValues = (order: Order, now: Date, version: string | undefined) => ({
  id: order.id,
  statusId: order.status_id,
  productTypeId: order.product_type_id,
  state: JSON.stringify(stateOf(order)),
  updatedAt: now.toISOString(),
  version,
})

const prepareStatements = (db: Executor) => ({
  owned: ownedQuery(db, false).prepare('order_owned'),
  ownedWithCustomSizes: ownedQuery(db, true).prepare('order_owned_with_custom_sizes'),
  ownedBySession: ownedBySessionQuery(db).prepare('order_owned_by_session'),
  cart: cartQuery(db).prepare('cart'),
  checkedSaveThenCart: cartQuery(db, true).prepare('order_save_checked_then_cart'),
  save: saveQuery(db, false).prepare('order_save'),
  checkedSave: saveQuery(db, true).prepare('order_save_checked'),
})

/** The statements outside transactions, built once per database rather than on every call. */
const preparedStatements = new WeakMap<Executor, ReturnType<typeof prepareStatements>>()

/**
 * Orders (quotes) with their design brief; every read is scoped to the owner. Inside a
 * transaction an order read locks its row until COMMIT.
 */
export const createOrderRepository = (
  db: Executor,
  ctx: RepoContext,
  decoded: DecodedOrders = new DecodedOrders(),
) => {
  /**
   * Inside a transaction: the orders it has read (locked until COMMIT) or written, as they now
   * stand, so a save knows what it replaces without asking the database again. With
   * checkVersions: the orders read or written, with the row version each stands as.
   */
  const held = new Map<number, Order>()
  const versions = new Map<number, string>()
  const hold = (order: Order, version?: string) => {
    if (ctx.checkVersions === true) {
      if (version === undefined) versions.delete(order.id)
      else versions.set(order.id, version)
    } else if (!ctx.inTransaction) return
    held.set(order.id, order)
  }

  /**
   * After a committed write: remember the order, forget the owner's cart when it may have
   * changed (a new order changes it only when it goes straight into the cart).
   */
  const written = (order: Order, userId: string, isNew = false) =>
    ctx.afterCommit(() => {
      const c = ctx.writes
      if (c === null) return
      const before = c.orders.get(order.id)
      c.orders.write(order.id, order)
      const cartChanged = isNew
        ? selectIsInCart(order)
        : before === undefined || selectIsInCart(before) || selectIsInCart(order)
      if (cartChanged) c.cartOrders.drop(userId)
    })

  const select = () =>
    db
      .select(columns)
      .from(orders)
      .leftJoin(graphicDesignOrderDetails, eq(graphicDesignOrderDetails.orderId, orders.id))

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

  /** The order of a row that reads it through a left join: null when the join found none. */
  const joinedOrder = ({
    id,
    userId,
    productTypeId,
    ...rest
  }: Omit<Row, 'id' | 'userId' | 'productTypeId'> & JoinedKeys): Order | null =>
    id === null || userId === null || productTypeId === null
      ? null
      : decoded.of({ ...rest, id, userId, productTypeId })

  /** The cart from cartQuery's rows. */
  const cartOf = (
    rows: readonly (Omit<Row, 'id' | 'userId' | 'productTypeId'> &
      JoinedKeys & { cartId: number | null })[],
  ) => ({
    id: rows[0]?.cartId ?? null,
    orders: rows.flatMap((row) => joinedOrder(row) ?? []),
  })

  const statements = () => {
    if (ctx.inTransaction) return null
    let prepared = preparedStatements.get(db)
    if (prepared === undefined) preparedStatements.set(db, (prepared = prepareStatements(db)))
    return prepared
  }

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
    hold(order, row.version)
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
    const order = joinedOrder(row)
    if (order === null) return { user, order: null, customSizes: row.customSizes }
    orderCache?.fill(id, order, orderEpoch)
    hold(order, row.version)
    return { user, order, customSizes: row.customSizes }
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
      hold(created)
      written(created, userId, true)
      return created
    },

    /** The order when it exists and belongs to the user; null otherwise. */
    async findOwned(id: number, userId: string): Promise<Order | null> {
      return (await findOwned(id, userId)).order
    },

    findOwnedWithCustomSizes: (id: number, userId: string) => findOwned(id, userId, true),

    findOwnedBySession,

    /**
     * Locks the user's orders among `ids` in one statement, in id order (so two transactions
     * never wait on each other in a cycle), and answers them as they are now. Only inside a
     * transaction.
     */
    async lockOwned(ids: readonly number[], userId: string): Promise<readonly Order[]> {
      if (!ctx.inTransaction) throw new Error('lockOwned needs a transaction')
      if (ids.length === 0) return []
      const rows = await select()
        .where(and(inArray(orders.id, [...ids]), eq(orders.userId, userId)))
        .orderBy(asc(orders.id))
        .for('update', { of: orders })
      return rows.map(toOrder)
    },

    /** Writes the order's state, status and brief. */
    async save(order: Order, now: Date): Promise<void> {
      const userId = order.user_id
      if (userId === null) throw new Error(`order ${order.id} has no owner`)
      // Checked: only the row version read (RepoContext.checkVersions), else OrderChanged.
      const expected = versions.get(order.id)
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
      const cartUntouched =
        before !== undefined && !selectIsInCart(before) && !selectIsInCart(order)
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
        written(order, userId)
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
      hold(order, version)
      written(order, userId)
    },

    /** The user's cart lines: their orders in the cart (ORDER_STATUS.inCart), oldest first. */
    async cartOrders(userId: string): Promise<readonly Order[]> {
      const cache = ctx.reads?.cartOrders
      const hit = cache?.get(userId)
      if (hit !== undefined) return hit
      const epoch = cache?.epoch ?? 0
      const rows = await select()
        .where(and(eq(orders.userId, userId), eq(orders.statusId, ORDER_STATUS.inCart)))
        .orderBy(asc(orders.createdAt), asc(orders.id))
      const list = rows.map((row) => decoded.of(row))
      cache?.fill(userId, list, epoch)
      return list
    },

    /**
     * The user's cart in one statement: its id (null until their first add to cart) and its
     * lines, as cartOrders answers them.
     */
    async cart(userId: string): Promise<{ id: number | null; orders: readonly Order[] }> {
      const ids = ctx.reads?.cartIds
      const lines = ctx.reads?.cartOrders
      const idHit = ids?.get(userId)
      const linesHit = lines?.get(userId)
      if (idHit !== undefined && linesHit !== undefined) return { id: idHit, orders: linesHit }
      const epochs = { ids: ids?.epoch ?? 0, lines: lines?.epoch ?? 0 }
      const rows = await (statements()?.cart ?? cartQuery(db).prepare('cart')).execute({ userId })
      const cart = cartOf(rows)
      ids?.fill(userId, cart.id, epochs.ids)
      lines?.fill(userId, cart.orders, epochs.lines)
      return cart
    },

    /**
     * Saves the order, then reads its owner's cart. With checkVersions, when neither the order
     * as read nor as saved has a design brief or moves in or out of the cart: one statement.
     */
    async saveThenCart(
      order: Order,
      now: Date,
    ): Promise<{ id: number | null; orders: readonly Order[] }> {
      const userId = order.user_id
      const expected = versions.get(order.id)
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
        await this.save(order, now)
        return this.cart(order.user_id ?? '')
      }
      const rows = await prepared.checkedSaveThenCart.execute({
        ...saveValues(order, now, expected),
        userId,
      })
      // No row: the checked save wrote nothing.
      const version = rows[0]?.savedVersion
      if (typeof version !== 'string') throw new OrderChanged(order.id)
      decoded.remember(order.id, version, order)
      hold(order, version)
      written(order, userId)
      const cart = cartOf(rows)
      // The lines stood as before the save: the order in the cart is the one just saved.
      return { ...cart, orders: cart.orders.map((line) => (line.id === order.id ? order : line)) }
    },

    /**
     * The user's saved quotes (`ORDER_STATUS.saved`), most recently saved or changed first, each with
     * that instant. Read from the database (a completed request's writes have committed).
     */
    async savedQuotes(userId: string): Promise<readonly SavedQuote[]> {
      const rows = await db
        .select({ ...columns, updatedAt: orders.updatedAt })
        .from(orders)
        .leftJoin(graphicDesignOrderDetails, eq(graphicDesignOrderDetails.orderId, orders.id))
        .where(and(eq(orders.userId, userId), eq(orders.statusId, ORDER_STATUS.saved)))
        .orderBy(desc(orders.updatedAt), desc(orders.id))
      return rows.map((row) => ({ ...decoded.of(row), updated_at: row.updatedAt.toISOString() }))
    },

    /** Moves every order of one user to another (a guest's quotes and cart on login). */
    async moveAll(fromUserId: string, toUserId: string, now: Date): Promise<void> {
      await db
        .update(orders)
        .set({ userId: toUserId, updatedAt: now })
        .where(eq(orders.userId, fromUserId))
      ctx.afterCommit(() => {
        ctx.writes?.orders.clear()
        ctx.writes?.cartOrders.clear()
      })
    },
  }
}

export type OrderRepository = ReturnType<typeof createOrderRepository>
