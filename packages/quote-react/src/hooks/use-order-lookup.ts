import { useCallback, useRef, useState } from 'react'
import { apiErrorFromThrown, type ApiError } from '../api/api-error'
import { decodeNamed } from '../api/decode-response'
import { useQuoteApi } from './use-quote-api'

/** The find-your-order form as typed. */
export type OrderLookupInput = { readonly email: string; readonly number: string }

type LookupState =
  | { readonly status: 'idle' | 'sending'; readonly message: null; readonly error: null }
  | { readonly status: 'sent'; readonly message: string; readonly error: null }
  | { readonly status: 'error'; readonly message: null; readonly error: ApiError }

const idle: LookupState = { status: 'idle', message: null, error: null }
const fieldErrorsOf = (issues: readonly { path: string; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [i.path, i.message]))

/**
 * Finding an order by email and number: the field errors (quote-core's messages, keyed by
 * field, checked before anything is sent) and the look-up, whose answer's `message` is the same
 * whether or not an order matched. `submit` answers true once the store has taken the look-up;
 * presses while one is being sent are ignored.
 */
export const useOrderLookup = () => {
  const api = useQuoteApi()
  const [state, setState] = useState<LookupState>(idle)
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({})
  const busy = useRef(false)

  const clearFieldError = useCallback((field: keyof OrderLookupInput) => {
    setFieldErrors(({ [field]: _cleared, ...rest }) => rest)
  }, [])

  const submit = useCallback(
    async (input: OrderLookupInput): Promise<boolean> => {
      if (busy.current) return false
      busy.current = true
      // The form's Schema runs with the server answers' decoders (not with the page).
      const request = await decodeNamed('orderLookupRequest', input)
      if (request._tag === 'DecodeFailed') {
        busy.current = false
        setFieldErrors(fieldErrorsOf(request.issues))
        return false
      }
      setFieldErrors({})
      setState({ status: 'sending', message: null, error: null })
      try {
        const answer = await api.lookupOrder(request.value)
        setState({ status: 'sent', message: answer.message, error: null })
        return true
      } catch (e) {
        const error = apiErrorFromThrown(e)
        setFieldErrors(fieldErrorsOf(error.issues))
        setState({ status: 'error', message: null, error })
        return false
      } finally {
        busy.current = false
      }
    },
    [api],
  )

  /** Back to the empty form, e.g. to look up another order. */
  const reset = useCallback(() => {
    setState(idle)
    setFieldErrors({})
  }, [])

  return { ...state, fieldErrors, clearFieldError, submit, reset }
}
