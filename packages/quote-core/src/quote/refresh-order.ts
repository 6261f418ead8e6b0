import { orderChangeRefusal } from '../order/change-refusal'
import type { Order } from '../schema/order'
import type { ValidationError } from '../schema/validation-error'
import { evaluateOrder, type QuoteContext } from './evaluate-order'

/**
 * The order as a refresh shows it: re-evaluated (derived, validated, priced and dated) while
 * it may still change; a placed order as it was placed, its prices the snapshot taken at
 * checkout and no findings, since nothing in it can be fixed any more.
 */
export const refreshOrder = (
  order: Order,
  ctx: QuoteContext,
): { readonly order: Order; readonly errors: readonly ValidationError[] } => {
  if (orderChangeRefusal(order) !== null) return { order, errors: [] }
  const { order: evaluated, errors } = evaluateOrder(order, ctx)
  return { order: evaluated, errors }
}
