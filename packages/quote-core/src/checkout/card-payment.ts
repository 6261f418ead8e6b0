import { roundHalfUpToCents } from '../pricing/money'
import type { PlacedOrder } from '../schema/placed-order'
import { hasCharge } from './payment-ledger'
import { STATUS_PHRASES } from './placed-order-guards'
import type { PlacedOrderEventInput, PlacedOrderRejection } from './placed-order-status'
import { applyPlacedOrderEvent } from './placed-order-status'

/** What the card provider is asked to charge for a placed order: what is left of its total. */
export type CardCheckout = {
  readonly _tag: 'CardCheckout'
  readonly number: string
  /** Cents still owed: the order's total less what was already received. */
  readonly amountCents: number
  /** The line on the customer's card statement and the provider's payment page. */
  readonly description: string
}

const WHY_NOT_DUE = {
  not_due: 'payment falls due once every proof is approved.',
  paid: 'it is paid in full and takes no further payment.',
  refunded: 'it is paid in full and takes no further payment.',
  on_terms: "it is invoiced on the customer's terms.",
  refund_pending: 'its payment is being refunded.',
  overpaid: 'it is paid in full and takes no further payment.',
} as const

/** Why the customer may not pay the order by card now, or null: only a payment due is taken. */
export const cardPaymentRefusal = (order: PlacedOrder): string | null => {
  const phrase = STATUS_PHRASES[order.status]
  if (order.status === 'cancelled') return `This order is ${phrase}; it takes no payment.`
  if (order.payment.status === 'due') return null
  return `This order is ${phrase}; ${WHY_NOT_DUE[order.payment.status]}`
}

/**
 * The card payment to ask the provider for, from the stored order alone (never from the
 * client), or the refusal when no payment is due.
 */
export const cardCheckoutOf = (order: PlacedOrder): CardCheckout | PlacedOrderRejection => {
  const refused = cardPaymentRefusal(order)
  const amountCents =
    roundHalfUpToCents(order.total) - roundHalfUpToCents(order.payment.amount_paid)
  if (refused !== null || amountCents <= 0)
    return {
      _tag: 'PlacedOrderRejected',
      reason: 'transition_not_allowed',
      message: refused ?? `This order is ${STATUS_PHRASES[order.status]}; nothing is owed on it.`,
    }
  return {
    _tag: 'CardCheckout',
    number: order.number,
    amountCents,
    description: `Order ${order.number}`,
  }
}

/** A card payment the provider reports as taken. */
export type OnlinePayment = {
  readonly at: string
  readonly amountCents: number
  /** The provider's reference (a Stripe payment intent), which a refund names. */
  readonly reference: string
  /** The currency the provider charged in (ISO 4217, any case). */
  readonly currency: string
  /**
   * The amount, in cents, of the card session the store created (kept in the session's
   * metadata); null for a session that does not say, taken to be what the order owes now.
   */
  readonly askedCents: number | null
}

/** How old (or how far ahead) a signed webhook's timestamp may be, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/**
 * Why a signed webhook is refused for its timestamp (the `t` of its signature header, in Unix
 * seconds), or null: more than WEBHOOK_TOLERANCE_SECONDS from `now`, either way, is a replay
 * or a clock gone wrong.
 */
export const webhookTimestampRefusal = (signedAtSeconds: number, now: Date): string | null => {
  if (!Number.isFinite(signedAtSeconds)) return 'The signature has no timestamp.'
  const age = now.getTime() / 1000 - signedAtSeconds
  return Math.abs(age) > WEBHOOK_TOLERANCE_SECONDS
    ? `The signature's timestamp is more than ${WEBHOOK_TOLERANCE_SECONDS} seconds from now.`
    : null
}

const dollarsOf = (amountCents: number) => `$${(amountCents / 100).toFixed(2)}`

/**
 * Why a card payment reported by the provider cannot be booked on the order, or null: only US
 * dollars, only on an order whose payment is due, and only the amount of the card session the
 * store created for it. A payment refused is given back.
 */
export const onlinePaymentRefusal = (order: PlacedOrder, payment: OnlinePayment): string | null => {
  if (payment.currency.toLowerCase() !== 'usd')
    return `The payment was made in ${payment.currency.toUpperCase()}; the store takes US dollars only.`
  const refused = cardPaymentRefusal(order)
  if (refused !== null) return refused
  const owed = cardCheckoutOf(order)
  const asked = payment.askedCents ?? (owed._tag === 'CardCheckout' ? owed.amountCents : null)
  if (!Number.isInteger(payment.amountCents) || payment.amountCents !== asked)
    return `The payment of ${dollarsOf(payment.amountCents)} is not the amount of the card payment the store asked for.`
  return null
}

/**
 * What a card payment taken online does to the order: it is recorded (paid once it covers the
 * total); the same payment reported again changes nothing; a payment the order cannot take
 * (onlinePaymentRefusal: another currency, no payment due, not the amount asked) is given back
 * to the customer.
 */
export const receiveOnlinePayment = (
  order: PlacedOrder,
  payment: OnlinePayment,
):
  | {
      readonly _tag: 'Moved'
      readonly order: PlacedOrder
      /** The event recorded (its emails follow from it). */
      readonly event: PlacedOrderEventInput
    }
  | { readonly _tag: 'AlreadyRecorded' }
  | { readonly _tag: 'GiveBack'; readonly reference: string; readonly message: string } => {
  if (
    hasCharge(order.payment, payment.reference) ||
    order.payment.provider_reference === payment.reference
  )
    return { _tag: 'AlreadyRecorded' }
  const refused = onlinePaymentRefusal(order, payment)
  if (refused !== null) return { _tag: 'GiveBack', reference: payment.reference, message: refused }
  const event: PlacedOrderEventInput = {
    type: 'placedOrder/paymentReceived',
    payload: {
      at: payment.at,
      amount: payment.amountCents / 100,
      method: 'card',
      reference: payment.reference,
      online: true,
    },
  }
  const result = applyPlacedOrderEvent(order, event)
  return result._tag === 'Moved'
    ? { ...result, event }
    : { _tag: 'GiveBack', reference: payment.reference, message: result.message }
}

/** A card refund to make through the provider: a charge (its reference), how much, its key. */
export type ProviderRefund = {
  /** The provider's idempotency key: the same refund asked again is made once. */
  readonly key: string
  readonly reference: string
  readonly amountCents: number
}

/**
 * The card refunds a change of the order asks of the provider: the refunds it made pending (a
 * cancellation refunds each charge's rest; staff refund part of one). They are made later,
 * outside the change's transaction.
 */
export const providerRefundsOf = (
  before: PlacedOrder,
  after: PlacedOrder,
): readonly ProviderRefund[] => {
  const known = new Set(before.payment.pending_refunds.map((p) => p.key))
  return after.payment.pending_refunds
    .filter((p) => !known.has(p.key))
    .map((p) => ({
      key: p.key,
      reference: p.reference,
      amountCents: roundHalfUpToCents(p.amount),
    }))
}
