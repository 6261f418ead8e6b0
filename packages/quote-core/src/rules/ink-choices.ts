import { COLOR, PRODUCT_TYPE } from '../catalog/ids'
import { colors } from '../catalog/enumerations'
import type { Order } from '../schema/order'
import { colorAvailability, type Availability } from './option-availability'

/** One ink the quoter offers, whether it is the order's and whether it can be chosen. */
export type InkChoice = {
  readonly id: number
  readonly label: string
  readonly checked: boolean
  readonly availability: Availability
}

/**
 * The inks a label or carton quoter offers (docs/product.md section 4): Double-Sided on labels only;
 * Full Color is the order's ink until another is chosen.
 */
export const inkChoicesOf = (order: Order): readonly InkChoice[] => {
  const current = order.color_id ?? COLOR.fullColor
  return colors
    .filter((c) => c.id !== COLOR.doubleSided || order.product_type_id === PRODUCT_TYPE.label)
    .map((c) => ({
      id: c.id,
      label: c.label,
      checked: c.id === current,
      availability: colorAvailability(order, c.id),
    }))
}
