import type { Order } from '../schema/order'
import type { PlacedOrderLine } from '../schema/placed-order'
import type { LineReorder } from '../schema/reorder'
import { reorderDieIsPaid, sameProofedSpec } from '../schema/reorder-spec'

/**
 * How a reordered quote is placed (packages/http-adapter/API.md#reorders): a design whose artwork is the same
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

/** How a design's proof stands on a reordered line, as the order pages say it. */
export const DESIGN_PROOF_LABELS: Readonly<
  Record<LineReorder['designs'][number]['proof'], string>
> = {
  carried: 'Proof carried over',
  new: 'Needs a new proof',
}

/** What a reordered line's page says about it: where it came from, its proof and its die. */
export const lineReorderNotes = (reorder: LineReorder): readonly string[] => {
  const fresh = reorder.designs.filter((d) => d.proof === 'new').length
  const carried = reorder.designs.length - fresh
  const plural = (n: number) => `${n} design${n === 1 ? '' : 's'}`
  const proof = reorder.proof_carried
    ? `The approved proof of ${reorder.number} is carried over: no new proof round.`
    : carried === 0
      ? 'Every design gets a new proof.'
      : `${plural(carried)} keep${carried === 1 ? 's' : ''} the approved proof of ${reorder.number}; ${plural(fresh)} get${fresh === 1 ? 's' : ''} a new proof.`
  return [
    `Reorder of ${reorder.number}.`,
    proof,
    ...(reorder.die_waived
      ? [`The cutting die was paid on ${reorder.number}: no die charge.`]
      : []),
  ]
}
