import { APPLICATOR_PROFILES_FULL, SHIPPING_MESSAGES } from '@diecut/quote-core'
import type { Failure } from './failure'

type Tag = Failure['_tag']
/** A failure's error code and the message it gets when it carries none of its own. */
type Row = readonly [code: string, message: string]
type Rows = { readonly [K in Tag]?: Row }
type Entry = { readonly status: number; readonly code: string; readonly message: string }

/** The one table, by HTTP status: failure tag → error code and default message. */
export const statusTable = {
  400: {
    DecodeFailed: ['bad_request', 'The request could not be read.'],
    BlockingIssues: [
      'incomplete_order',
      'This quote is not complete yet. Please fix the items listed.',
    ],
    InvalidDestination: ['invalid_destination', SHIPPING_MESSAGES.invalidDestination],
    NotPriced: ['quote_incomplete', 'Complete the quote to see shipping rates.'],
    SetsNotReorganized: ['bad_request', 'The sets could not be changed.'],
    CheckoutRefused: ['bad_request', 'The order was not placed.'],
    ReorderRefused: ['bad_request', 'Nothing was reordered.'],
    BadSignature: ['bad_signature', 'The request is not signed by the payment provider.'],
  },
  401: {
    LoginRequired: ['login_required', 'Please log in or sign up first.'],
    InvalidCredentials: ['invalid_credentials', 'The email or password is not correct.'],
  },
  403: { ForbiddenOrigin: ['forbidden_origin', 'Requests from another site are not accepted.'] },
  404: { NotFound: ['not_found', 'Not found.'] },
  409: {
    EmailTaken: ['email_taken', 'An account with this email already exists. Please log in.'],
    OrderPlaced: ['order_placed', 'This order has been placed and can no longer be changed.'],
    CartFull: ['cart_full', 'The cart is full. Check out or remove an order first.'],
    ProfilesFull: [APPLICATOR_PROFILES_FULL.code, APPLICATOR_PROFILES_FULL.message],
    CheckoutInProgress: [
      'checkout_in_progress',
      'This order is being placed. Please wait a moment and refresh.',
    ],
    PlacedOrderRejected: ['conflict', 'This cannot be done now.'],
    ArtworkRefused: ['artwork_refused', 'This order takes no artwork.'],
    PaymentUnavailable: [
      'payment_unavailable',
      'Card payment is not available. Please contact us to pay this order.',
    ],
  },
  410: { LinkGone: ['link_gone', 'This link no longer works.'] },
  413: { TooLarge: ['too_large', 'The request is too large.'] },
  415: { UnsupportedMediaType: ['unsupported_media_type', 'This type of file is not accepted.'] },
  422: {
    IdempotencyKeyReused: [
      'idempotency_key_reused',
      'This Idempotency-Key was already used to place an order with different details.',
    ],
  },
  429: {
    TooManyAttempts: [
      'too_many_attempts',
      'Too many failed logins. Please wait a few minutes and try again.',
    ],
  },
  502: { UpstreamFailed: ['upstream_failed', 'The blog is unavailable.'] },
  503: { PdfUnavailable: ['pdf_unavailable', 'The PDF could not be made. Please try again.'] },
} satisfies { readonly [status: number]: Rows }

type Table = typeof statusTable
/** The tags the table lists: failureResponse compiles only while it lists every failure. */
type Listed = { [S in keyof Table]: keyof Table[S] }[keyof Table]

const entryOf = (tag: Listed): Entry => {
  const groups: { readonly [status: number]: Rows } = statusTable
  for (const [status, rows] of Object.entries(groups)) {
    const row = rows[tag]
    if (row !== undefined) return { status: Number(status), code: row[0], message: row[1] }
  }
  throw new Error(`error-status: no status for ${tag}`)
}

/** Status and JSON body of a failure, in the error format of packages/http-adapter/API.md#errors. */
export const failureResponse = (f: Failure): { status: number; body: Record<string, unknown> } => {
  const entry = entryOf(f._tag)
  const message = ('message' in f ? f.message : undefined) ?? entry.message
  switch (f._tag) {
    case 'DecodeFailed':
      return {
        status: entry.status,
        body: { error: { code: entry.code, message, issues: f.issues } },
      }
    case 'BlockingIssues':
      return {
        status: entry.status,
        body: {
          error: {
            code: entry.code,
            message,
            issues: f.errors.map((e) => ({ path: e.category, message: e.message })),
          },
          errors: f.errors,
        },
      }
    case 'InvalidDestination':
    case 'PdfUnavailable':
      // The reason tells one refusal from another without reading the message.
      return {
        status: entry.status,
        body: { error: { code: entry.code, reason: f.reason, message } },
      }
    case 'NotFound':
      return { status: entry.status, body: { ...f.body, error: { code: entry.code, message } } }
    case 'CheckoutRefused':
    case 'ReorderRefused':
    case 'PlacedOrderRejected':
    case 'ArtworkRefused':
    case 'LinkGone': {
      const extra = f._tag === 'CheckoutRefused' || f._tag === 'ReorderRefused' ? f : {}
      const error = {
        code: f.code,
        message,
        ...('issues' in extra && extra.issues !== undefined ? { issues: extra.issues } : {}),
      }
      return {
        status: entry.status,
        body: {
          error,
          ...('errors' in extra && extra.errors !== undefined ? { errors: extra.errors } : {}),
        },
      }
    }
    case 'SetsNotReorganized':
      return {
        status: entry.status,
        body: { success: false, error: { code: entry.code, message } },
      }
    default:
      return { status: entry.status, body: { error: { code: entry.code, message } } }
  }
}

/** Fastify's own errors (body limit, bad JSON, media type) by status code. */
export const frameworkErrorCode = (status: number): string | undefined =>
  ({
    400: 'bad_request',
    404: 'not_found',
    405: 'bad_request',
    413: 'too_large',
    415: 'unsupported_media_type',
  })[status]
