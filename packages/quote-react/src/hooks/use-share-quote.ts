import type { ShareLink } from '@diecut/quote-core'
import { useCallback, useState } from 'react'
import { apiErrorFromThrown, type ApiError } from '../api/api-error'
import { useQuoteApi } from './use-quote-api'
import { useQuoteStoreApi } from './use-quote-store-api'

type ShareState =
  | { readonly status: 'idle' | 'sharing'; readonly link: null; readonly error: null }
  | { readonly status: 'shared'; readonly link: ShareLink; readonly error: null }
  | { readonly status: 'error'; readonly link: null; readonly error: ApiError }

const idle: ShareState = { status: 'idle', link: null, error: null }

/**
 * "Share quote": sends the pending edits, then asks for a read-only snapshot link of the quote
 * as it is now. `share()` answers the link (or throws the ApiError).
 */
export const useShareQuote = () => {
  const api = useQuoteApi()
  const store = useQuoteStoreApi()
  const [state, setState] = useState<ShareState>(idle)
  const share = useCallback(async (): Promise<ShareLink> => {
    setState({ status: 'sharing', link: null, error: null })
    try {
      await store.getState().flush()
      const link = await api.shareQuote(store.getState().order.id)
      setState({ status: 'shared', link, error: null })
      return link
    } catch (e) {
      const error = apiErrorFromThrown(e)
      setState({ status: 'error', link: null, error })
      throw error
    }
  }, [api, store])
  return { ...state, share }
}
