/** docs/product.md section 8: the alert when a quantity update answers 404. */
export const ORDER_NOT_FOUND_ALERT = 'Order ID not found. Please try again'

// The order fields a quantity update carries (docs/product.md section 7,
// quote-update-total-quantities: total_qty, design_qty; the number of designs with them).
const QUANTITY_FIELDS: readonly string[] = ['total_qty', 'design_qty', 'design_count']

/** A failed update of the order: the HTTP status and the order fields it sent. */
export type OrderUpdateFailure = {
  readonly status: number
  readonly fields: readonly string[]
}

/**
 * The alert the customer sees for a failed order update, or null when the failure is only
 * logged (docs/product.md section 8: a failed quote refresh is logged only; a quantity update that
 * answers 404 alerts 'Order ID not found. Please try again').
 */
export const orderUpdateAlert = (failure: OrderUpdateFailure): string | null =>
  failure.status === 404 && failure.fields.some((f) => QUANTITY_FIELDS.includes(f))
    ? ORDER_NOT_FOUND_ALERT
    : null
