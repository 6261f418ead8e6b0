import { PRODUCT_TYPE } from '../catalog/ids'
import { evenSplit } from '../pricing/quantity-split'
import type { Order } from '../schema/order'
import { printedDesignCount } from './artwork-pairs'

export type SplitView = Pick<
  Order,
  | 'product_type_id'
  | 'is_blank'
  | 'is_duplex'
  | 'is_front_back'
  | 'designs_orders'
  | 'design_count'
  | 'total_qty'
>

const positive = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0

/**
 * The real quantity of each printed design: the one split that the per-design minimum, the
 * duplex step, pricing and the price breaks all read (docs/pricing-model.md sections 0 and 3.1).
 *
 * - Uploaded artwork: each line's own quantity; the back or inside of a pair (print sequence 2,
 *   or the second of each two files when none is marked) is not a piece.
 * - Otherwise the total split evenly over the printed designs, front/back and duplex files
 *   counted in pairs, an odd file out making a design of its own (`ceil(files / 2)`).
 * - A blank carton has no designs: its total is one unprinted run, whatever the design count.
 *
 * Empty while there is no quantity.
 */
export const designSplit = (o: SplitView): readonly number[] => {
  if (o.product_type_id === PRODUCT_TYPE.carton && o.is_blank)
    return positive(o.total_qty) ? [o.total_qty] : []
  const paired = o.is_duplex || o.is_front_back
  if (o.designs_orders.length > 0) {
    const sequenced = o.designs_orders.some((d) => d.design.print_sequence === 2)
    const lines = !paired
      ? o.designs_orders
      : sequenced
        ? o.designs_orders.filter((d) => d.design.print_sequence !== 2)
        : o.designs_orders.filter((_, i) => i % 2 === 0)
    return lines.map((d) => d.qty)
  }
  if (!positive(o.total_qty)) return []
  return evenSplit(o.total_qty, Math.max(1, printedDesignCount(o)))
}
