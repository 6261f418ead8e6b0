import { useContext } from 'react'
import type { QuoteStore } from '../store/create-quote-store'
import { QuoteStoreContext } from '../store/quote-store-context'

/** The quote store of the enclosing QuoteStoreProvider (for getState, subscribe, tests). */
export const useQuoteStoreApi = (): QuoteStore => {
  const store = useContext(QuoteStoreContext)
  if (store === null) throw new Error('useQuoteStoreApi must be used inside a QuoteStoreProvider.')
  return store
}
