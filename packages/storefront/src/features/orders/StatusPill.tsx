import { PLACED_ORDER_STATUS_LABELS, type PlacedOrderStatus } from '@diecut/quote-core'

/** A placed order's status as a coloured pill. */
export const StatusPill = ({ status }: { status: PlacedOrderStatus }) => (
  <span className="status-pill" data-status={status}>
    {PLACED_ORDER_STATUS_LABELS[status]}
  </span>
)
