import type { InvalidDestination, ValidationError } from '@diecut/quote-core'

/** One problem with a request field, as the error body lists it. */
export type Issue = { readonly path: string; readonly message: string }

/** A refusal answered with its code and message, the fields at fault and the quote's errors. */
type CodedRefusal = {
  readonly code: string
  readonly message: string
  readonly issues?: readonly Issue[]
  readonly errors?: readonly ValidationError[]
}

/** Every way a request can fail on purpose. The HTTP status of each is in error-status.ts. */
export type Failure =
  | { readonly _tag: 'DecodeFailed'; readonly message: string; readonly issues: readonly Issue[] }
  | { readonly _tag: 'LoginRequired' }
  | { readonly _tag: 'InvalidCredentials' }
  | { readonly _tag: 'ForbiddenOrigin' }
  | {
      readonly _tag: 'NotFound'
      readonly body?: Record<string, unknown>
      /** What to tell the caller, when more than "Not found." helps (an order link's refusal). */
      readonly message?: string
    }
  | { readonly _tag: 'EmailTaken' }
  | { readonly _tag: 'BlockingIssues'; readonly errors: readonly ValidationError[] }
  | {
      readonly _tag: 'InvalidDestination'
      readonly reason: InvalidDestination['reason']
      readonly message: string
    }
  | { readonly _tag: 'NotPriced'; readonly message: string }
  | { readonly _tag: 'SetsNotReorganized'; readonly message: string }
  | { readonly _tag: 'TooLarge'; readonly message: string }
  | { readonly _tag: 'UnsupportedMediaType'; readonly message: string }
  | {
      readonly _tag: 'TooManyAttempts'
      readonly retryAfterSeconds: number
      readonly message?: string
    }
  | { readonly _tag: 'UpstreamFailed'; readonly message: string }
  | {
      readonly _tag: 'PdfUnavailable'
      readonly reason: 'timeout' | 'busy' | 'too_large'
      readonly message: string
    }
  | { readonly _tag: 'OrderPlaced' }
  | { readonly _tag: 'CartFull'; readonly message: string }
  | { readonly _tag: 'ProfilesFull' }
  | ({ readonly _tag: 'CheckoutRefused' } & CodedRefusal)
  | ({ readonly _tag: 'ReorderRefused' } & CodedRefusal)
  | { readonly _tag: 'CheckoutInProgress' }
  | { readonly _tag: 'IdempotencyKeyReused'; readonly message: string }
  | { readonly _tag: 'PlacedOrderRejected'; readonly code: string; readonly message: string }
  | { readonly _tag: 'ArtworkRefused'; readonly code: string; readonly message: string }
  | { readonly _tag: 'LinkGone'; readonly code: string; readonly message: string }
  | { readonly _tag: 'PaymentUnavailable'; readonly message?: string }
  | { readonly _tag: 'BadSignature' }

/** Carries a Failure through Fastify's error handler. */
export class FailureError extends Error {
  constructor(readonly failure: Failure) {
    super(failure._tag)
  }
}

/** Stops the request with a Failure; the error handler answers it. */
export const fail = (failure: Failure): never => {
  throw new FailureError(failure)
}

/** The value; a missing one (someone else's or an unknown id) stops the request with a 404. */
export const orNotFound = <A>(value: A | null | undefined): A =>
  value === null || value === undefined ? fail({ _tag: 'NotFound' }) : value
