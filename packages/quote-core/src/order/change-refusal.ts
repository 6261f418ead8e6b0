import type { Order } from '../schema/order'
import { selectIsPlaced } from './selectors'

/**
 * Why an order cannot be changed: it was placed at checkout, and what the customer committed
 * to is what the shop prints. Its proofs, payment and shipping move on through the placed
 * order's own calls, never through the quote's.
 */
export type OrderChangeRefusal = { readonly _tag: 'OrderPlaced' }

const placed: OrderChangeRefusal = { _tag: 'OrderPlaced' }

/**
 * Whether the order may still change, asked before every change of it: an event, a patch, an
 * artwork line or upload, a re-sync that re-prices it, a move into the cart or the account.
 * Null when it may; otherwise the one refusal.
 */
export const orderChangeRefusal = (order: Order): OrderChangeRefusal | null =>
  selectIsPlaced(order) ? placed : null
