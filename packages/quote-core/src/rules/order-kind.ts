import { PRODUCT_TYPE } from '../catalog/ids'
import type { Order } from '../schema/order'
import type { DesignsOrder } from '../schema/designs-order'

type Kind = Pick<Order, 'product_type_id' | 'graphic_design_order_details'>

/**
 * The product whose materials, shapes and dies the order uses. A design-service order
 * (product type 3) prices artwork for a label or a carton: its brief says which (docs/product.md
 * section 3, design_product_type_id).
 */
export const materialProductType = (o: Kind): 1 | 2 =>
  o.product_type_id === PRODUCT_TYPE.design
    ? (o.graphic_design_order_details?.design_product_type_id ?? PRODUCT_TYPE.label)
    : o.product_type_id

/** A printed roll-label order (roll options and application exist only there). */
export const isLabelOrder = (o: Pick<Order, 'product_type_id'>): boolean =>
  o.product_type_id === PRODUCT_TYPE.label

/** Whether the order's artwork is paired (carton duplex or label front/back, docs/product.md section 4). */
export const isPaired = (o: Pick<Order, 'is_duplex' | 'is_front_back'>): boolean =>
  o.is_duplex || o.is_front_back

/** Whether any design is one side of a front/back or two-sided pair (it has a print sequence). */
export const hasPairedDesigns = (lines: readonly DesignsOrder[]): boolean =>
  lines.some((l) => l.design.print_sequence !== null)

/** Unlinks every design: toggling duplex or front/back breaks all pairs (docs/product.md section 4). */
export const clearDesignLinks = (lines: readonly DesignsOrder[]): readonly DesignsOrder[] => {
  const linked = (l: DesignsOrder) =>
    l.design.is_linked || l.design.linked_design_id !== null || l.design.print_sequence !== null
  if (!lines.some(linked)) return lines
  return lines.map((l) =>
    linked(l)
      ? {
          ...l,
          design: { ...l.design, is_linked: false, linked_design_id: null, print_sequence: null },
        }
      : l,
  )
}
