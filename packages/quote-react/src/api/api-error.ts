import { ISSUE_CODES, type IssueCode, type ValidationError } from '@diecut/quote-core'

/** One problem with a request field, as the error body of packages/http-adapter/API.md#errors lists it. */
export type ApiIssue = { readonly path: string; readonly message: string }

/**
 * A failed call, following the error format of packages/http-adapter/API.md#errors `{ error: { code, message, issues } }`.
 * `status` 0 means no answer: `code` is then 'network' or 'aborted'. An answer that does not
 * match the core Schemas is 'bad_response'. Adapters switch on `_tag` and `code`.
 */
export class ApiError extends Error {
  readonly _tag = 'ApiError'
  readonly status: number
  readonly code: string
  /** The finer reason of a refusal, when the server names one (e.g. 'missing_city'). */
  readonly reason: string | null
  readonly issues: readonly ApiIssue[]
  /** quote-core's validation errors, when the server refused an incomplete order. */
  readonly errors: readonly ValidationError[]

  constructor(fields: {
    status: number
    code: string
    reason?: string | null
    message: string
    issues?: readonly ApiIssue[]
    errors?: readonly ValidationError[]
  }) {
    super(fields.message)
    this.name = 'ApiError'
    this.status = fields.status
    this.code = fields.code
    this.reason = fields.reason ?? null
    this.issues = fields.issues ?? []
    this.errors = fields.errors ?? []
  }
}

/** Whether a value is an ApiError (by tag, so it works across module copies). */
export const isApiError = (e: unknown): e is ApiError =>
  typeof e === 'object' && e !== null && '_tag' in e && e._tag === 'ApiError'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const issuesOf = (v: unknown): ApiIssue[] =>
  Array.isArray(v)
    ? v.filter(isRecord).map((i) => ({ path: String(i.path ?? ''), message: String(i.message) }))
    : []

const isIssueCode = (v: unknown): v is IssueCode => (ISSUE_CODES as readonly unknown[]).includes(v)

// Checked by hand rather than with the Schema, so an error answer does not load Effect; an
// item without a known code is left out.
const errorsOf = (v: unknown): ValidationError[] =>
  Array.isArray(v)
    ? v.filter(isRecord).flatMap((e) =>
        typeof e.category === 'string' && typeof e.message === 'string' && isIssueCode(e.code)
          ? [
              {
                category: e.category,
                message: e.message,
                blocking: e.blocking !== false,
                code: e.code,
                ...(typeof e.subcategory === 'string' ? { subcategory: e.subcategory } : {}),
              },
            ]
          : [],
      )
    : []

/** The ApiError of a non-2xx answer, read from its JSON body (or its status when none). */
export const apiErrorFromBody = (status: number, body: unknown): ApiError => {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {}
  return new ApiError({
    status,
    code: typeof error.code === 'string' ? error.code : status >= 500 ? 'internal' : 'http_error',
    reason: typeof error.reason === 'string' ? error.reason : null,
    message: typeof error.message === 'string' ? error.message : `The server answered ${status}.`,
    issues: issuesOf(error.issues),
    errors: isRecord(body) ? errorsOf(body.errors) : [],
  })
}

/** The ApiError of a request that got no answer (aborted, offline, server down). */
export const apiErrorFromThrown = (e: unknown): ApiError => {
  if (isApiError(e)) return e
  const aborted = isRecord(e) && e.name === 'AbortError'
  return new ApiError({
    status: 0,
    code: aborted ? 'aborted' : 'network',
    message: aborted
      ? 'The request was cancelled.'
      : `The server could not be reached${e instanceof Error ? `: ${e.message}` : '.'}`,
  })
}
