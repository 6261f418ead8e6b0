import type { Order, SharedQuote } from '@diecut/quote-core'
import { useCallback } from 'react'
import { sharedQuotePdfPath } from '../api/share-calls'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

/**
 * A shared quote by its link's token (GET /api/shared-quotes/{token}), its PDF address, and
 * `startFromIt()`: a new order of this session with its choices (the order answered).
 */
export const useSharedQuote = (token: string) => {
  const api = useQuoteApi()
  const r = useResource<SharedQuote>(`shared-quote:${token}`, (a, signal) =>
    a.sharedQuote(token, signal),
  )
  const startFromIt = useCallback((): Promise<Order> => api.copySharedQuote(token), [api, token])
  return {
    quote: r.data ?? null,
    status: r.status,
    error: r.error,
    pdfHref: sharedQuotePdfPath(token),
    startFromIt,
  }
}
