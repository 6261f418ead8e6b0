import { ORDER_STATUS, PRODUCT_TYPE, SIZE_TYPE, DIE_STATUS } from '../catalog/ids'
import { dieLabel } from '../catalog/dies'
import { evaluateOrder } from './evaluate-order'
import type { QuoteContext } from './evaluate-order'
import { hasBlockingIssues } from '../rules/issue'
import type { DieSize } from '../schema/die'
import { MAX_CART_ORDERS } from '../schema/limits'
import type { Order } from '../schema/order'
import type { ValidationError } from '../schema/validation-error'
import { saveLabelOrDefault } from '../order/saved-quote-label'
import { orderChangeRefusal, type OrderChangeRefusal } from '../order/change-refusal'
import { selectIsInCart, selectIsPlaced } from '../order/selectors'

/** Why an order cannot move into the cart, out of it, or to the account. */
export type CartMoveRefusal =
  | OrderChangeRefusal
  | { readonly _tag: 'NotInCart' }
  | { readonly _tag: 'BlockingIssues'; readonly errors: readonly ValidationError[] }
  | {
      readonly _tag: 'CartFull'
      readonly code: 'cart_full'
      readonly max: number
      readonly message: string
    }

/** The order after the move, re-evaluated, with the rules' findings. */
export type CartMove = {
  readonly _tag: 'Moved'
  readonly order: Order
  readonly errors: readonly ValidationError[]
}

/**
 * Add to Cart (docs/product.md section 7): the order is re-evaluated and goes into the cart (status
 * 100) only when no blocking issue is left and the cart (`cartOrders` orders besides this one)
 * has room for it (MAX_CART_ORDERS); a placed order never moves.
 */
export const addToCart = (
  order: Order,
  ctx: QuoteContext,
  cartOrders: number,
): CartMove | CartMoveRefusal => {
  const refusal = orderChangeRefusal(order)
  if (refusal !== null) return refusal
  if (!selectIsInCart(order) && cartOrders >= MAX_CART_ORDERS)
    return {
      _tag: 'CartFull',
      code: 'cart_full',
      max: MAX_CART_ORDERS,
      message: `A cart holds at most ${MAX_CART_ORDERS} orders. Check out or remove one before adding another.`,
    }
  const { order: quoted, errors } = evaluateOrder(order, ctx)
  if (hasBlockingIssues(errors)) return { _tag: 'BlockingIssues', errors }
  return { _tag: 'Moved', order: { ...quoted, status_id: ORDER_STATUS.inCart }, errors }
}

/**
 * Remove from Cart: the order goes back to being an open quote (no status), so its link still
 * opens it and it can be added or saved again. Only an order in the cart can be removed.
 */
export const removeFromCart = (order: Order): CartMove | CartMoveRefusal =>
  selectIsInCart(order)
    ? { _tag: 'Moved', order: { ...order, status_id: null }, errors: [] }
    : { _tag: 'NotInCart' }

/**
 * Delete a saved quote: it leaves the account's saved quotes and goes back to being an open
 * quote (no status), so nothing the customer made is lost and its link still opens it. Only a
 * saved quote can be deleted so; a placed
 * order is never changed.
 */
export const removeSavedQuote = (
  order: Order,
): CartMove | OrderChangeRefusal | { readonly _tag: 'NotSaved' } => {
  const refusal = orderChangeRefusal(order)
  if (refusal !== null) return refusal
  return order.status_id === ORDER_STATUS.saved
    ? { _tag: 'Moved', order: { ...order, status_id: null }, errors: [] }
    : { _tag: 'NotSaved' }
}

/**
 * Save to Account (status 200), named by the customer or 'Saved Quote - {date} {time}' when the
 * name is blank; a placed order is never saved over.
 */
export const saveToAccount = (
  order: Order,
  customerLabel: string | null,
  ctx: QuoteContext,
): CartMove | CartMoveRefusal => {
  const refusal = orderChangeRefusal(order)
  if (refusal !== null) return refusal
  const label = saveLabelOrDefault(customerLabel, ctx.now)
  const saved = { ...order, status_id: ORDER_STATUS.saved, customer_label: label }
  return { _tag: 'Moved', ...evaluateOrder(saved, ctx) }
}

/** A customer's custom size to remember, as the sizes list carries it (without id and file). */
export type CustomSizeToRemember = Omit<DieSize, 'id' | 's3key'>

/**
 * The size a placed order with a custom size adds to the customer's "Previously Used Custom
 * Shapes" (docs/product.md section 4), or null. The die becomes the customer's, in stock and
 * without a die fee in later quotes, only once an order that used it is paid or on terms and
 * not cancelled (`customSizeIsOwned`, the reorder rule): a quote only carted, saved or checked
 * out and unpaid still pays the fee. Stock sizes, unfinished sizes and design orders are not
 * remembered; only a carton keeps its depth.
 */
export const customSizeToRemember = (order: Order): CustomSizeToRemember | null => {
  const { size_type_id, shape_id, width, length, depth, product_type_id } = order
  if (!selectIsPlaced(order)) return null
  if (size_type_id !== SIZE_TYPE.custom || shape_id === null || width === null || length === null)
    return null
  if (product_type_id === PRODUCT_TYPE.design) return null
  const size = {
    width,
    length,
    depth: product_type_id === PRODUCT_TYPE.carton ? depth : null,
    shape_id,
    is_square_corners: order.is_square_corners,
  }
  return {
    ...size,
    status_id: DIE_STATUS.available,
    label: dieLabel(size),
    size_type_id: SIZE_TYPE.custom,
    product_type_id,
  }
}
