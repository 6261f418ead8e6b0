import type { QuoteUpload } from '@diecut/quote-core'
import { useContext, useMemo, useState } from 'react'
import type { UploadFile } from '../api/artwork-calls'
import { QuoteStoreContext } from '../store/quote-store-context'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

// quote-core's `UploadType` type is shadowed by its Schema of the same name.
type UploadType = QuoteUpload['type']

const none: readonly QuoteUpload[] = []

/**
 * A quote's uploads of one type (logo, creative vision, style reference, variable data): the
 * list, adding one file with its progress (null when idle) and deleting (the stored file too).
 */
export const useQuoteUploads = (orderId: number, type: UploadType) => {
  const api = useQuoteApi()
  const store = useContext(QuoteStoreContext)
  const [progress, setProgress] = useState<number | null>(null)
  const key = orderId > 0 ? `uploads:${orderId}:${type}` : null
  const r = useResource<readonly QuoteUpload[]>(key, (a, signal) =>
    a.quoteUploads(orderId, type, signal),
  )
  return useMemo(
    () => ({
      uploads: r.data ?? none,
      status: r.status,
      error: r.error,
      progress,
      add: async (file: UploadFile) => {
        setProgress(0)
        try {
          const onProgress = ([p = 0]: readonly number[]) => setProgress(p)
          const answer = await api.addQuoteUpload(orderId, file, type, { onProgress })
          r.set(answer.orderUploads)
          store?.getState().receiveOrder(answer.order)
        } finally {
          setProgress(null)
        }
      },
      remove: async (uploadId: number) => {
        const { order } = await api.deleteQuoteUpload(uploadId)
        r.set(order.order_uploads.filter((u) => u.type === type))
        store?.getState().receiveOrder(order)
      },
    }),
    [api, store, r, orderId, type, progress],
  )
}
