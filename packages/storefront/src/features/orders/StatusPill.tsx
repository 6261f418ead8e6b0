import {
  PLACED_ORDER_STATUS_LABELS,
  PLACED_ORDER_STATUS_TONES,
  type PlacedOrderStatus,
} from '@diecut/quote-core'

/** A placed order's status as a pill coloured by the status's tone. */
export const StatusPill = ({ status }: { status: PlacedOrderStatus }) => (
  <span className="status-pill" data-tone={PLACED_ORDER_STATUS_TONES[status]}>
    {PLACED_ORDER_STATUS_LABELS[status]}
  </span>
)
