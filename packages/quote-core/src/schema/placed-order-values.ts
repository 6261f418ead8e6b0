// The lists of placed-order and fulfilment values, without the Schemas: code on a page's first
// screen (the staff board's status filter, the carrier picker, the customer's due list) can use
// them without loading Effect. The Schemas of placed-order.ts and fulfilment.ts are built on them.

/** Where one line's proof stands. */
export const PROOF_STATUSES = [
  'awaiting_artwork',
  'awaiting_proof',
  'proof_ready',
  'changes_requested',
  'approved',
] as const

/**
 * Where a placed order stands (packages/http-adapter/API.md): the proof stages of its lines,
 * then production; the transitions live in checkout/placed-order-status.ts.
 */
export const PLACED_ORDER_STATUSES = [
  ...PROOF_STATUSES,
  'in_production',
  'shipped',
  'cancelled',
] as const

/** The carriers the plant ships with. */
export const CARRIERS = ['UPS', 'FedEx', 'USPS'] as const

/** What the staff can record on a placed order. */
export const STAFF_ACTIONS = [
  'production_started',
  'shipped',
  'cancelled',
  'payment_received',
  'note',
  'refund',
] as const

/** What is due from the customer on a placed order now. */
export const CUSTOMER_ACTIONS = ['artwork', 'proof_decision', 'payment', 'cancelled'] as const
