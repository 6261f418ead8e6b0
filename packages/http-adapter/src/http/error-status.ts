import type { Failure } from './failure'

type Entry = { readonly status: number; readonly code: string; readonly message: string }

/** The one table: failure tag → HTTP status, error code and default message. */
export const errorStatus: { readonly [K in Failure['_tag']]: Entry } = {
  DecodeFailed: { status: 400, code: 'bad_request', message: 'The request could not be read.' },
  BlockingIssues: {
    status: 400,
    code: 'incomplete_order',
    message: 'This quote is not complete yet. Please fix the items listed.',
  },
  InvalidDestination: { status: 400, code: 'invalid_destination', message: 'Invalid Destination.' },
  NotPriced: {
    status: 400,
    code: 'quote_incomplete',
    message: 'Complete the quote to see shipping rates.',
  },
  SetsNotReorganized: {
    status: 400,
    code: 'bad_request',
    message: 'The sets could not be changed.',
  },
  LoginRequired: {
    status: 401,
    code: 'login_required',
    message: 'Please log in or sign up first.',
  },
  InvalidCredentials: {
    status: 401,
    code: 'invalid_credentials',
    message: 'The email or password is not correct.',
  },
  ForbiddenOrigin: {
    status: 403,
    code: 'forbidden_origin',
    message: 'Requests from another site are not accepted.',
  },
  NotFound: { status: 404, code: 'not_found', message: 'Not found.' },
  EmailTaken: {
    status: 409,
    code: 'email_taken',
    message: 'An account with this email already exists. Please log in.',
  },
  TooLarge: { status: 413, code: 'too_large', message: 'The request is too large.' },
  UnsupportedMediaType: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'This type of file is not accepted.',
  },
  TooManyAttempts: {
    status: 429,
    code: 'too_many_attempts',
    message: 'Too many failed logins. Please wait a few minutes and try again.',
  },
  UpstreamFailed: { status: 502, code: 'upstream_failed', message: 'The blog is unavailable.' },
  OrderPlaced: {
    status: 409,
    code: 'order_placed',
    message: 'This order has been placed and can no longer be changed.',
  },
  CheckoutRefused: { status: 400, code: 'bad_request', message: 'The order was not placed.' },
  CheckoutInProgress: {
    status: 409,
    code: 'checkout_in_progress',
    message: 'This order is being placed. Please wait a moment and refresh.',
  },
  PlacedOrderRejected: { status: 409, code: 'conflict', message: 'This cannot be done now.' },
}

/** Status and JSON body of a failure, in CONTRACT.md's error format. */
export const failureResponse = (f: Failure): { status: number; body: Record<string, unknown> } => {
  const entry = errorStatus[f._tag]
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
      // The reason tells the missing city from other refusals without reading the message.
      return {
        status: entry.status,
        body: { error: { code: entry.code, reason: f.reason, message } },
      }
    case 'NotFound':
      return { status: entry.status, body: { ...f.body, error: { code: entry.code, message } } }
    case 'CheckoutRefused':
    case 'PlacedOrderRejected': {
      const extra = f._tag === 'CheckoutRefused' ? f : {}
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
