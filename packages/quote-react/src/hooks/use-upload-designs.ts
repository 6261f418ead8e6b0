import { QUOTE_CONSTANTS } from '@diecut/quote-core'
import { useCallback, useContext, useState } from 'react'
import { apiErrorFromThrown } from '../api/api-error'
import type { UploadFile } from '../api/artwork-calls'
import { primeResource } from '../store/resource-cache'
import { QuoteStoreContext } from '../store/quote-store-context'
import { designsKey } from './use-designs'
import { useQuoteApi } from './use-quote-api'

/** One picked file in the uploader. */
export type FileUpload = {
  readonly key: string
  readonly name: string
  readonly size: number
  /** 0 to 1. */
  readonly progress: number
  readonly status: 'queued' | 'uploading' | 'done' | 'error'
  readonly error: string | null
}

let picks = 0

/**
 * The artwork uploader: each picked file is sent on its own (one bad file does not sink the
 * others) with its own progress; each answer refreshes the artwork lines and re-prices the quote.
 * Files picked while others are on their way join the list; `dismiss` drops one from it.
 */
export const useUploadDesigns = (orderId: number) => {
  const api = useQuoteApi()
  const store = useContext(QuoteStoreContext)
  const [uploads, setUploads] = useState<readonly FileUpload[]>([])
  const [active, setActive] = useState(0)
  const patch = (key: string, change: Partial<FileUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)))

  const upload = useCallback(
    async (files: readonly UploadFile[], options: { qtyPerDesign?: number } = {}) => {
      setActive((n) => n + 1)
      const max = QUOTE_CONSTANTS.maxFilesPerUpload
      const batch = files.map((f, i) => ({ file: f, key: `${++picks}`, over: i >= max }))
      setUploads((list) => [
        ...list,
        ...batch.map(({ file, key, over }): FileUpload => ({
          key,
          name: file.name ?? 'artwork',
          size: file.size,
          progress: 0,
          status: over ? 'error' : 'queued',
          error: over ? `At most ${max} files per upload.` : null,
        })),
      ])
      for (const { file, key } of batch.filter((b) => !b.over)) {
        patch(key, { status: 'uploading' })
        try {
          const answer = await api.addDesigns(orderId, [file], {
            ...options,
            onProgress: ([p = 0]) => patch(key, { progress: p }),
          })
          primeResource(api, designsKey(orderId), answer.designsOrders)
          store?.getState().receiveOrder(answer.order)
          patch(key, { status: 'done', progress: 1 })
        } catch (e) {
          patch(key, { status: 'error', error: apiErrorFromThrown(e).message })
        }
      }
      setActive((n) => n - 1)
    },
    [api, store, orderId],
  )
  const dismiss = useCallback(
    (key: string) => setUploads((list) => list.filter((u) => u.key !== key)),
    [],
  )
  return { uploads, busy: active > 0, upload, dismiss, clear: () => setUploads([]) }
}
