import { useEffect, useState } from 'react'
import { apiErrorFromThrown, type ApiError } from '../api/api-error'
import { invalidateResource, primeResource } from '../store/resource-cache'
import { useQuoteApi } from './use-quote-api'

type LinkState =
  | { readonly status: 'none' | 'opening' | 'opened'; readonly error: null }
  | { readonly status: 'refused'; readonly error: ApiError }

const none: LinkState = { status: 'none', error: null }
const opening: LinkState = { status: 'opening', error: null }

/**
 * An order page opened from an emailed link (`?key=`): opens the order with the key once, for
 * this browser's session (usePlacedOrder then reads it as the session's own). `status` is 'none'
 * without a key, 'opened' once the order is the session's, 'refused' with the server's answer
 * (404 `not_found`, 410 `link_expired` or `link_used`) otherwise.
 */
export const useOrderLink = (number: string, key: string | null): LinkState => {
  const api = useQuoteApi()
  const [state, setState] = useState<LinkState>(key === null ? none : opening)
  useEffect(() => {
    if (key === null) {
      setState(none)
      return
    }
    const controller = new AbortController()
    setState(opening)
    api.openOrderLink(number, key, controller.signal).then(
      (page) => {
        primeResource(api, `placed-order:${number}`, page)
        void invalidateResource(api, 'placed-orders')
        setState({ status: 'opened', error: null })
      },
      (e: unknown) => {
        const error = apiErrorFromThrown(e)
        if (!controller.signal.aborted) setState({ status: 'refused', error })
      },
    )
    return () => controller.abort()
  }, [api, number, key])
  return state
}
