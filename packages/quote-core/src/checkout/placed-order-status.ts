import { toEasternTime } from '../dates/eastern-time'
import { addDays } from '../dates/iso-date'
import { productionDay0 } from '../dates/production-day'
import { addBusinessDays } from '../dates/business-calendar'
import type { ScheduleConfig } from '../dates/schedule-config'
import { DEFAULT_SCHEDULE_CONFIG } from '../dates/schedule-config'
import { formatCents, roundHalfUpToCents } from '../pricing/money'
import { MAX_PLACED_ARTWORK_FILES } from '../schema/limits'
import { PAYMENT_METHOD_LABELS, PAYMENT_NOT_DUE } from '../schema/fulfilment'
import type {
  Carrier,
  EventBy,
  LedgerEntry,
  Payment,
  PaymentMethod,
  PendingRefund,
} from '../schema/fulfilment'
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
  refundRefusal,
  shipRefusal,
  STATUS_PHRASES,
} from './placed-order-guards'
import { ledgerSums, refundableCharges, settlePayment } from './payment-ledger'
import { trackingUrl } from './tracking-url'
import { artworkReceivedNotePrefix, changesRequestedNotePrefix } from './proof-promise'

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

/** The history's note of a line's proof approval (the job ticket reads its time from it). */
export const proofApprovedNote = (orderId: number): string => `Proof approved for item ${orderId}`

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
        /** The refund's idempotency key: the pending refund it makes. */
        readonly key: string
      }
    }
  | {
      /**
       * Staff give money back: through the card provider for a card charge (`reference` names
       * it), or recorded at once for money returned by check, transfer or cash.
       */
      readonly type: 'placedOrder/refundIssued'
      readonly payload: {
        readonly at: string
        /** Dollars. */
        readonly amount: number
        readonly method: PaymentMethod
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
        readonly key: string
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
  if (payment.status === 'paid' || payment.status === 'overpaid') return payment
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
      note: `${artworkReceivedNotePrefix(orderId)}${files} file${files === 1 ? '' : 's'})`,
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
          ? proofApprovedNote(orderId)
          : `${changesRequestedNotePrefix(orderId)} ${text}`,
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
  const online = payload.online === true
  const entry: LedgerEntry = {
    at: payload.at,
    kind: online ? 'charge' : 'manual',
    amount: roundHalfUpToCents(payload.amount) / 100,
    method: payload.method,
    reference: payload.reference,
    by: online ? 'system' : 'staff',
  }
  const payment: Payment = {
    ...order.payment,
    method: payload.method,
    ledger: [...order.payment.ledger, entry],
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

/** The key of the next card refund of a charge: the first is `refund-<reference>`. */
const refundKey = (payment: Payment, reference: string): string => {
  const earlier =
    payment.ledger.filter((e) => e.kind === 'refund' && e.reference === reference).length +
    payment.pending_refunds.filter((p) => p.reference === reference).length
  return earlier === 0 ? `refund-${reference}` : `refund-${reference}-${earlier + 1}`
}

/** Card refunds to ask the provider for: each charge's refundable rest, by whom and when. */
const pendingRefundsOf = (payment: Payment, at: string, by: EventBy): readonly PendingRefund[] => {
  const asked: PendingRefund[] = []
  for (const [reference, cents] of refundableCharges(payment))
    asked.push({
      key: refundKey(
        { ...payment, pending_refunds: [...payment.pending_refunds, ...asked] },
        reference,
      ),
      reference,
      amount: cents / 100,
      at,
      by,
    })
  return asked
}

const cancel = (
  order: PlacedOrder,
  payload: Extract<PlacedOrderEventInput, { type: 'placedOrder/cancelled' }>['payload'],
): PlacedOrderResult => {
  const refused = cancelRefusal(order, payload.by)
  if (refused !== null) return reject('transition_not_allowed', refused)
  // Money received goes back to the customer; nothing is owed on a cancelled order. Each card
  // charge is refunded through the provider (pending until it confirms); money staff received
  // is returned by hand.
  const payment: Payment =
    order.payment.ledger.length > 0
      ? {
          ...order.payment,
          pending_refunds: [
            ...order.payment.pending_refunds,
            ...pendingRefundsOf(order.payment, payload.at, payload.by),
          ],
        }
      : { ...PAYMENT_NOT_DUE }
  const reason = (payload.reason ?? '').trim()
  return moveTo({ ...order, payment }, 'cancelled', {
    at: payload.at,
    by: payload.by,
    note: reason === '' ? 'Cancelled' : `Cancelled: ${reason}`,
  })
}

const cents = (amountCents: number) => formatCents(amountCents)

const refundMade = (
  order: PlacedOrder,
  payload: Extract<PlacedOrderEventInput, { type: 'placedOrder/refundMade' }>['payload'],
): PlacedOrderResult => {
  const { at, amountCents, reference, key } = payload
  const note = `Card refund of ${cents(amountCents)} made (${reference})`
  const pending = order.payment.pending_refunds.find((p) => p.key === key)
  // A payment given back without being booked is no entry of the ledger: only noted.
  if (pending === undefined) return recorded(order, { at, by: 'system', note })
  const { refund_error: _gone, ...rest } = order.payment
  const entry: LedgerEntry = {
    at,
    kind: 'refund',
    amount: amountCents / 100,
    method: 'card',
    reference,
    by: pending.by,
  }
  const payment: Payment = {
    ...rest,
    ledger: [...rest.ledger, entry],
    pending_refunds: rest.pending_refunds.filter((p) => p !== pending),
  }
  return recorded({ ...order, payment }, { at, by: 'system', note })
}

const refundFailed = (
  order: PlacedOrder,
  payload: Extract<PlacedOrderEventInput, { type: 'placedOrder/refundFailed' }>['payload'],
): PlacedOrderResult => {
  const { at, amountCents, reference, key, error, givenUp } = payload
  const note = givenUp
    ? `Card refund of ${cents(amountCents)} (${reference}) failed and was given up: ${error}. Please refund it by hand.`
    : `Card refund of ${cents(amountCents)} (${reference}) failed: ${error}. It will be tried again.`
  const payment: Payment = order.payment.pending_refunds.some((p) => p.key === key)
    ? { ...order.payment, refund_error: error }
    : order.payment
  return recorded({ ...order, payment }, { at, by: 'system', note, internal: true })
}

const issueRefund = (
  order: PlacedOrder,
  payload: Extract<PlacedOrderEventInput, { type: 'placedOrder/refundIssued' }>['payload'],
): PlacedOrderResult => {
  const { at, method, reference } = payload
  const amountCents = roundHalfUpToCents(payload.amount)
  const refused = refundRefusal(order)
  if (refused !== null) return reject('transition_not_allowed', refused)
  const { paidCents } = ledgerSums(order.payment.ledger)
  const pendingCents = order.payment.pending_refunds.reduce(
    (sum, p) => sum + roundHalfUpToCents(p.amount),
    0,
  )
  if (amountCents <= 0 || amountCents > paidCents - pendingCents)
    return reject(
      'transition_not_allowed',
      `A refund can give back at most ${cents(Math.max(0, paidCents - pendingCents))}, what was paid on this order.`,
    )
  if (method === 'card') {
    const left = refundableCharges(order.payment).get(reference)
    if (left === undefined || left < amountCents)
      return reject(
        'transition_not_allowed',
        `No card charge ${reference} on this order has ${cents(amountCents)} left to refund.`,
      )
    const pending: PendingRefund = {
      key: refundKey(order.payment, reference),
      reference,
      amount: amountCents / 100,
      at,
      by: 'staff',
    }
    const payment: Payment = {
      ...order.payment,
      pending_refunds: [...order.payment.pending_refunds, pending],
    }
    return recorded(
      { ...order, payment },
      { at, by: 'staff', note: `Card refund of ${cents(amountCents)} asked for (${reference})` },
    )
  }
  const entry: LedgerEntry = {
    at,
    kind: 'refund',
    amount: amountCents / 100,
    method,
    reference,
    by: 'staff',
  }
  return recorded(
    { ...order, payment: { ...order.payment, ledger: [...order.payment.ledger, entry] } },
    {
      at,
      by: 'staff',
      note: `Refund of ${cents(amountCents)} by ${PAYMENT_METHOD_LABELS[method].toLowerCase()} (${reference})`,
    },
  )
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
  const result = applyUnsettled(order, event, schedule)
  return result._tag === 'Moved' ? { ...result, order: settled(result.order) } : result
}

/** The order with its payment as its ledger makes it (payment-ledger.ts). */
export const settled = (order: PlacedOrder): PlacedOrder => ({
  ...order,
  payment: settlePayment(order.payment, {
    total: order.total,
    cancelled: order.status === 'cancelled',
  }),
})

const applyUnsettled = (
  order: PlacedOrder,
  event: PlacedOrderEventInput,
  schedule: ScheduleConfig,
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
    case 'placedOrder/refundIssued':
      return issueRefund(order, event.payload)
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
