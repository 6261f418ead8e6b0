import type { Order, OrderPatch } from '../schema/order'
import { valueEquals } from '../schema/value-equals'

/** Why the order's quantity fields cannot be set while its artwork lines carry them. */
export const QUANTITIES_PER_DESIGN = 'Your quantities are set per design under Upload Artwork.'

/**
 * The order's quantity fields that follow its artwork lines once it has any. A quantity per
 * design (`design_qty`) is not among them: it is given to every line (quantitiesChanged).
 */
export const LINE_QUANTITY_FIELDS = ['total_qty', 'design_count'] as const
const QUANTITY_FIELDS = LINE_QUANTITY_FIELDS

/** A patch field refused, with the reason in the customer's words. */
export type PatchFieldRefusal = {
  readonly path: (typeof QUANTITY_FIELDS)[number]
  readonly message: string
}

/**
 * The quantity fields of a patch that would change nothing, refused: once artwork lines exist,
 * each line carries its own quantity and the total and the design count follow from them, so
 * a patch setting them otherwise is refused rather than answered as if it had applied. A value
 * equal to the order's own is no change and is not refused.
 */
export const quantityPatchRefusals = (
  order: Order,
  patch: OrderPatch,
): readonly PatchFieldRefusal[] => {
  if (order.designs_orders.length === 0) return []
  return QUANTITY_FIELDS.filter(
    (k) => patch[k] !== undefined && !valueEquals(patch[k], order[k]),
  ).map((path) => ({ path, message: QUANTITIES_PER_DESIGN }))
}
