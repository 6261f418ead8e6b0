import { useCallback } from 'react'
import { quotePdfPath } from '../api/share-calls'
import { useQuoteStore } from './use-quote-store'
import { useQuoteStoreApi } from './use-quote-store-api'

/**
 * "Download PDF" of the quote being edited: `href` is the download address; `prepare()` sends
 * the pending edits first, so the PDF shows the quote as it is on screen.
 */
export const useQuotePdf = () => {
  const store = useQuoteStoreApi()
  const orderId = useQuoteStore((s) => s.order.id)
  const prepare = useCallback(async (): Promise<string> => {
    await store.getState().flush()
    return quotePdfPath(store.getState().order.id)
  }, [store])
  return { href: orderId === 0 ? null : quotePdfPath(orderId), prepare }
}
