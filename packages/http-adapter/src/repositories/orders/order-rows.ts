import { initialOrder, Order } from '@diecut/quote-core'
import { sql } from 'drizzle-orm'
import { Either, Schema } from 'effect'
import { graphicDesignOrderDetails, orders } from '../../db/schema'

const decodeOrder = Schema.decodeUnknownEither(Order, { onExcessProperty: 'ignore' })

/** An order as its row reads: its columns, its row version and its design brief. */
export type OrderRow = {
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

/** An order read through a left join (its keys null when the join found none). */
export type JoinedOrderRow = Omit<OrderRow, 'id' | 'userId' | 'productTypeId'> & JoinedKeys

/**
 * The columns an order is read from. `version` is the row version (xmin and ctid: a row
 * version's identity in PostgreSQL and PGlite; any write of the row makes a new one).
 */
export const orderColumns = {
  id: orders.id,
  version: sql<string>`${orders}.xmin::text || ${orders}.ctid::text`,
  userId: orders.userId,
  statusId: orders.statusId,
  productTypeId: orders.productTypeId,
  state: orders.state,
  details: graphicDesignOrderDetails.details,
}

const productType = (id: number): 1 | 2 | 3 => (id === 2 || id === 3 ? id : 1)

/**
 * The columns are the truth for id, owner and status; the jsonb state holds the rest. Fields
 * added to the Order schema later take their initial values, so old rows still read.
 */
export const toOrder = (row: OrderRow): Order => {
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

/** The order row of a row read through a left join: null when the join found no order. */
export const joinedOrderRow = ({
  id,
  userId,
  productTypeId,
  ...rest
}: JoinedOrderRow): OrderRow | null =>
  id === null || userId === null || productTypeId === null
    ? null
    : { ...rest, id, userId, productTypeId }

/** What the jsonb `state` column holds: the order without what its columns hold. */
export const stateOf = (order: Order) => {
  const {
    id: _id,
    user_id: _user,
    status_id: _status,
    graphic_design_order_details: _gd,
    ...state
  } = order
  return state
}
