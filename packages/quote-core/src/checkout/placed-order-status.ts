import { toEasternTime } from '../dates/eastern-time'
import { addDays } from '../dates/iso-date'
import { productionDay0 } from '../dates/production-day'
import { addBusinessDays } from '../dates/business-calendar'
import type { ScheduleConfig } from '../dates/schedule-config'
import { DEFAULT_SCHEDULE_CONFIG } from '../dates/schedule-config'
import { formatCents, roundHalfUpToCents } from '../pricing/money'
import { MAX_PLACED_ARTWORK_FILES } from '../schema/limits'
import { PAYMENT_METHOD_LABELS } from '../schema/fulfilment'
import type { Carrier, EventBy, Payment, PaymentMethod } from '../schema/fulfilment'
import type {
  PlacedOrder,
  PlacedOrderLine,
  PlacedOrderStatus,
  ProofFile,
  ProofStatus,
} from '../schema/placed-order'
import {
  cancelRefusal,
  isInPrepress,
  lineArtworkRefusal,
  paymentRefusal,
  productionRefusal,
  shipRefusal,
  STATUS_PHRASES,
} from './placed-order-guards'
import { trackingUrl } from './tracking-url'

/**
 * The moves a placed order's status may make. Prepress (artwork, proof, answer) can move back
 * and forth while proofs are made and answered; once every line is approved the order goes to
 * production and then ships. Staff may cancel it until it ships.
 */
export const PLACED_ORDER_TRANSITIONS: Readonly<
  Record<PlacedOrderStatus, readonly PlacedOrderStatus[]>
> = {
  awaiting_artwork: ['awaiting_proof', 'proof_ready', 'changes_requested', 'approved', 'cancelled'],
  awaiting_proof: ['awaiting_artwork', 'proof_ready', 'changes_requested', 'approved', 'cancelled'],
  proof_ready: ['awaiting_artwork', 'awaiting_proof', 'changes_requested', 'approved', 'cancelled'],
  changes_requested: ['awaiting_artwork', 'awaiting_proof', 'proof_ready', 'approved', 'cancelled'],
  approved: ['in_production', 'cancelled'],
  in_production: ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
}

/** True when a placed order may move from one status to the other. */
export const canMovePlacedOrder = (from: PlacedOrderStatus, to: PlacedOrderStatus): boolean =>
  PLACED_ORDER_TRANSITIONS[from].includes(to)

// The order waits on whatever holds it back most: the customer's artwork or answer, then us.
const PRECEDENCE: readonly ProofStatus[] = [
  'awaiting_artwork',
  'changes_requested',
  'awaiting_proof',
  'proof_ready',
]

/** The order's prepress status from its lines' proof statuses: all approved -> approved. */
export const statusOfLines = (lines: readonly Pick<PlacedOrderLine, 'proof_status'>[]) =>
  PRECEDENCE.find((s) => lines.some((l) => l.proof_status === s)) ?? 'approved'

