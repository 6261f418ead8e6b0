import type { CardCheckout } from '@diecut/quote-core'

/** A webhook the provider signed: a card payment taken for a placed order, or anything else. */
export type ProviderEvent =
  | {
      readonly _tag: 'PaymentTaken'
      /** The provider's id of the event: one event is applied once. */
      readonly eventId: string
      readonly number: string
      /** What the provider reports it charged, in cents. */
      readonly amountCents: number
      /** The provider's reference of the payment, which a refund names. */
      readonly reference: string
    }
  | { readonly _tag: 'Other'; readonly eventId: string; readonly type: string }

/** Where card payments are taken and given back (Stripe; a local stand-in in tests). */
export type PaymentProvider = {
  /**
   * A page where the customer pays the order's amount by card, coming back to `returnUrl`
   * after paying or giving up. The order's number keys the request, so a retry gets the same page.
   */
  createPayment(checkout: CardCheckout, returnUrl: string): Promise<string>
  /** The event of a webhook whose signature header matches its raw body, or null. */
  verifyWebhook(
    rawBody: Buffer,
    signatureHeader: string | undefined,
    now: Date,
  ): ProviderEvent | null
  /**
   * Gives a payment back in full. The same idempotency key asked again refunds once; never
   * called inside a database transaction (the refund worker calls it).
   */
  refund(reference: string, idempotencyKey: string): Promise<void>
}
