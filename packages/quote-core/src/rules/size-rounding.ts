import { PRODUCT_TYPE } from '../catalog/ids'
import type { Order } from '../schema/order'
import { checkDimensions, formatInches, isOnGrid, sizeBoundsFor } from './size-checker'
import type { Dimensions } from './size-checker'
import { dimensionsOf, isDieOrder } from './size-completeness'

/** Die rounding step for cartons (docs/product.md section 9, "dimension rounding 0.5 inch"). */
export const CARTON_DIE_ROUNDING_STEP = 0.5

/** A rounded carton size (with its depth) the quoter offers instead of a new odd-sized die. */
export type RoundingSuggestion = Dimensions & { readonly depth: number; readonly message: string }

const roundHalf = (v: number): number =>
  Math.round(v / CARTON_DIE_ROUNDING_STEP) * CARTON_DIE_ROUNDING_STEP

/**
 * The carton size rounded to the nearest half inch, with the spec's "round to nearest half
 * inch to save money" suggestion (docs/product.md section 9); null when the size is already on the
 * half-inch grid, is not a custom carton size, or the rounded size would break the bounds.
 */
export const suggestHalfInchRounding = (
  order: Pick<
    Order,
    'product_type_id' | 'shape_id' | 'size_id' | 'size_type_id' | 'width' | 'length' | 'depth'
  >,
): RoundingSuggestion | null => {
  if (order.product_type_id !== PRODUCT_TYPE.carton || isDieOrder(order)) return null
  const dims = dimensionsOf(order)
  const bounds = sizeBoundsFor(order.product_type_id, order.shape_id)
  if (dims === null || dims.depth === null || bounds === undefined) return null
  if ([dims.width, dims.length, dims.depth].every((v) => isOnGrid(v, CARTON_DIE_ROUNDING_STEP)))
    return null
  const rounded = {
    width: roundHalf(dims.width),
    length: roundHalf(dims.length),
    depth: roundHalf(dims.depth),
  }
  const stillValid = checkDimensions(rounded, bounds, order.shape_id).every((i) => !i.blocking)
  if (!stillValid) return null
  const size = [rounded.length, rounded.width, rounded.depth].map(formatInches).join(' x ')
  return { ...rounded, message: `Round to the nearest half inch to save money: ${size}` }
}
