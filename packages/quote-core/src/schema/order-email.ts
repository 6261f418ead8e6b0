import { Schema } from 'effect'
import { CardPaymentOffered, CustomerAction } from './fulfilment'
import { PlacedOrder } from './placed-order'
import { IsoDateTime } from './primitives'

/**
 * What an email of an order is about (packages/http-adapter/API.md#checkout-and-placed-orders); an
 * `order_link` carries the link a look-up asked for (POST /account/orders/lookup).
 */
export const OrderEmailKind = Schema.Literal(
  'order_placed',
  'proof_ready',
  'artwork_received',
  'changes_requested',
  'payment_due',
  'payment_received',
  'shipped',
  'cancelled',
  'order_link',
)
export type OrderEmailKind = typeof OrderEmailKind.Type

/** Where an email stands: waiting to go (or to be tried again), delivered, or given up on. */
export const EmailStatus = Schema.Literal('queued', 'sent', 'failed')
export type EmailStatus = typeof EmailStatus.Type

/** What the store knows about the email confirming an order. */
export const ConfirmationEmail = Schema.Struct({ status: EmailStatus })
export type ConfirmationEmail = typeof ConfirmationEmail.Type

/**
 * A placed order as its customer is answered it: with the state of its confirmation email when
 * the server knows it (absent otherwise, e.g. in lists).
 */
export const PlacedOrderAnswer = Schema.Struct({
  ...PlacedOrder.fields,
  confirmation_email: Schema.optional(ConfirmationEmail),
})
export type PlacedOrderAnswer = typeof PlacedOrderAnswer.Type

/**
 * GET /account/orders/placed/{number}: the order (with where its confirmation email stands)
 * and what is due from the customer now.
 */
export const CustomerOrderPage = Schema.Struct({
  placed_order: PlacedOrderAnswer,
  allowed_actions: Schema.Array(CustomerAction),
  /** The store takes a card payment online (absent from older answers: false). */
  card_payment: Schema.optionalWith(CardPaymentOffered, { default: () => false }),
})
export type CustomerOrderPage = typeof CustomerOrderPage.Type

/** One email of an order as staff see it (GET /api/admin/orders/{number}/emails). */
export const OrderEmailSummary = Schema.Struct({
  id: Schema.Int,
  to: Schema.String,
  subject: Schema.String,
  kind: OrderEmailKind,
  status: EmailStatus,
  sent_at: Schema.NullOr(IsoDateTime),
})
export type OrderEmailSummary = typeof OrderEmailSummary.Type

/** GET /api/admin/orders/{number}/emails, and the answer of a resend. */
export const OrderEmailList = Schema.Struct({ emails: Schema.Array(OrderEmailSummary) })
export type OrderEmailList = typeof OrderEmailList.Type
