import type { DesignsOrder } from '../../schema/designs-order'
import type { Order } from '../../schema/order'
import { MAX_DESIGNS, MAX_QUANTITY, STORED_MAX_QUANTITY } from '../../schema/limits'
import { areStorableLines } from '../../schema/plain-guards'
import { isPaired } from '../../rules/order-kind'
import { withFields } from '../../schema/with-fields'

const validCount = (q: number | null | undefined, max = MAX_QUANTITY): boolean =>
  q === undefined || q === null || (Number.isInteger(q) && q >= 0 && q <= max)

/**
 * Printed designs n: files pair up in duplex or front/back, so n = design_count / 2 (rounded
 * up while a pair is incomplete, which validation reports).
 */
export const printedDesignCount = (
  o: Pick<Order, 'design_count' | 'is_duplex' | 'is_front_back'>,
): number | null =>
  o.design_count === null ? null : isPaired(o) ? Math.ceil(o.design_count / 2) : o.design_count

/** Pieces of uploaded designs: the back/inside of a pair (print sequence 2) is not a piece. */
export const uploadedTotal = (lines: readonly DesignsOrder[]): number =>
  lines.reduce((sum, l) => sum + (l.design.print_sequence === 2 ? 0 : l.qty), 0)

type Quantities = {
  total_qty?: number | null
  design_count?: number | null
  design_qty?: number | null
}

/**
 * order/quantitiesChanged. Without uploaded designs the customer enters the total and the
 * number of designs (or a quantity per design, which sets the total). With uploaded designs
 * those come from the lines, and a quantity per design is given to every line (docs/product.md
 * section 7, quote-update-all-designs-orders).
 */
export const applyQuantitiesChanged = (state: Order, q: Quantities): Order => {
  if (
    !validCount(q.total_qty) ||
    !validCount(q.design_count, MAX_DESIGNS) ||
    !validCount(q.design_qty)
  )
    return state
  if (state.designs_orders.length > 0) {
    if (q.design_qty === undefined || q.design_qty === null) return state
    const perDesign = q.design_qty
    const lines = state.designs_orders.map((l) =>
      l.qty === perDesign ? l : { ...l, qty: perDesign },
    )
    return uploadedTotal(lines) > MAX_QUANTITY
      ? state
      : withFields(state, { designs_orders: lines })
  }
  const designCount = q.design_count === undefined ? state.design_count : q.design_count
  const n = printedDesignCount({ ...state, design_count: designCount }) ?? 1
  const total =
    q.total_qty !== undefined
      ? q.total_qty
      : q.design_qty !== undefined
        ? q.design_qty === null
          ? null
          : q.design_qty * Math.max(1, n)
        : state.total_qty
  if (total !== null && total > MAX_QUANTITY) return state
  return withFields(state, { total_qty: total, design_count: designCount })
}

/** order/designQuantityChanged: one artwork line, and its pair partner, get the quantity. */
export const applyDesignQuantityChanged = (
  state: Order,
  designsOrderId: number,
  qty: number,
): Order => {
  const line = state.designs_orders.find((l) => l.id === designsOrderId)
  if (line === undefined || !validCount(qty)) return state
  const partner = line.design.is_linked ? line.design.linked_design_id : null
  const lines = state.designs_orders.map((l) =>
    (l.id === designsOrderId || (partner !== null && l.design.id === partner)) && l.qty !== qty
      ? { ...l, qty }
      : l,
  )
  return uploadedTotal(lines) > MAX_QUANTITY ? state : withFields(state, { designs_orders: lines })
}

/**
 * order/designsSynced: the server's artwork lines replace the order's. Blank cartons have no
 * artwork (docs/product.md section 4), so designs are not accepted for them. The lines are already
 * stored (each held to the ceilings as it came in), so they are read up to the stored ceiling.
 */
export const applyDesignsSynced = (state: Order, lines: readonly DesignsOrder[]): Order => {
  if (!areStorableLines(lines) || uploadedTotal(lines) > STORED_MAX_QUANTITY) return state
  if (state.is_blank && lines.length > 0) return state
  return withFields(state, { designs_orders: lines })
}
