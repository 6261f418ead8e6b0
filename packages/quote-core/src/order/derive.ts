import { sizeDimensions } from '../catalog/dies'
import { colors } from '../catalog/enumerations'
import { COLOR, PRODUCT_TYPE } from '../catalog/ids'
import { findLaminate } from '../catalog/laminates'
import { findShape } from '../catalog/shapes'
import { findSubstrate } from '../catalog/substrates'
import type { Order } from '../schema/order'
import { embossingTypeOf } from '../rules/option-table'
import { materialProductType } from '../rules/order-kind'
import { STORED_MAX_QUANTITY } from '../schema/limits'
import { printedDesignCount, uploadedTotal } from './transitions/quantities'
import { MAX_INCHES } from './transitions/size'
import { withFields } from '../schema/with-fields'

/** Gap between labels along the web: the repeat is length + gap (docs/pricing-model.md section 3.5). */
export const LABEL_GAP_IN = 0.125

/**
 * The size as the summary shows it: labels `2" x 3" Rectangle, Round Corners` (width x
 * length), cartons `4" x 2" x 6" Straight Tuck` (length x width x depth, the carton's L x W x D
 * of docs/pricing-model.md section 5.1).
 */
export const describeSize = (o: Order): string => {
  const shape = findShape(o.shape_id)
  const carton = materialProductType(o) === PRODUCT_TYPE.carton
  const { width: w, length: l, depth: d } = o
  const dims =
    w === null || l === null || (carton && d === null)
      ? ''
      : sizeDimensions({ width: w, length: l, depth: carton ? d : null })
  const corners =
    shape?.hasCorners === true ? (o.is_square_corners ? ', Square Corners' : ', Round Corners') : ''
  const shapeText = shape === undefined ? '' : `${shape.label}${corners}`
  return [dims, shapeText].filter((t) => t !== '').join(' ')
}

const colorName = (id: number | null): string =>
  colors.find((c) => c.id === (id ?? COLOR.fullColor))?.label ?? 'Full Color'

/** The colour summary: the mode, plus the inside colour of a duplex carton. */
export const describeColor = (o: Order): string => {
  if (o.is_blank) return 'Blank'
  const outside = colorName(o.color_id)
  return o.is_duplex ? `${outside}, Inside: ${colorName(o.duplex_color_id)}` : outside
}

/**
 * Quantities from uploaded designs when there are any: total = pieces of every line that is not
 * the back/inside of a pair, design_count = number of files; design_qty = the common quantity of
 * the printed designs, or the total split evenly (rounded up) when they differ.
 */
const deriveQuantities = (o: Order) => {
  const lines = o.designs_orders
  // New lines are held to MAX_QUANTITY as they come in; an order stored before that ceiling
  // keeps its totals (up to the stored one).
  const total =
    lines.length === 0 ? o.total_qty : Math.min(STORED_MAX_QUANTITY, uploadedTotal(lines))
  const designCount = lines.length === 0 ? o.design_count : lines.length
  const n = printedDesignCount({
    design_count: designCount,
    is_duplex: o.is_duplex,
    is_front_back: o.is_front_back,
  })
  const printed = lines.filter((l) => l.design.print_sequence !== 2)
  const first = printed[0]
  const common = first !== undefined && printed.every((l) => l.qty === first.qty) ? first.qty : null
  const designQty = total === null ? null : (common ?? Math.ceil(total / Math.max(1, n ?? 1)))
  return {
    total_qty: total,
    design_count: designCount,
    design_qty: designQty,
    duplex_aware_design_qty: n,
    duplex_aware_total_qty: total,
    duplex_aware_total_qty_with_split:
      designQty === null || n === null ? null : Math.min(STORED_MAX_QUANTITY, designQty * n),
  }
}

/**
 * Fills the derived, non-price fields of an order (labels, supplies, backing flag, embossing
 * type, pair-aware quantities, size description, label repeat). Pricing and ship-date fields
 * are left to their own steps. Idempotent; returns the same object when nothing changes.
 */
export const deriveOrder = (order: Order): Order => {
  const q = deriveQuantities(order)
  const substrate = findSubstrate(order.substrate_id)
  const laminate = findLaminate(order.laminate_id)
  const label = order.product_type_id === PRODUCT_TYPE.label
  return withFields(order, {
    total_qty: q.total_qty,
    design_count: q.design_count,
    design_qty: q.design_qty,
    duplex_aware_design_qty: q.duplex_aware_design_qty,
    duplex_aware_total_qty: q.duplex_aware_total_qty,
    duplex_aware_total_qty_with_split: q.duplex_aware_total_qty_with_split,
    substrate_label: substrate?.label ?? '',
    laminate_label: laminate?.label ?? '',
    laminate_supplies: laminate?.supplies ?? [],
    color_label: describeColor(order),
    is_customizable_backing: substrate?.customizableBacking ?? false,
    embossing_type_id: embossingTypeOf(order),
    size_description: describeSize(order),
    repeat_length:
      label && order.length !== null ? Math.min(MAX_INCHES, order.length + LABEL_GAP_IN) : null,
  })
}
