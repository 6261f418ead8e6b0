import Stripe from 'stripe'
import type { PaymentProvider, ProviderEvent } from './payment-provider'

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

const hostOf = (apiBase: string | undefined) => {
  if (apiBase === undefined) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const)
  const port = url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port)
  return { host: url.hostname, port, protocol }
}

// A paid Checkout Session names the order in its metadata and the payment intent it created.
const eventOf = (event: Stripe.Event): ProviderEvent => {
  if (event.type !== 'checkout.session.completed')
    return { _tag: 'Other', eventId: event.id, type: event.type }
  const session = event.data.object
  const number = session.metadata?.[NUMBER_KEY]
  const intent = session.payment_intent
  const reference = typeof intent === 'string' ? intent : intent?.id
  if (
    session.payment_status !== 'paid' ||
    number === undefined ||
    reference === undefined ||
    session.amount_total === null
  )
    return { _tag: 'Other', eventId: event.id, type: event.type }
  return {
    _tag: 'PaymentTaken',
    eventId: event.id,
    number,
    amountCents: session.amount_total,
    reference,
  }
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
      const metadata = { [NUMBER_KEY]: checkout.number }
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
      if (signatureHeader === undefined) return null
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          settings.webhookSecret,
          undefined,
          undefined,
          Math.floor(now.getTime() / 1000),
        )
        return eventOf(event)
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) return null
        throw err
      }
    },

    async refund(reference, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: reference }, { idempotencyKey })
    },
  }
}
