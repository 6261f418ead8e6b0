import { PRODUCT_TYPE, SHAPE, SIZE_TYPE } from '../catalog/ids'
import { findShape } from '../catalog/shapes'
import type { QuoteEnv } from './quote-env'
import type { Order } from '../schema/order'
import { issue } from './issue'
import type { Issue } from './issue'
import { checkDimensions, sizeBoundsFor } from './size-checker'
import type { Dimensions } from './size-checker'

type SizeView = Pick<
  Order,
  'product_type_id' | 'shape_id' | 'size_id' | 'size_type_id' | 'width' | 'length' | 'depth'
>

const positive = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0

/** The order's custom size, or null while a needed dimension is missing. */
export const dimensionsOf = (o: SizeView): Dimensions | null => {
  if (!positive(o.width) || !positive(o.length)) return null
  if (o.product_type_id === PRODUCT_TYPE.carton) {
    if (!positive(o.depth)) return null
    return { width: o.width, length: o.length, depth: o.depth }
  }
  return { width: o.width, length: o.length, depth: null }
}

/**
 * Custom die orders (the Custom die picker, searched by die ID, and the Previously Used tab)
 * need a die id or a chosen previous custom size (docs/product.md section 5); so does any order whose
 * size type says "die".
 */
export const needsDieId = (o: SizeView): boolean =>
  o.size_id === null &&
  (o.shape_id === SHAPE.custom ||
    o.shape_id === SHAPE.previouslyUsed ||
    o.size_type_id === SIZE_TYPE.die)

/** Whether the size is an existing die (library or previous custom size) rather than typed in. */
export const isDieOrder = (o: SizeView): boolean =>
  o.size_id !== null && (o.size_type_id === SIZE_TYPE.die || o.shape_id === SHAPE.previouslyUsed)

/** Size completeness and the size checker for label and carton orders (docs/product.md section 5). */
export const checkSize = (order: SizeView, _env?: QuoteEnv): Issue[] => {
  if (order.product_type_id === PRODUCT_TYPE.design) return []
  const shape = findShape(order.shape_id)
  if (shape === undefined || shape.productTypeId !== order.product_type_id)
    return [issue('size', 'Select Shape & Size', { code: 'shape_missing', path: ['shape_id'] })]
  if (needsDieId(order))
    return [issue('size', 'Missing a die ID', { code: 'die_id_missing', path: ['size_id'] })]
  // An existing die is a size the plant already cuts: the custom-size bounds do not apply.
  if (isDieOrder(order)) return []
  const dims = dimensionsOf(order)
  if (dims === null)
    return [issue('size', 'Select Size', { code: 'size_missing', path: ['width', 'length'] })]
  const bounds = sizeBoundsFor(order.product_type_id, order.shape_id)
  return bounds === undefined ? [] : checkDimensions(dims, bounds, order.shape_id)
}
