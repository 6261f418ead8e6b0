import { Schema } from 'effect'
import { isWholeCents } from '../maths/decimal-noise'
import { CARRIERS, CUSTOMER_ACTIONS, STAFF_ACTIONS } from './placed-order-values'
import { Dollars, IsoDate, IsoDateTime, isStorableText, Text } from './primitives'

const Required = (max: number) =>
  Text(max).pipe(Schema.filter((s) => s.trim() !== '' || 'is required'))

/** Who made a change to a placed order. */
export const EventBy = Schema.Literal('customer', 'staff', 'system')
export type EventBy = typeof EventBy.Type

/**
 * Where the money of a placed order stands: nothing is owed until every proof is approved, then
 * it is due (or invoiced on the customer's terms), paid once payments cover the total. A
 * cancelled order paid by card online is `refund_pending` until the provider confirms the
 * refund, then `refunded`.
 */
export const PaymentStatus = Schema.Literal(
  'not_due',
  'due',
  'paid',
  'refunded',
  'on_terms',
  'refund_pending',
  'overpaid',
)
export type PaymentStatus = typeof PaymentStatus.Type
export const PAYMENT_STATUSES = PaymentStatus.literals

/** How staff may record money received: a print shop is paid by check, ACH and wire too. */
export const RECEIPT_METHODS = ['check', 'ach', 'wire', 'card', 'cash', 'other'] as const
export const ReceiptMethod = Schema.Literal(...RECEIPT_METHODS)
export type ReceiptMethod = typeof ReceiptMethod.Type

/**
 * How an order is paid: a receipt's method, or `invoice` (invoiced on terms, and payments
 * recorded before the methods were told apart).
 */
export const PaymentMethod = Schema.Literal(...RECEIPT_METHODS, 'invoice')
export type PaymentMethod = typeof PaymentMethod.Type

/** How each payment method reads on pages, emails and the invoice. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  check: 'Check',
  ach: 'ACH transfer',
  wire: 'Wire transfer',
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
  invoice: 'Invoice',
}

/** What a ledger entry records: a card charge, money staff received, or money given back. */
export const LedgerKind = Schema.Literal('charge', 'refund', 'manual')
export type LedgerKind = typeof LedgerKind.Type

/** One movement of money on an order, with who recorded it; the ledger is never rewritten. */
export const LedgerEntry = Schema.Struct({
  at: IsoDateTime,
  kind: LedgerKind,
  /** Dollars, whole cents, always positive: a refund's kind gives its sign. */
  amount: Dollars,
  method: PaymentMethod,
  /** The check number, transfer id or the card provider's reference (a payment intent). */
  reference: Schema.String,
  by: EventBy,
})
export type LedgerEntry = typeof LedgerEntry.Type

/** A card refund asked of the provider and not yet confirmed: the ledger gains it once it is. */
export const PendingRefund = Schema.Struct({
  /** The provider's idempotency key of this refund. */
  key: Schema.String,
  /** The charge refunded (its payment intent). */
  reference: Schema.String,
  amount: Dollars,
  at: IsoDateTime,
  by: EventBy,
})
export type PendingRefund = typeof PendingRefund.Type

export const Payment = Schema.Struct({
  status: PaymentStatus,
  method: Schema.NullOr(PaymentMethod),
  /** Dollars received so far, less what was given back: the ledger's sum. */
  amount_paid: Dollars,
  /**
   * Every charge, receipt and refund, oldest first: the only source of `amount_paid`,
   * `balance` and the status (quote-core's payment-ledger.ts). Orders paid before it existed
   * read with one entry for what they had received.
   */
  ledger: Schema.optionalWith(Schema.Array(LedgerEntry), { default: () => [] }),
  /** Card refunds asked of the provider and not yet made (`refund_pending` while any). */
  pending_refunds: Schema.optionalWith(Schema.Array(PendingRefund), { default: () => [] }),
  /** What the order costs: its total (goods, shipping and tax). */
  total: Schema.optionalWith(Dollars, { exact: true }),
  /** `total` less `amount_paid`: below zero when more was received than owed (`overpaid`). */
  balance: Schema.optionalWith(
    Schema.Number.pipe(Schema.finite(), Schema.between(-100_000_000, 100_000_000)),
    { exact: true },
  ),
  /** The day payment is due: the approval day, or that day plus the customer's net days. */
  due_date: Schema.optionalWith(IsoDate, { exact: true }),
  /**
   * The card provider's reference of a payment taken online (a Stripe payment intent): a
   * cancellation refunds it there. Payments staff record by hand have none.
   */
  provider_reference: Schema.optionalWith(Schema.String, { exact: true }),
  /**
   * Why the card refund of a `refund_pending` payment has not been made yet (the provider's
   * last failure), shown to staff; absent while none failed.
   */
  refund_error: Schema.optionalWith(Schema.String, { exact: true }),
})
export type Payment = typeof Payment.Type