/** Events on a placed order after checkout. Time comes in the payload. */
export type PlacedOrderEventInput =
  | {
      readonly type: 'placedOrder/proofUploaded'
      readonly payload: { readonly orderId: number; readonly proof: ProofFile; readonly at: string }
    }
  | {
      /** The customer sent the artwork of an item placed without it: `files` files at once. */
      readonly type: 'placedOrder/artworkReceived'
      readonly payload: { readonly orderId: number; readonly files: number; readonly at: string }
    }
  | {
      readonly type: 'placedOrder/proofAnswered'
      readonly payload: {
        readonly orderId: number
        readonly decision: 'approve' | 'changes'
        readonly comment: string | null
        readonly at: string
        /**
         * The buyer's net days (the account that placed the order, whoever answers; 0: pays
         * before production); read when the last proof is approved.
         */
        readonly netDays?: number
      }
    }
  | { readonly type: 'placedOrder/productionStarted'; readonly payload: { readonly at: string } }
  | {
      readonly type: 'placedOrder/shipped'
      readonly payload: {
        readonly at: string
        readonly carrier: Carrier
        readonly trackingNumber: string
      }
    }
  | {
      readonly type: 'placedOrder/cancelled'
      readonly payload: {
        readonly at: string
        readonly by: Exclude<EventBy, 'system'>
        readonly reason: string | null
      }
    }
  | {
      readonly type: 'placedOrder/paymentReceived'
      readonly payload: {
        readonly at: string
        /** Dollars. */
        readonly amount: number
        readonly method: PaymentMethod
        readonly reference: string
        /**
         * true: taken online by the card provider (the store's system records it), whose
         * reference is kept so that a cancellation can refund it there.
         */
        readonly online?: boolean
      }
    }
  | {
      readonly type: 'placedOrder/noteAdded'
      readonly payload: { readonly at: string; readonly note: string }
    }
  | {
      /**
       * A card payment the order could not take (it was not due, or not as asked): it is not
       * booked, and is given back through the provider.
       */
      readonly type: 'placedOrder/paymentRefused'
      readonly payload: {
        readonly at: string
        readonly amountCents: number
        readonly reference: string
        readonly reason: string
      }
    }
  | {
      /** The provider confirmed a card refund the store asked for. */
      readonly type: 'placedOrder/refundMade'
      readonly payload: {
        readonly at: string
        readonly amountCents: number
        readonly reference: string
      }
    }
  | {
      /** The card provider reports a refund of a payment of the order (made there, or by us). */
      readonly type: 'placedOrder/refundedAtProvider'
      readonly payload: {
        readonly at: string
        readonly amountCents: number
        readonly reference: string
      }
    }
  | {
      /** The cardholder disputed a card payment of the order with their bank. */
      readonly type: 'placedOrder/disputed'
      readonly payload: {
        readonly at: string
        readonly amountCents: number
        readonly reference: string
        readonly reason: string
      }
    }
  | {
      /** A card refund the store asked for failed at the provider (`givenUp`: no more tries). */
      readonly type: 'placedOrder/refundFailed'
      readonly payload: {
        readonly at: string
        readonly amountCents: number
        readonly reference: string
        readonly error: string
        readonly givenUp: boolean
      }
    }

/** Why an event does not apply, with the message to show; `reason` is the error code. */
export type PlacedOrderRejection = {
  readonly _tag: 'PlacedOrderRejected'
  readonly reason:
    | 'no_such_line'
    | 'not_in_prepress'
    | 'no_proof_to_answer'
    | 'comment_required'
    | 'artwork_file_count'
    | 'transition_not_allowed'
  readonly message: string
}

export type PlacedOrderResult =
  { readonly _tag: 'Moved'; readonly order: PlacedOrder } | PlacedOrderRejection

const reject = (reason: PlacedOrderRejection['reason'], message: string): PlacedOrderRejection => ({
  _tag: 'PlacedOrderRejected',
  reason,
  message,
})

type Change = {
  readonly at: string
  readonly note: string
  readonly by: EventBy
  readonly internal?: boolean
}

// Records an event; the status is the order's (a payment or a note leaves it where it is).
const recorded = (order: PlacedOrder, change: Change): PlacedOrderResult => ({
  _tag: 'Moved',
  order: { ...order, events: [...order.events, { ...change, status: order.status }] },
})

const moveTo = (
  order: PlacedOrder,
  status: PlacedOrderStatus,
  change: Change,
  sameAllowed = false,
): PlacedOrderResult => {
  const same = status === order.status
  if ((same && !sameAllowed) || (!same && !canMovePlacedOrder(order.status, status)))
    return reject('not_in_prepress', 'This order cannot move to that status.')
  return recorded({ ...order, status }, change)
}

/**
 * What the customer owes once every proof is approved: payment due that day, or on terms an
 * invoice due net days later; an order already paid stays paid.
 */
export const paymentOnApproval = (payment: Payment, at: string, netDays: number): Payment => {
  if (payment.status === 'paid') return payment
  const today = toEasternTime(at).date
  return netDays > 0
    ? { ...payment, status: 'on_terms', method: 'invoice', due_date: addDays(today, netDays) }
    : { ...payment, status: 'due', due_date: today }
}

