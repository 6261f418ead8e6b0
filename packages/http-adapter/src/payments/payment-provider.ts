import type { CardCheckout } from '@diecut/quote-core'

/**
 * A webhook the provider signed: a card payment taken for a placed order, a payment refunded or
 * disputed at the provider, or anything else.
 */
export type ProviderEvent =
  | {
      readonly _tag: 'PaymentTaken'
      /** The provider's id of the event: one event is applied once. */
      readonly eventId: string
      readonly number: string
      /** What the provider reports it charged, in cents. */
      readonly amountCents: number
      /** The currency it charged in, as the provider names it (e.g. `usd`). */
      readonly currency: string
      /** What the store asked for when it created the session, in cents; null when unsaid. */
      readonly askedCents: number | null
      /** The provider's reference of the payment, which a refund names. */
      readonly reference: string
    }
  | {
      readonly _tag: 'PaymentRefunded' | 'PaymentDisputed'
      readonly eventId: string
      /** The payment (the provider's reference) refunded or disputed. */
      readonly reference: string
      /** Refunded so far, or disputed, in cents. */
      readonly amountCents: number
      /** The cardholder's reason of a dispute; empty for a refund. */
      readonly reason: string
    }
  | { readonly _tag: 'Other'; readonly eventId: string; readonly type: string }

/** What a webhook request is: a signed event, not signed (or too old), or not an event. */
export type VerifiedWebhook =
  | ProviderEvent
  | { readonly _tag: 'BadSignature'; readonly message: string }
  | { readonly _tag: 'Malformed'; readonly message: string }

/** Where card payments are taken and given back (Stripe; a local stand-in in tests). */
export type PaymentProvider = {
  /**
   * A page where the customer pays the order's amount by card, coming back to `returnUrl`
   * after paying or giving up. The order's number keys the request, so a retry gets the same page.
   */
  createPayment(checkout: CardCheckout, returnUrl: string): Promise<string>
  /**
   * The event of a webhook whose signature header matches its raw body and whose timestamp is
   * recent (quote-core's webhookTimestampRefusal); otherwise why not. Never throws.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): VerifiedWebhook
  /**
   * Gives back `amountCents` of a payment. The same idempotency key asked again refunds once; never
   * called inside a database transaction (the refund worker calls it).
   */
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<void>
}
