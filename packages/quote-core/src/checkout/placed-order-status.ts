import type {
  PlacedOrder,
  PlacedOrderLine,
  PlacedOrderStatus,
  ProofFile,
  ProofStatus,
} from '../schema/placed-order'

/**
 * The moves a placed order's status may make. Prepress (artwork, proof, answer) can move back
 * and forth while proofs are made and answered; once every line is approved the order goes to
 * production and then ships. It may be cancelled until production starts.
 */
export const PLACED_ORDER_TRANSITIONS: Readonly<
  Record<PlacedOrderStatus, readonly PlacedOrderStatus[]>
> = {
  awaiting_artwork: ['awaiting_proof', 'proof_ready', 'changes_requested', 'approved', 'cancelled'],
  awaiting_proof: ['awaiting_artwork', 'proof_ready', 'changes_requested', 'approved', 'cancelled'],
  proof_ready: ['awaiting_artwork', 'awaiting_proof', 'changes_requested', 'approved', 'cancelled'],
  changes_requested: ['awaiting_artwork', 'awaiting_proof', 'proof_ready', 'approved', 'cancelled'],
  approved: ['in_production', 'cancelled'],
  in_production: ['shipped'],
  shipped: [],
  cancelled: [],
}

/** True when a placed order may move from one status to the other. */
export const canMovePlacedOrder = (from: PlacedOrderStatus, to: PlacedOrderStatus): boolean =>
  PLACED_ORDER_TRANSITIONS[from].includes(to)

/** Statuses in which proofs are still made and answered. */
const PREPRESS: readonly PlacedOrderStatus[] = [
  'awaiting_artwork',
  'awaiting_proof',
  'proof_ready',
  'changes_requested',
]

/** Proofs are still made and answered in this status. */
export const isInPrepress = (status: PlacedOrderStatus): boolean => PREPRESS.includes(status)

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
      readonly type: 'placedOrder/proofAnswered'
      readonly payload: {
        readonly orderId: number
        readonly decision: 'approve' | 'changes'
        readonly comment: string | null
        readonly at: string
      }
    }
  | { readonly type: 'placedOrder/productionStarted'; readonly payload: { readonly at: string } }
  | { readonly type: 'placedOrder/shipped'; readonly payload: { readonly at: string } }
  | { readonly type: 'placedOrder/cancelled'; readonly payload: { readonly at: string } }

/** Why an event does not apply, with the customer-facing message. */
export type PlacedOrderRejection = {
  readonly _tag: 'PlacedOrderRejected'
  readonly reason: 'no_such_line' | 'not_in_prepress' | 'no_proof_to_answer' | 'comment_required'
  readonly message: string
}

export type PlacedOrderResult =
  { readonly _tag: 'Moved'; readonly order: PlacedOrder } | PlacedOrderRejection

const reject = (reason: PlacedOrderRejection['reason'], message: string): PlacedOrderRejection => ({
  _tag: 'PlacedOrderRejected',
  reason,
  message,
})

const withLine = (
  order: PlacedOrder,
  orderId: number,
  change: (line: PlacedOrderLine) => PlacedOrderLine | PlacedOrderRejection,
  at: string,
  note: string,
): PlacedOrderResult => {
  if (!PREPRESS.includes(order.status))
    return reject('not_in_prepress', 'Proofs can no longer be changed on this order.')
  const line = order.lines.find((l) => l.order_id === orderId)
  if (line === undefined) return reject('no_such_line', 'This order has no such line.')
  const changed = change(line)
  if ('_tag' in changed) return changed
  const lines = order.lines.map((l) => (l === line ? changed : l))
  return moveTo({ ...order, lines }, statusOfLines(lines), at, note, true)
}

const moveTo = (
  order: PlacedOrder,
  status: PlacedOrderStatus,
  at: string,
  note: string,
  sameAllowed = false,
): PlacedOrderResult => {
  const same = status === order.status
  if ((same && !sameAllowed) || (!same && !canMovePlacedOrder(order.status, status)))
    return reject('not_in_prepress', 'This order cannot move to that status.')
  return {
    _tag: 'Moved',
    order: { ...order, status, events: [...order.events, { at, status, note }] },
  }
}

/**
 * Applies an event to a placed order: per-line proofs and answers move the line, and the order
 * follows its lines; production and shipping follow the status table. Never throws.
 */
export const applyPlacedOrderEvent = (
  order: PlacedOrder,
  event: PlacedOrderEventInput,
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
        at,
        `Proof ready for item ${orderId}`,
      )
    }
    case 'placedOrder/proofAnswered': {
      const { orderId, decision, comment, at } = event.payload
      const text = (comment ?? '').trim()
      return withLine(
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
        at,
        decision === 'approve'
          ? `Proof approved for item ${orderId}`
          : `Changes requested for item ${orderId}: ${text}`,
      )
    }
    case 'placedOrder/productionStarted':
      return moveTo(order, 'in_production', event.payload.at, 'In production')
    case 'placedOrder/shipped':
      return moveTo(order, 'shipped', event.payload.at, 'Shipped')
    case 'placedOrder/cancelled':
      return moveTo(order, 'cancelled', event.payload.at, 'Cancelled')
  }
}