/**
 * What changes when the last proof is approved: production counts from today (the turnaround
 * chosen at checkout, in business days), and payment falls due, or is invoiced on terms.
 */
const onApproval = (
  order: PlacedOrder,
  at: string,
  netDays: number,
  schedule: ScheduleConfig,
): PlacedOrder => {
  const ship_by =
    order.production_days === null
      ? order.ship_by
      : addBusinessDays(productionDay0(at, schedule), order.production_days, schedule.calendar)
  return { ...order, ship_by, payment: paymentOnApproval(order.payment, at, netDays) }
}

const withLine = (
  order: PlacedOrder,
  orderId: number,
  change: (line: PlacedOrderLine) => PlacedOrderLine | PlacedOrderRejection,
  what: Change,
): PlacedOrderResult => {
  if (!isInPrepress(order.status))
    return reject('not_in_prepress', 'Proofs can no longer be changed on this order.')
  const line = order.lines.find((l) => l.order_id === orderId)
  if (line === undefined) return reject('no_such_line', 'This order has no such line.')
  const changed = change(line)
  if ('_tag' in changed) return changed
  const lines = order.lines.map((l) => (l === line ? changed : l))
  return moveTo({ ...order, lines }, statusOfLines(lines), what, true)
}

/**
 * Why the customer's artwork for the item cannot be taken now, or null when it can: the order
 * still in prepress, the item on it and awaiting artwork (lineArtworkRefusal). Without an item
 * (null), whether some item of the order awaits artwork: an upload is refused before its files
 * are received, and its item checked once they are.
 */
export const artworkRefusal = (
  order: PlacedOrder,
  orderId: number | null,
): PlacedOrderRejection | null => {
  if (!isInPrepress(order.status))
    return reject(
      'not_in_prepress',
      `This order is ${STATUS_PHRASES[order.status]}; artwork can no longer be added.`,
    )
  if (orderId === null)
    return order.lines.some((l) => lineArtworkRefusal(l) === null)
      ? null
      : reject(
          'transition_not_allowed',
          'Every item of this order already has its artwork; to change it, ask for changes on its proof.',
        )
  const line = order.lines.find((l) => l.order_id === orderId)
  if (line === undefined) return reject('no_such_line', 'This order has no such line.')
  const refused = lineArtworkRefusal(line)
  return refused === null ? null : reject('transition_not_allowed', refused)
}

const receiveArtwork = (
  order: PlacedOrder,
  payload: Extract<PlacedOrderEventInput, { type: 'placedOrder/artworkReceived' }>['payload'],
): PlacedOrderResult => {
  const { orderId, files, at } = payload
  if (!Number.isInteger(files) || files < 1)
    return reject('artwork_file_count', 'Please attach at least one artwork file.')
  if (files > MAX_PLACED_ARTWORK_FILES)
    return reject(
      'artwork_file_count',
      `Please send at most ${MAX_PLACED_ARTWORK_FILES} artwork files for one item.`,
    )
  const refused = artworkRefusal(order, orderId)
  if (refused !== null) return refused
  const lines = order.lines.map((l): PlacedOrderLine =>
    l.order_id === orderId ? { ...l, proof_status: 'awaiting_proof' } : l,
  )
  return moveTo(
    { ...order, lines },
    statusOfLines(lines),
    {
      at,
      by: 'customer',
      note: `Artwork received for item ${orderId} (${files} file${files === 1 ? '' : 's'})`,
    },
    true,
  )
}

