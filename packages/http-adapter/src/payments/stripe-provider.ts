import { WEBHOOK_TOLERANCE_SECONDS, webhookTimestampRefusal } from '@diecut/quote-core'
import { Either, Schema } from 'effect'
import Stripe from 'stripe'
import type { PaymentProvider, VerifiedWebhook } from './payment-provider'

export type StripeSettings = {
  readonly secretKey: string
  readonly webhookSecret: string
  /** Where the Stripe API is, e.g. a local stand-in; Stripe's own API when absent. */
  readonly apiBase?: string
  /** How long one request to Stripe may take (default 20 s). */
  readonly timeoutMs?: number
  /** Retries of a request that failed on the network (default 2). */
  readonly maxNetworkRetries?: number
}

const NUMBER_KEY = 'placed_order_number'
// The amount the store asked for, in cents: the webhook books only that amount.
const AMOUNT_KEY = 'amount_cents'

const hostOf = (apiBase: string | undefined) => {
  if (apiBase === undefined) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const)
  const port = url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port)
  return { host: url.hostname, port, protocol }
}

// The few fields of Stripe's objects the store reads; anything else in them is ignored.
const Expandable = Schema.Union(Schema.String, Schema.Struct({ id: Schema.String }))
const idOf = (x: typeof Expandable.Type | null | undefined) =>
  x === null || x === undefined ? undefined : typeof x === 'string' ? x : x.id
const Cents = Schema.Int.pipe(Schema.nonNegative())
const Metadata = Schema.optionalWith(
  Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.String })),
  {
    default: () => null,
  },
)
const StripeEvent = Schema.Struct({
  id: Schema.String.pipe(Schema.minLength(1)),
  type: Schema.String,
  data: Schema.Struct({ object: Schema.Unknown }),
})
const CheckoutSession = Schema.Struct({
  payment_status: Schema.String,
  amount_total: Schema.NullOr(Cents),
  currency: Schema.NullOr(Schema.String),
  metadata: Metadata,
  payment_intent: Schema.optionalWith(Schema.NullOr(Expandable), { default: () => null }),
})
const Charge = Schema.Struct({
  amount_refunded: Cents,
  payment_intent: Schema.optionalWith(Schema.NullOr(Expandable), { default: () => null }),
})
const Dispute = Schema.Struct({
  amount: Cents,
  reason: Schema.optionalWith(Schema.String, { default: () => '' }),
  payment_intent: Schema.optionalWith(Schema.NullOr(Expandable), { default: () => null }),
})
const decodeEvent = Schema.decodeUnknownEither(StripeEvent)
const decodeSession = Schema.decodeUnknownEither(CheckoutSession)
const decodeCharge = Schema.decodeUnknownEither(Charge)
const decodeDispute = Schema.decodeUnknownEither(Dispute)

const malformed = (what: string): VerifiedWebhook => ({
  _tag: 'Malformed',
  message: `The body is not a ${what} Stripe sends.`,
})

const askedOf = (metadata: Readonly<Record<string, string>> | null): number | null => {
  const asked = metadata?.[AMOUNT_KEY]
  return asked !== undefined && /^\d{1,12}$/.test(asked) ? Number(asked) : null
}

/**
 * The store's reading of a signed event: a paid Checkout Session names the order in its
 * metadata, the payment intent it created and the amount the store asked; a refunded charge and
 * a dispute name the payment intent. A known event type whose object is not as Stripe sends it
 * is malformed; other types are passed over.
 */
const eventOf = (body: unknown): VerifiedWebhook => {
  const event = decodeEvent(body)
  if (Either.isLeft(event)) return malformed('event')
  const { id: eventId, type, data } = event.right
  const other: VerifiedWebhook = { _tag: 'Other', eventId, type }
  switch (type) {
    case 'checkout.session.completed': {
      const session = decodeSession(data.object)
      if (Either.isLeft(session)) return malformed('Checkout Session')
      const s = session.right
      const number = s.metadata?.[NUMBER_KEY]
      const reference = idOf(s.payment_intent)
      if (
        s.payment_status !== 'paid' ||
        number === undefined ||
        reference === undefined ||
        s.amount_total === null
      )
        return other
      return {
        _tag: 'PaymentTaken',
        eventId,
        number,
        amountCents: s.amount_total,
        currency: s.currency ?? '',
        askedCents: askedOf(s.metadata),
        reference,
      }
    }
    case 'charge.refunded': {
      const charge = decodeCharge(data.object)
      if (Either.isLeft(charge)) return malformed('charge')
      const reference = idOf(charge.right.payment_intent)
      if (reference === undefined) return other
      const amountCents = charge.right.amount_refunded
      return { _tag: 'PaymentRefunded', eventId, reference, amountCents, reason: '' }
    }
    case 'charge.dispute.created': {
      const dispute = decodeDispute(data.object)
      if (Either.isLeft(dispute)) return malformed('dispute')
      const reference = idOf(dispute.right.payment_intent)
      if (reference === undefined) return other
      const { amount: amountCents, reason } = dispute.right
      return { _tag: 'PaymentDisputed', eventId, reference, amountCents, reason }
    }
    default:
      return other
  }
}

/** The `t=` of a Stripe-Signature header: when Stripe signed it, in Unix seconds. */
const signedAtOf = (header: string): number => {
  const t = /(?:^|,)\s*t=(\d{1,12})\s*(?:,|$)/.exec(header)?.[1]
  return t === undefined ? Number.NaN : Number(t)
}

/** Card payments through Stripe Checkout, with the official client. */
export const createStripeProvider = (settings: StripeSettings): PaymentProvider => {
  const stripe = new Stripe(settings.secretKey, {
    ...hostOf(settings.apiBase),
    telemetry: false,
    timeout: settings.timeoutMs ?? 20_000,
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
  })
  return {
    async createPayment(checkout, returnUrl) {
      const metadata = {
        [NUMBER_KEY]: checkout.number,
        [AMOUNT_KEY]: String(checkout.amountCents),
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: checkout.amountCents,
                product_data: { name: checkout.description },
              },
            },
          ],
          client_reference_id: checkout.number,
          metadata,
          payment_intent_data: { metadata },
          success_url: returnUrl,
          cancel_url: returnUrl,
        },
        // The same order and amount ask for the same session: a second click pays once.
        { idempotencyKey: `checkout-${checkout.number}-${checkout.amountCents}` },
      )
      if (session.url === null) throw new Error(`Stripe session ${session.id} has no URL`)
      return session.url
    },

    verifyWebhook(rawBody, signatureHeader, now) {
      if (signatureHeader === undefined || signatureHeader === '')
        return { _tag: 'BadSignature', message: 'The Stripe-Signature header is missing.' }
      const late = webhookTimestampRefusal(signedAtOf(signatureHeader), now)
      if (late !== null) return { _tag: 'BadSignature', message: late }
      let body: unknown
      try {
        // receivedAt in milliseconds, as stripe-node 23 reads it.
        body = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        )
      } catch (err) {
        // The signature is checked first; only a signed body that is not JSON fails to parse.
        if (err instanceof SyntaxError) return malformed('JSON event')
        return { _tag: 'BadSignature', message: 'The signature does not match the body.' }
      }
      return eventOf(body)
    },

    async refund(reference, amountCents, idempotencyKey) {
      await stripe.refunds.create(
        { payment_intent: reference, amount: amountCents },
        { idempotencyKey },
      )
    },
  }
}
