import {
  ACCEPTED_ARTWORK_NAMES,
  isAcceptedArtworkName,
  MAX_FILES_PER_UPLOAD,
  type DesignsOrder,
} from '@diecut/quote-core'
import { useArtworkInfo, useDesigns, useQuoteStore, useUploadDesigns } from '@diecut/quote-react'
import { useCallback, useState } from 'react'

/** One file of an upload in progress (per-file progress, 0 to 1). */
export type PendingFile = { key: string; name: string; progress: number; error: string | null }

/**
 * Artwork of the open order: upload many files with per-file progress, remove a file, change a
 * design's quantity (instant locally, sent after the quantity debounce), and the pixel sizes the
 * server recorded.
 */
export const useArtwork = () => {
  const orderId = useQuoteStore((s) => s.order.id)
  const designQty = useQuoteStore((s) => s.order.design_qty)
  const designs = useDesigns(orderId)
  const uploader = useUploadDesigns(orderId)
  const [error, setError] = useState<string | null>(null)
  const lines = designs.designs
  const info = useArtworkInfo(orderId, lines)

  const { upload: send } = uploader
  const upload = useCallback(
    async (files: readonly File[]) => {
      setError(null)
      const accepted = files
        .filter((f) => isAcceptedArtworkName(f.name))
        .slice(0, MAX_FILES_PER_UPLOAD)
      if (accepted.length < files.length)
        setError(
          `Some files were skipped: we accept ${ACCEPTED_ARTWORK_NAMES}, up to ${MAX_FILES_PER_UPLOAD} at a time.`,
        )
      if (accepted.length === 0 || orderId === 0) return
      await send(accepted, designQty !== null && designQty > 0 ? { qtyPerDesign: designQty } : {})
    },
    [send, orderId, designQty],
  )

  const remove = useCallback(
    async (line: DesignsOrder) => {
      try {
        await designs.remove(line.id)
      } catch (e) {
        setError(e instanceof Error ? e.message : 'The file could not be removed.')
      }
    },
    [designs],
  )

  const setQuantity = (line: DesignsOrder, qty: number) =>
    void designs
      .setQuantity(line.id, qty)
      .catch((e: unknown) => console.warn('design quantity failed', e))
  const setAllQuantities = (qty: number) =>
    void designs
      .setAllQuantities(qty)
      .catch((e: unknown) => console.warn('design quantities failed', e))

  const pending: PendingFile[] = uploader.uploads
    .filter((u) => u.status !== 'done')
    .map((u) => ({ key: u.key, name: u.name, progress: u.progress, error: u.error }))
  return {
    lines,
    pending,
    info,
    error,
    upload,
    remove,
    setQuantity,
    setAllQuantities,
    dismiss: uploader.dismiss,
  }
}