const answerProof = (
  order: PlacedOrder,
  payload: Extract<PlacedOrderEventInput, { type: 'placedOrder/proofAnswered' }>['payload'],
  schedule: ScheduleConfig,
): PlacedOrderResult => {
  const { orderId, decision, comment, at } = payload
  const text = (comment ?? '').trim()
  const result = withLine(
    order,
    orderId,
    (line) => {
      if (line.proof_status !== 'proof_ready' || line.proof === null)
        return reject('no_proof_to_answer', 'There is no proof waiting for your answer.')
      if (decision === 'changes' && text === '')
        return reject('comment_required', 'Please tell us what to change.')
      return {
        ...line,
        proof_status: decision === 'approve' ? 'approved' : 'changes_requested',
        customer_comment: text === '' ? null : text,
      }
    },
    {
      at,
      by: 'customer',
      note:
        decision === 'approve'
          ? `Proof approved for item ${orderId}`
          : `Changes requested for item ${orderId}: ${text}`,
    },
  )
  if (result._tag !== 'Moved' || result.order.status !== 'approved') return result
  return { _tag: 'Moved', order: onApproval(result.order, at, payload.netDays ?? 0, schedule) }
}

const receivePayment = (
  order: PlacedOrder,
  payload: Extract<PlacedOrderEventInput, { type: 'placedOrder/paymentReceived' }>['payload'],
): PlacedOrderResult => {
  const refused = paymentRefusal(order)
  if (refused !== null) return reject('transition_not_allowed', refused)
  const paidCents =
    roundHalfUpToCents(order.payment.amount_paid) + roundHalfUpToCents(payload.amount)
  const covered = paidCents >= roundHalfUpToCents(order.total)
  const online = payload.online === true
  const payment: Payment = {
    ...order.payment,
    status: covered ? 'paid' : order.payment.status,
    method: payload.method,
    amount_paid: paidCents / 100,
    ...(online ? { provider_reference: payload.reference } : {}),
  }
  const amount = `$${(roundHalfUpToCents(payload.amount) / 100).toFixed(2)}`
  return recorded(
    { ...order, payment },
    {
      at: payload.at,
      by: online ? 'system' : 'staff',
      note: online
        ? `Payment of ${amount} received online by ${payload.method} (${payload.reference})`
        : `Payment of ${amount} received by ${PAYMENT_METHOD_LABELS[payload.method].toLowerCase()} (${payload.reference})`,
    },
  )
}

const cancel = (
  order: PlacedOrder,
  payload: Extract<PlacedOrderEventInput, { type: 'placedOrder/cancelled' }>['payload'],
): PlacedOrderResult => {
  const refused = cancelRefusal(order, payload.by)
  if (refused !== null) return reject('transition_not_allowed', refused)
  // Money received goes back to the customer; nothing is owed on a cancelled order. A card
  // payment taken online is refunded through the provider: pending until it confirms.
  const online = order.payment.provider_reference !== undefined
  const payment: Payment =
    order.payment.amount_paid > 0
      ? { ...order.payment, status: online ? 'refund_pending' : 'refunded' }
      : { status: 'not_due', method: null, amount_paid: 0 }
  const reason = (payload.reason ?? '').trim()
  return moveTo({ ...order, payment }, 'cancelled', {
    at: payload.at,
    by: payload.by,
    note: reason === '' ? 'Cancelled' : `Cancelled: ${reason}`,
  })
}

const cents = (amountCents: number) => formatCents(amountCents)

// The order's own payment is the one refunded: its refund is pending under that reference.
const refundsOwnPayment = (order: PlacedOrder, reference: string) =>
  order.payment.status === 'refund_pending' && order.payment.provider_reference === reference

const refundMade = (
  order: PlacedOrder,
  payload: Extract<PlacedOrderEventInput, { type: 'placedOrder/refundMade' }>['payload'],
): PlacedOrderResult => {
  const { at, amountCents, reference } = payload
  const note = `Card refund of ${cents(amountCents)} made (${reference})`
  if (!refundsOwnPayment(order, reference)) return recorded(order, { at, by: 'system', note })
  const { refund_error: _gone, ...rest } = order.payment
  return recorded(
    { ...order, payment: { ...rest, status: 'refunded' } },
    { at, by: 'system', note },
  )
}

