import { placedLineNames } from './customer-account'
import { toEasternTime } from '../dates/eastern-time'
import {
  addBusinessDays,
  DEFAULT_CALENDAR,
  type BusinessCalendar,
} from '../dates/business-calendar'
import { formatShipDue } from '../dates/ship-schedule'
import { formatDollars, roundHalfUpToCents } from '../pricing/money'
import type { CustomerAction, StaffAction, StaffEventRequest } from '../schema/fulfilment'
import { CUSTOMER_ACTIONS, STAFF_ACTIONS } from '../schema/placed-order-values'
import type {
  AdminOrderList,
  AdminOrdersQuery,
  AdminPlacedOrder,
  LineArtwork,
  PlacedArtworkFile,
  PlacedOrder,
  PlacedOrderLine,
  PlacedOrderStatus,
} from '../schema/placed-order'
import {
  cancelRefusal,
  isInPrepress,
  paymentRefusal,
  productionRefusal,
  refundRefusal,
  shipRefusal,
} from './placed-order-guards'
import { artworkRefusal, type PlacedOrderEventInput } from './placed-order-status'
import { isProofOverdue, proofDueOf } from './proof-promise'

/** Why staff may not take this action now, or null when they may. */
export const staffActionRefusal = (order: PlacedOrder, action: StaffAction): string | null => {
  switch (action) {
    case 'production_started':
      return productionRefusal(order)
    case 'shipped':
      return shipRefusal(order)
    case 'cancelled':
      return cancelRefusal(order, 'staff')
    case 'payment_received':
      return paymentRefusal(order)
    case 'note':
      return null
    case 'refund':
      return refundRefusal(order)
  }
}

/** What staff may do to the order now, so that screens offer only those. */
export const staffActions = (order: PlacedOrder): readonly StaffAction[] =>
  STAFF_ACTIONS.filter((a) => staffActionRefusal(order, a) === null)

const CUSTOMER_DUE: Readonly<Record<CustomerAction, (order: PlacedOrder) => boolean>> = {
  artwork: (o) => artworkRefusal(o, null) === null,
  proof_decision: (o) =>
    isInPrepress(o.status) &&
    o.lines.some((l) => l.proof_status === 'proof_ready' && l.proof !== null),
  payment: (o) => o.status !== 'cancelled' && o.payment.status === 'due',
  cancelled: (o) => cancelRefusal(o, 'customer') === null,
}

/** What is due from the customer now (artwork, a proof answer, payment), and whether they may cancel. */
export const customerActions = (order: PlacedOrder): readonly CustomerAction[] =>
  CUSTOMER_ACTIONS.filter((a) => CUSTOMER_DUE[a](order))

/** What the order still owes, in dollars: the total less what was paid, never below nothing. */
export const balanceDue = (order: PlacedOrder): number =>
  Math.max(0, roundHalfUpToCents(order.total) - roundHalfUpToCents(order.payment.amount_paid)) / 100

/** One thing the customer must do now, and the line it is about (null: the whole order). */
export type CustomerDueItem = {
  readonly action: Exclude<CustomerAction, 'cancelled'>
  readonly order_id: number | null
  readonly text: string
}

/**
 * What is due from the customer now, one entry per line that waits on them and one for a
 * payment due, in the words the order page shows beside the link to do it.
 */
export const customerDueItems = (order: PlacedOrder): readonly CustomerDueItem[] => {
  const due = customerActions(order)
  const names = placedLineNames(order.lines)
  const itemName = (line: PlacedOrderLine) => names.get(line.order_id) ?? line.description
  const lines = (status: PlacedOrderLine['proof_status']) =>
    order.lines.filter((l) => l.proof_status === status)
  return [
    ...(due.includes('artwork')
      ? lines('awaiting_artwork').map((l) => ({
          action: 'artwork' as const,
          order_id: l.order_id,
          text: `Upload the artwork for ${itemName(l)}.`,
        }))
      : []),
    ...(due.includes('proof_decision')
      ? lines('proof_ready')
          .filter((l) => l.proof !== null)
          .map((l) => ({
            action: 'proof_decision' as const,
            order_id: l.order_id,
            text: `Review the proof of ${itemName(l)}: approve it or ask for changes.`,
          }))
      : []),
    ...(due.includes('payment')
      ? [
          {
            action: 'payment' as const,
            order_id: null,
            text: `Pay ${formatDollars(balanceDue(order))}${order.payment.due_date === undefined ? '' : ` (due ${formatShipDue(order.payment.due_date)})`}: your order goes to print once it is paid.`,
          },
        ]
      : []),
  ]
}

