import type {
  PlacedOrder,
  PlacedOrderLine,
  PlacedOrderStatus,
  ProofStatus,
} from '../schema/placed-order'
import { formatShipDue } from '../dates/ship-schedule'
import type { Payment, PaymentStatus } from '../schema/fulfilment'
import { isInPrepress, lineArtworkRefusal } from './placed-order-guards'
import { formatProofDeadline, proofDueOf } from './proof-promise'

/** How a status reads to the customer. */
export const PLACED_ORDER_STATUS_LABELS: Readonly<Record<PlacedOrderStatus, string>> = {
  awaiting_artwork: 'Awaiting artwork',
  awaiting_proof: 'Proof in preparation',
  proof_ready: 'Proof ready for review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  in_production: 'In production',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
}

/** How a status is marked beside its label: going well, waiting on someone, stopped, or plain. */
export type StatusTone = 'good' | 'attention' | 'stopped' | 'plain'

/** The tone of each status, so that screens colour statuses without listing them. */
export const PLACED_ORDER_STATUS_TONES: Readonly<Record<PlacedOrderStatus, StatusTone>> = {
  awaiting_artwork: 'attention',
  awaiting_proof: 'plain',
  proof_ready: 'attention',
  changes_requested: 'attention',
  approved: 'good',
  in_production: 'good',
  shipped: 'good',
  cancelled: 'stopped',
}

/** How a payment status reads. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  not_due: 'Not due yet',
  due: 'Due',
  paid: 'Paid',
  refunded: 'Refunded',
  on_terms: 'Invoiced on terms',
  refund_pending: 'Refund in progress',
  overpaid: 'Overpaid',
}

/**
 * What staff are told of a card refund still to be made: in progress, or failing (the
 * provider's last failure) and needing a look; null when no refund is pending.
 */
export const refundStanding = (
  payment: Payment,
): { readonly label: string; readonly tone: StatusTone; readonly detail: string } | null => {
  if (payment.status !== 'refund_pending') return null
  return payment.refund_error === undefined
    ? { label: 'Refund pending', tone: 'attention', detail: 'The card refund is being made.' }
    : {
        label: 'Refund failing',
        tone: 'stopped',
        detail: `The card refund has not been made yet: ${payment.refund_error}`,
      }
}

/** How a line's proof status reads. */
export const PROOF_STATUS_LABELS: Readonly<Record<ProofStatus, string>> = {
  awaiting_artwork: 'Awaiting artwork',
  awaiting_proof: 'Proof in preparation',
  proof_ready: 'Proof ready for review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
}

export type TimelineStep = {
  readonly key:
    'artwork' | 'proof' | 'approval' | 'payment' | 'production' | 'shipping' | 'cancelled'
  readonly label: string
  readonly detail: string
  readonly state: 'done' | 'current' | 'upcoming'
  /** When the order last moved past this step (null: not yet, or not recorded). */
  readonly at: string | null
}

type StepKey = Exclude<TimelineStep['key'], 'cancelled'>

const STEPS: readonly { readonly key: StepKey; readonly label: string; readonly detail: string }[] =
  [
    { key: 'artwork', label: 'Artwork', detail: 'Send us print-ready artwork for every item.' },
    {
      key: 'proof',
      label: 'Proof',
      detail:
        'Our prepress team prepares a proof of each item by noon ET on the business day after its artwork arrives.',
    },
    { key: 'approval', label: 'Approval', detail: 'You approve each proof or ask for changes.' },
    {
      key: 'payment',
      label: 'Payment',
      detail: 'You pay once every proof is approved (or we invoice an account on terms).',
    },
    { key: 'production', label: 'Production', detail: 'Your order is printed and finished.' },
    { key: 'shipping', label: 'Shipping', detail: 'Your order leaves the plant with tracking.' },
  ]

// The step each status is at (the index in STEPS); changes requested sends the order back to
// the proof step. An approved order is at payment until it is paid or invoiced.
const STEP_OF: Readonly<Record<Exclude<PlacedOrderStatus, 'cancelled'>, number>> = {
  awaiting_artwork: 0,
  awaiting_proof: 1,
  changes_requested: 1,
  proof_ready: 2,
  approved: 3,
  in_production: 4,
  shipped: 6,
}
const PAYMENT = 3

