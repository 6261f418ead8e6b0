import { Schema } from 'effect'
import { Cart } from './account'
import { Order } from './order'

/** The answer of POST /account/orders/placed/{number}/reorder: the new quotes and the cart. */
export const ReorderAnswer = Schema.Struct({ orders: Schema.Array(Order), cart: Cart })
export type ReorderAnswer = typeof ReorderAnswer.Type