const refundFailed = (
  order: PlacedOrder,
  payload: Extract<PlacedOrderEventInput, { type: 'placedOrder/refundFailed' }>['payload'],
): PlacedOrderResult => {
  const { at, amountCents, reference, error, givenUp } = payload
  const note = givenUp
    ? `Card refund of ${cents(amountCents)} (${reference}) failed and was given up: ${error}. Please refund it by hand.`
    : `Card refund of ${cents(amountCents)} (${reference}) failed: ${error}. It will be tried again.`
  const payment: Payment = refundsOwnPayment(order, reference)
    ? { ...order.payment, refund_error: error }
    : order.payment
  return recorded({ ...order, payment }, { at, by: 'system', note, internal: true })
}

/**
 * Applies an event to a placed order: per-line artwork, proofs and answers move the line and
 * the order follows its lines; production, shipping, cancellation and payments follow the rules of
 * placed-order-guards.ts. Never throws; a refused event changes nothing.
 */
export const applyPlacedOrderEvent = (
  order: PlacedOrder,
  event: PlacedOrderEventInput,
  schedule: ScheduleConfig = DEFAULT_SCHEDULE_CONFIG,
): PlacedOrderResult => {
  switch (event.type) {
    case 'placedOrder/proofUploaded': {
      const { orderId, proof, at } = event.payload
      return withLine(
        order,
        orderId,
        (line) =>
          line.proof_status === 'approved'
            ? reject('not_in_prepress', 'This proof is already approved.')
            : { ...line, proof, proof_status: 'proof_ready' },
        { at, by: 'staff', note: `Proof ready for item ${orderId}` },
      )
    }
    case 'placedOrder/artworkReceived':
      return receiveArtwork(order, event.payload)
    case 'placedOrder/proofAnswered':
      return answerProof(order, event.payload, schedule)
    case 'placedOrder/productionStarted': {
      const refused = productionRefusal(order)
      if (refused !== null) return reject('transition_not_allowed', refused)
      return moveTo(order, 'in_production', {
        at: event.payload.at,
        by: 'staff',
        note: 'In production',
      })
    }
    case 'placedOrder/shipped': {
      const refused = shipRefusal(order)
      if (refused !== null) return reject('transition_not_allowed', refused)
      const { at, carrier, trackingNumber } = event.payload
      const shipment = {
        carrier,
        tracking_number: trackingNumber,
        tracking_url: trackingUrl(carrier, trackingNumber),
        shipped_at: at,
      }
      return moveTo({ ...order, shipment }, 'shipped', {
        at,
        by: 'staff',
        note: `Shipped by ${carrier}, tracking ${trackingNumber}`,
      })
    }
    case 'placedOrder/cancelled':
      return cancel(order, event.payload)
    case 'placedOrder/paymentReceived':
      return receivePayment(order, event.payload)
    case 'placedOrder/noteAdded':
      return recorded(order, {
        at: event.payload.at,
        by: 'staff',
        note: event.payload.note,
        internal: true,
      })
    case 'placedOrder/paymentRefused': {
      const { at, amountCents, reference, reason } = event.payload
      return recorded(order, {
        at,
        by: 'system',
        note: `Card payment of ${cents(amountCents)} (${reference}) not booked: ${reason} It is being given back.`,
      })
    }
    case 'placedOrder/refundMade':
      return refundMade(order, event.payload)
    case 'placedOrder/refundedAtProvider': {
      const { at, amountCents, reference } = event.payload
      return recorded(order, {
        at,
        by: 'system',
        note: `The card provider reports ${cents(amountCents)} refunded (${reference})`,
        internal: true,
      })
    }
    case 'placedOrder/disputed': {
      const { at, amountCents, reference, reason } = event.payload
      return recorded(order, {
        at,
        by: 'system',
        note: `Card payment of ${cents(amountCents)} (${reference}) disputed by the cardholder: ${reason.trim() === '' ? 'no reason given' : reason}`,
        internal: true,
      })
    }
    case 'placedOrder/refundFailed':
      return refundFailed(order, event.payload)
  }
}
