import type { EventBy } from '../schema/fulfilment'
import type {
  PlacedOrder,
  PlacedOrderLine,
  PlacedOrderStatus,
  ProofStatus,
} from '../schema/placed-order'

/** Statuses in which proofs are still made and answered. */
const PREPRESS: readonly PlacedOrderStatus[] = [
  'awaiting_artwork',
  'awaiting_proof',
  'proof_ready',
  'changes_requested',
]

/** Proofs are still made and answered in this status. */
export const isInPrepress = (status: PlacedOrderStatus): boolean => PREPRESS.includes(status)

/** Where the order stands, as a refusal names it: 'This order is <phrase>; …'. */
export const STATUS_PHRASES: Readonly<Record<PlacedOrderStatus, string>> = {
  awaiting_artwork: 'awaiting artwork',
  awaiting_proof: 'awaiting its proof',
  proof_ready: 'awaiting proof approval',
  changes_requested: 'awaiting a revised proof',
  approved: 'approved',
  in_production: 'in production',
  shipped: 'shipped',
  cancelled: 'cancelled',
}

const refusal = (order: PlacedOrder, rest: string): string =>
  `This order is ${STATUS_PHRASES[order.status]}; ${rest}`

/** A proof has been shown to the customer on some line (a free cancellation ends then). */
export const hasFirstProof = (order: PlacedOrder): boolean =>
  order.lines.some((l) => l.proof !== null)

/**
 * Why production cannot start, or null when it can: every proof approved, and the order paid
 * or the customer on terms.
 */
export const productionRefusal = (order: PlacedOrder): string | null => {
  if (order.status !== 'approved')
    return refusal(order, 'production starts only once every proof is approved.')
  const { status } = order.payment
  if (status !== 'paid' && status !== 'overpaid' && status !== 'on_terms')
    return 'This order is approved but not paid; production starts once it is paid or the customer is on terms.'
  return null
}

/** Why the order cannot ship, or null: only an order in production ships. */
export const shipRefusal = (order: PlacedOrder): string | null =>
  order.status === 'in_production' ? null : refusal(order, 'only an order in production ships.')

/**
 * Why the order cannot be cancelled by this party, or null. Staff may cancel until it ships; the
 * customer only free of charge, before the first proof is ready.
 */
export const cancelRefusal = (order: PlacedOrder, by: EventBy): string | null => {
  if (order.status === 'shipped' || order.status === 'cancelled')
    return refusal(order, 'it can no longer be cancelled.')
  if (by === 'customer' && (!isInPrepress(order.status) || hasFirstProof(order)))
    return refusal(order, 'now that work on it has begun, please contact us to cancel it.')
  return null
}

/** Why the order takes no payment, or null: a cancelled or fully paid order takes none. */
export const paymentRefusal = (order: PlacedOrder): string | null => {
  if (order.status === 'cancelled') return refusal(order, 'it takes no payment.')
  const { status } = order.payment
  if (status === 'paid' || status === 'overpaid' || status === 'refunded')
    return refusal(order, 'it is paid in full and takes no further payment.')
  if (status === 'refund_pending') return refusal(order, 'a refund of it is under way.')
  return null
}

/** Why staff cannot give money back on the order, or null: only money it has received. */
export const refundRefusal = (order: PlacedOrder): string | null =>
  order.payment.amount_paid > 0 ? null : refusal(order, 'nothing paid on it is left to refund.')

// Where an item that has its artwork stands, as a refusal of more artwork tells the customer.
const ARTWORK_IN: Readonly<Record<Exclude<ProofStatus, 'awaiting_artwork'>, string>> = {
  awaiting_proof:
    'We already have the artwork for this item and are preparing its proof; to change it, ask for changes when you review the proof.',
  proof_ready:
    'This item already has a proof ready for your review; to change its artwork, ask for changes on the proof.',
  changes_requested:
    'We are revising the proof of this item as you asked; to change its artwork further, ask for changes on the revised proof.',
  approved: 'The proof of this item is approved; its artwork can no longer change.',
}

/**
 * Why the customer cannot send artwork for this item, or null: artwork after checkout is taken
 * only by an item awaiting it. Once an item has its artwork (proof in preparation, ready,
 * being revised or approved), a change to it goes through its proof, so that staff always
 * proof what the customer last sent and no proof is approved over artwork it does not show.
 */
export const lineArtworkRefusal = (line: Pick<PlacedOrderLine, 'proof_status'>): string | null =>
  line.proof_status === 'awaiting_artwork' ? null : ARTWORK_IN[line.proof_status]