// Business days from one day to a later one (0 when the later is not later).
const businessDaysBetween = (from: string, to: string, calendar: BusinessCalendar): number => {
  let n = 0
  while (addBusinessDays(from, n + 1, calendar) <= to) n += 1
  return n
}

/**
 * When the order should arrive now: the transit quoted at checkout (business days from its
 * ship date to its arrival) counted from the day the plant must ship it, which moves when the
 * last proof is approved. Once shipped, the checkout's estimate stands.
 */
export const placedOrderArrival = (
  order: PlacedOrder,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
): string => {
  const { ship_date, estimated_arrival } = order.shipping
  if (order.ship_by === ship_date) return estimated_arrival
  const transit = businessDaysBetween(ship_date, estimated_arrival, calendar)
  return addBusinessDays(order.ship_by, transit, calendar)
}
/**
 * The artwork of every item of the order, in the order's item order, from the stored files of
 * its items (an item without any has an empty list; files of other orders are left out).
 */
export const artworkByLine = (
  order: PlacedOrder,
  files: readonly (PlacedArtworkFile & { readonly order_id: number })[],
): readonly LineArtwork[] =>
  order.lines.map((line) => ({
    order_id: line.order_id,
    files: files
      .filter((f) => f.order_id === line.order_id)
      .map(({ order_id: _line, ...file }) => file),
  }))

/** The order as its customer sees it: staff's internal notes left out. */
export const customerViewOf = (order: PlacedOrder): PlacedOrder =>
  order.events.some((e) => e.internal === true)
    ? { ...order, events: order.events.filter((e) => e.internal !== true) }
    : order

/** The order has not shipped and its ship-by day (Eastern) is over. */
export const isLate = (order: PlacedOrder, now: string): boolean =>
  order.status !== 'shipped' &&
  order.status !== 'cancelled' &&
  order.ship_by < toEasternTime(now).date

const NO_ORDERS: Readonly<Record<PlacedOrderStatus, number>> = {
  awaiting_artwork: 0,
  awaiting_proof: 0,
  proof_ready: 0,
  changes_requested: 0,
  approved: 0,
  in_production: 0,
  shipped: 0,
  cancelled: 0,
}

const matches = (order: PlacedOrder, q: string): boolean => {
  const needle = q.trim().toLowerCase()
  return (
    needle === '' ||
    [order.number, order.email, order.address.company].some((s) => s.toLowerCase().includes(needle))
  )
}

/**
 * The staff list: orders of the status asked for whose number, email or company holds the
 * text, the soonest ship-by first, each marked late or not; counts cover every order.
 */
export const adminOrderList = (
  orders: readonly PlacedOrder[],
  query: AdminOrdersQuery,
  now: string,
): AdminOrderList => {
  const counts: Record<PlacedOrderStatus, number> = { ...NO_ORDERS }
  for (const o of orders) counts[o.status] += 1
  const placed_orders: AdminPlacedOrder[] = orders
    .filter(
      (o) => (query.status === undefined || o.status === query.status) && matches(o, query.q ?? ''),
    )
    .map((o) => ({
      ...o,
      late: isLate(o, now),
      proof_due: proofDueOf(o)?.at ?? null,
      proof_overdue: isProofOverdue(o, now),
    }))
    .sort((a, b) => a.ship_by.localeCompare(b.ship_by) || a.number.localeCompare(b.number))
  return { placed_orders, counts }
}

/** The core event of a staff request, at the time given. */
export const staffEventOf = (request: StaffEventRequest, at: string): PlacedOrderEventInput => {
  switch (request.event) {
    case 'production_started':
      return { type: 'placedOrder/productionStarted', payload: { at } }
    case 'shipped':
      return {
        type: 'placedOrder/shipped',
        payload: { at, carrier: request.carrier, trackingNumber: request.tracking_number },
      }
    case 'cancelled':
      return { type: 'placedOrder/cancelled', payload: { at, by: 'staff', reason: request.reason } }
    case 'payment_received':
      return {
        type: 'placedOrder/paymentReceived',
        payload: {
          at,
          amount: request.amount,
          method: request.method,
          reference: request.reference,
        },
      }
    case 'note':
      return { type: 'placedOrder/noteAdded', payload: { at, note: request.note } }
    case 'refund':
      return {
        type: 'placedOrder/refundIssued',
        payload: {
          at,
          amount: request.amount,
          method: request.method,
          reference: request.reference,
        },
      }
  }
}
