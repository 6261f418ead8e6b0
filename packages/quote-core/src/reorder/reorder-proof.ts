import type { Order } from '../schema/order'
import type { PlacedOrderLine } from '../schema/placed-order'
import type { LineReorder } from './reorder-schema'
import { reorderDieIsPaid, sameProofedSpec } from './reorder-spec'

/**
 * How a reordered quote is placed (CONTRACT.md "Reorder"): a design whose artwork is the same
 * as last time, on the same specification, carries its approved proof over; a replaced or added
 * design needs a new proof. When every design carries its proof the line starts approved with
 * last time's proof (no new proof round); otherwise it is proofed as any new line is, and the
 * line says which designs the new proof is for. A quote that repeats nothing is left as it is.
 */
export const lineReorderOf = (order: Order): LineReorder | null => {
  const from = order.reorder_of
  if (from === null) return null
  const proofed = from.proof !== null && sameProofedSpec(order)
  const designs = order.designs_orders.map((d) => ({
    design_id: d.design_id,
    filename: d.customer_filename,
    proof:
      proofed && from.proofed_design_ids.includes(d.design_id)
        ? ('carried' as const)
        : ('new' as const),
  }))
  return {
    number: from.number,
    order_id: from.order_id,
    proof_carried: designs.length > 0 && designs.every((d) => d.proof === 'carried'),
    die_waived: reorderDieIsPaid(order),
    designs,
  }
}

/** The placed line of a quote as checkout makes it, with what its reorder carries over. */
export const withReorderProof = (order: Order, line: PlacedOrderLine): PlacedOrderLine => {
  const reorder = lineReorderOf(order)
  if (reorder === null) return line
  const proof = order.reorder_of?.proof ?? null
  return reorder.proof_carried && proof !== null && !order.is_blank
    ? { ...line, proof_status: 'approved', proof, reorder }
    : { ...line, reorder }
}