const stepOf = (status: PlacedOrderStatus, order: PlacedOrder): number => {
  if (status === 'cancelled') return -1
  const step = STEP_OF[status]
  if (step !== PAYMENT) return step
  const settled = order.payment.status === 'paid' || order.payment.status === 'on_terms'
  return settled ? PAYMENT + 1 : PAYMENT
}

const DONE_DETAIL: Readonly<Partial<Record<StepKey, (order: PlacedOrder) => string>>> = {
  payment: (o) =>
    o.payment.status === 'on_terms'
      ? `Invoiced on your account's terms${o.payment.due_date === undefined ? '' : `, due ${formatShipDue(o.payment.due_date)}`}.`
      : 'Paid.',
  shipping: (o) =>
    o.shipment === null
      ? 'Shipped.'
      : `Shipped by ${o.shipment.carrier}, tracking number ${o.shipment.tracking_number}.`,
}

const CURRENT_DETAIL: Readonly<Partial<Record<StepKey, (order: PlacedOrder) => string>>> = {
  proof: (o) => {
    const due = proofDueOf(o)
    return due === null
      ? 'Our prepress team prepares a proof of each item.'
      : `Our prepress team prepares a proof of each item: the next is due by ${formatProofDeadline(due)}.`
  },
  payment: (o) =>
    o.payment.due_date === undefined
      ? 'Payment is due.'
      : `Payment is due (${formatShipDue(o.payment.due_date)}).`,
  production: (o) => `Your order is printed and finished; it ships by ${formatShipDue(o.ship_by)}.`,
}

/**
 * When the order last moved past each step: the events' statuses, read in order; a step passed,
 * then returned to (changes requested) and passed again takes the later time. Payments leave
 * the status as it is, so the payment step has no time of its own.
 */
const passedAt = (order: PlacedOrder): readonly (string | null)[] => {
  const at: (string | null)[] = STEPS.map(() => null)
  let before = 0
  for (const e of order.events) {
    const now = e.status === 'cancelled' ? before : STEP_OF[e.status]
    for (let i = before; i < now; i++) at[i] = i === PAYMENT ? null : e.at
    before = now
  }
  return at
}

/**
 * What happens after checkout, step by step: the steps done (with when), the current one and
 * those to come, each with the words that fit the order now. A cancelled order keeps the steps
 * it had passed and ends with its cancellation.
 */
export const placedOrderTimeline = (order: PlacedOrder): readonly TimelineStep[] => {
  const cancelled = order.status === 'cancelled'
  const last = cancelled
    ? [...order.events].reverse().find((e) => e.status !== 'cancelled')?.status
    : order.status
  const current = last === undefined ? 0 : stepOf(last, order)
  const passed = passedAt(order)
  const steps: TimelineStep[] = STEPS.map((step, i) => {
    const state = i < current ? 'done' : i === current && !cancelled ? 'current' : 'upcoming'
    const detail =
      (state === 'done'
        ? DONE_DETAIL[step.key]?.(order)
        : state === 'current'
          ? CURRENT_DETAIL[step.key]?.(order)
          : undefined) ?? step.detail
    return { ...step, detail, state, at: state === 'done' ? (passed[i] ?? null) : null }
  })
  if (!cancelled) return steps
  const end = [...order.events].reverse().find((e) => e.status === 'cancelled')
  return [
    ...steps.filter((s) => s.state === 'done'),
    {
      key: 'cancelled',
      label: 'Cancelled',
      detail: end?.note ?? 'Cancelled',
      state: 'current',
      at: end?.at ?? null,
    },
  ]
}

/** The customer may approve or ask for changes to this line's proof. */
export const canAnswerProof = (order: PlacedOrder, line: PlacedOrderLine): boolean =>
  isInPrepress(order.status) && line.proof_status === 'proof_ready' && line.proof !== null

/** The customer may send this line's artwork: it was placed without it, and is still waiting. */
export const canSendArtwork = (order: PlacedOrder, line: PlacedOrderLine): boolean =>
  isInPrepress(order.status) && lineArtworkRefusal(line) === null

/** Staff may upload (or replace) this line's proof while the order is in prepress. */
export const canUploadProof = (order: PlacedOrder, line: PlacedOrderLine): boolean =>
  isInPrepress(order.status) && line.proof_status !== 'approved'
