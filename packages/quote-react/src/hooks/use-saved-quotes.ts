import type { SavedQuote } from '@diecut/quote-core'
import { useResource } from './use-resource'

const none: readonly SavedQuote[] = []

/**
 * The account's saved quotes (GET /account/orders/saved-quotes), newest first. While loading
 * the list is empty and `status` is 'loading'; a guest gets `error.code` 'login_required'.
 */
export const useSavedQuotes = () => {
  const r = useResource('saved-quotes', (api, signal) => api.savedQuotes(signal))
  return {
    quotes: r.data ?? none,
    status: r.status,
    error: r.error,
    reload: r.reload,
  }
}
