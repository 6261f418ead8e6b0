import { useContext } from 'react'
import type { QuoteApi } from '../api/quote-api'
import { QuoteApiContext } from '../store/quote-api-context'

/** The api client of the enclosing QuoteApiProvider or QuoteStoreProvider. */
export const useQuoteApi = (): QuoteApi => {
  const api = useContext(QuoteApiContext)
  if (api === null) throw new Error('useQuoteApi needs a QuoteApiProvider or QuoteStoreProvider.')
  return api
}
