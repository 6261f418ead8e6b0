import type {
  PlacedOrder,
  PlacedOrderLine,
  PlacedOrderStatus,
  ProofStatus,
} from '../schema/placed-order'
import { isInPrepress, lineArtworkRefusal } from './placed-order-guards'

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

/** How a line's proof status reads. */
export const PROOF_STATUS_LABELS: Readonly<Record<ProofStatus, string>> = {
  awaiting_artwork: 'Awaiting artwork',
  awaiting_proof: 'Proof in preparation',
  proof_ready: 'Proof ready for review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
}

export type TimelineStep = {
  readonly key: 'artwork' | 'proof' | 'approval' | 'production' | 'shipping'
  readonly label: string
  readonly detail: string
  readonly state: 'done' | 'current' | 'upcoming'
}

const STEPS: readonly Omit<TimelineStep, 'state'>[] = [
  { key: 'artwork', label: 'Artwork', detail: 'Send us print-ready artwork for every item.' },
  { key: 'proof', label: 'Proof', detail: 'Our prepress team prepares a proof of each item.' },
  { key: 'approval', label: 'Approval', detail: 'You approve each proof or ask for changes.' },
  { key: 'production', label: 'Production', detail: 'Your order is printed and finished.' },
  { key: 'shipping', label: 'Shipping', detail: 'Your order leaves the plant with tracking.' },
]

// The step each status is at; changes requested sends the order back to the proof step.
const CURRENT: Readonly<Record<PlacedOrderStatus, number>> = {
  awaiting_artwork: 0,
  awaiting_proof: 1,
  changes_requested: 1,
  proof_ready: 2,
  approved: 3,
  in_production: 3,
  shipped: 5,
  cancelled: -1,
}

/** What happens after checkout, step by step, and where the order is now. */
export const placedOrderTimeline = (status: PlacedOrderStatus): readonly TimelineStep[] => {
  const at = CURRENT[status]
  return STEPS.map((step, i) => ({
    ...step,
    state: at < 0 ? 'upcoming' : i < at ? 'done' : i === at ? 'current' : 'upcoming',
  }))
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
