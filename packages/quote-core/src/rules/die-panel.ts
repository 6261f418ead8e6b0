import type { Die } from '../catalog/dies'
import { PRODUCT_TYPE } from '../catalog/ids'
import { findShape } from '../catalog/shapes'
import type { QuoteEnv } from './quote-env'
import type { Order } from '../schema/order'
import { findMatchingDie, isDieInStock } from './die-match'
import { INVALID_SIZE_CATEGORIES } from './issue'
import { checkSize } from './size-completeness'

/** New-die lead time in days when the order carries none (labels 3, cartons 5). */
export const DEFAULT_DELAY_NEW_SIZE = { label: 3, carton: 5 } as const

/** What the selected-die panel shows (docs/product.md section 2, "Selected-die panel"). */
export type DiePanel =
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'custom'; readonly oneTimeFee: true }
  | { readonly kind: 'new' }
  | { readonly kind: 'out_of_stock'; readonly dieId: number; readonly message: string }
  | { readonly kind: 'existing'; readonly dieId: number }

/** The spec's out-of-stock text (docs/product.md section 8). */
export const outOfStockMessage = (delayNewSize: number): string =>
  `This die is currently out of stock. Leadtimes start at ${delayNewSize} days for new dies.`

const defaultDelay = (o: Pick<Order, 'product_type_id' | 'delay_new_size'>): number =>
  o.delay_new_size ??
  (o.product_type_id === PRODUCT_TYPE.carton
    ? DEFAULT_DELAY_NEW_SIZE.carton
    : DEFAULT_DELAY_NEW_SIZE.label)

const dieState = (die: Die, delayNewSize: number): DiePanel =>
  isDieInStock(die)
    ? { kind: 'existing', dieId: die.id }
    : { kind: 'out_of_stock', dieId: die.id, message: outOfStockMessage(delayNewSize) }

/**
 * The selected-die panel: Invalid Size with the joined size messages, an existing or
 * out-of-stock die, a Custom Size (custom shapes, one-time die fee) or a New Size. While the
 * size is not chosen yet the panel is "invalid" with the size-completeness message.
 */
export const selectDiePanel = (
  order: Order,
  env: QuoteEnv,
  delayNewSize: number = defaultDelay(order),
): DiePanel => {
  const blocking = checkSize(order, env).filter((i) => i.blocking)
  const sizeErrors = blocking.filter((i) => INVALID_SIZE_CATEGORIES.includes(i.category))
  if (sizeErrors.length > 0)
    return { kind: 'invalid', message: sizeErrors.map((i) => i.message).join('; ') }
  const first = blocking[0]
  if (first !== undefined) return { kind: 'invalid', message: first.message }
  const chosen = order.size_id === null ? undefined : env.dies.find((d) => d.id === order.size_id)
  const die =
    chosen ??
    findMatchingDie(env.dies, {
      productTypeId: order.product_type_id,
      shapeId: order.shape_id,
      width: order.width,
      length: order.length,
      depth: order.depth,
      isSquareCorners: order.is_square_corners,
    })
  if (die !== undefined) return dieState(die, delayNewSize)
  const category = findShape(order.shape_id)?.category
  return category === 'custom' || category === 'custom_shape'
    ? { kind: 'custom', oneTimeFee: true }
    : { kind: 'new' }
}

export const NO_SIZES_FOUND = 'No sizes were found.'
export const NO_SIZE_WITH_ID = 'No sizes found with that ID'

/** Result of the Search By Die ID field. */
export type DieSearch =
  { readonly found: true; readonly die: Die } | { readonly found: false; readonly message: string }

/** Finds a die by the id typed in the custom die picker (a leading '#' is allowed). */
export const searchDieById = (dies: readonly Die[], text: string): DieSearch => {
  if (dies.length === 0) return { found: false, message: NO_SIZES_FOUND }
  const cleaned = text.trim().replace(/^#/, '').trim()
  const id = /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN
  const die = dies.find((d) => d.id === id)
  return die === undefined ? { found: false, message: NO_SIZE_WITH_ID } : { found: true, die }
}

/** The message of an empty sizes list, or null when there are sizes to show. */
export const sizesListMessage = (dies: readonly Die[]): string | null =>
  dies.length === 0 ? NO_SIZES_FOUND : null