/** POST /account/orders/placed/{number}/payment: where the customer pays the order by card. */
export const CardPaymentLink = Schema.Struct({
  url: Schema.String.pipe(Schema.pattern(/^https?:\/\//)),
})
export type CardPaymentLink = typeof CardPaymentLink.Type

/** `card_payment` of the customer's order page: true when the store takes cards online. */
export const CardPaymentOffered = Schema.Boolean

/** What an order owes before its proofs are approved. */
export const PAYMENT_NOT_DUE: Payment = {
  status: 'not_due',
  method: null,
  amount_paid: 0,
  ledger: [],
  pending_refunds: [],
}

/** The carriers the plant ships with. */
export const Carrier = Schema.Literal(...CARRIERS)
export type Carrier = typeof Carrier.Type
export { CARRIERS }

/** A tracking number as carriers print it: letters and digits. */
export const TrackingNumber = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9]{8,40}$/, {
    message: () => 'must be 8 to 40 letters and digits',
  }),
)

export const PlacedOrderShipment = Schema.Struct({
  carrier: Carrier,
  tracking_number: TrackingNumber,
  tracking_url: Schema.String,
  shipped_at: IsoDateTime,
})
export type PlacedOrderShipment = typeof PlacedOrderShipment.Type

/** A customer's payment terms: net days after approval to pay an invoice; 0 pays first. */
export const NetDays = Schema.Literal(30, 0)
export type NetDays = typeof NetDays.Type

const Amount = Dollars.pipe(
  Schema.filter((n) => n >= 0.01 || 'must be at least 0.01'),
  Schema.filter((n) => isWholeCents(n) || 'must be whole cents'),
)

/** POST /api/admin/orders/{number}/events: one change staff make to a placed order. */
export const StaffEventRequest = Schema.Union(
  Schema.Struct({ event: Schema.Literal('production_started') }),
  Schema.Struct({
    event: Schema.Literal('shipped'),
    carrier: Carrier,
    tracking_number: TrackingNumber,
  }),
  Schema.Struct({ event: Schema.Literal('cancelled'), reason: Required(500) }),
  Schema.Struct({
    event: Schema.Literal('payment_received'),
    amount: Amount,
    method: ReceiptMethod,
    reference: Required(120),
  }),
  Schema.Struct({ event: Schema.Literal('note'), note: Required(2000) }),
  Schema.Struct({
    event: Schema.Literal('refund'),
    amount: Amount,
    method: ReceiptMethod,
    reference: Required(120),
  }),
)
export type StaffEventRequest = typeof StaffEventRequest.Type

/** POST /account/orders/placed/{number}/cancel. */
export const CustomerCancelRequest = Schema.Struct({
  reason: Schema.optionalWith(Schema.NullOr(Text(500)), { default: () => null }),
})
export type CustomerCancelRequest = typeof CustomerCancelRequest.Type

/** POST /api/admin/customers/terms. */
export const CustomerTermsRequest = Schema.Struct({
  email: Schema.String.pipe(
    Schema.maxLength(254, { message: () => 'must be an email address' }),
    // A NUL or other control character is no email address, and cannot be stored.
    Schema.filter((s) => isStorableText(s) || 'must be an email address'),
  ),
  net_days: NetDays,
})
export type CustomerTermsRequest = typeof CustomerTermsRequest.Type

/** The answer of POST /api/admin/customers/terms. */
export const CustomerTermsAnswer = Schema.Struct({
  success: Schema.Literal(true),
  email: Schema.String,
  net_days: NetDays,
})
export type CustomerTermsAnswer = typeof CustomerTermsAnswer.Type

/** What staff may do to a placed order, named as the event it records. */
export const StaffAction = Schema.Literal(...STAFF_ACTIONS)
export type StaffAction = typeof StaffAction.Type
export { STAFF_ACTIONS }

/** What is due from the customer on a placed order now. */
export const CustomerAction = Schema.Literal(...CUSTOMER_ACTIONS)
export type CustomerAction = typeof CustomerAction.Type
export { CUSTOMER_ACTIONS }
