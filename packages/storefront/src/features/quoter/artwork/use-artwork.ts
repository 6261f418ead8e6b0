import {
  designQuantityChanged,
  quantitiesChanged,
  QUOTE_CONSTANTS,
  type DesignsOrder,
} from '@diecut/quote-core'
import { useDispatch, useQuoteStore } from '@diecut/quote-react'
import { useCallback, useRef, useState } from 'react'
import { api } from '../../../api/quote-api'
import { updateAllDesignsOrders } from './artwork-calls'
import { useArtworkInfo } from './use-artwork-info'

/** One file of an upload in progress (per-file progress, 0 to 1). */
export type PendingFile = { key: string; name: string; progress: number; error: string | null }

const ACCEPTED = /\.(pdf|ai|eps|ps|psd|indd|bmp|tiff?|jpe?g|png|svg)$/i

/**
 * Artwork of the open order: upload many files with per-file progress, remove a file, change a
 * design's quantity (instant locally, sent after the quantity debounce), and the pixel sizes the
 * server recorded. (Local stand-in for quote-react's upload hooks.)
 */
export const useArtwork = () => {
  const dispatch = useDispatch()
  const orderId = useQuoteStore((s) => s.order.id)
  const lines = useQuoteStore((s) => s.order.designs_orders)
  const designQty = useQuoteStore((s) => s.order.design_qty)
  const receiveOrder = useQuoteStore((s) => s.receiveOrder)
  const [pending, setPending] = useState<PendingFile[]>([])
  const [error, setError] = useState<string | null>(null)
  const timers = useRef(new Map<number, number>())

  const info = useArtworkInfo(orderId, lines)

  const upload = useCallback(
    async (files: readonly File[]) => {
      setError(null)
      const accepted = files
        .filter((f) => ACCEPTED.test(f.name))
        .slice(0, QUOTE_CONSTANTS.maxFilesPerUpload)
      if (accepted.length < files.length)
        setError(
          `Some files were skipped: we accept PDF, AI, EPS, PSD, InDesign, SVG, TIFF, JPEG, PNG and BMP, up to ${QUOTE_CONSTANTS.maxFilesPerUpload} at a time.`,
        )
      if (accepted.length === 0 || orderId === 0) return
      const stamp = Date.now()
      const keys = accepted.map((f, i) => `${stamp}-${i}-${f.name}`)
      setPending((p) => [
        ...p,
        ...accepted.map((f, i) => ({
          key: keys[i] ?? f.name,
          name: f.name,
          progress: 0,
          error: null,
        })),
      ])
      const mine = (k: string) => keys.includes(k)
      try {
        const answer = await api.addDesigns(orderId, accepted, {
          ...(designQty !== null && designQty > 0 ? { qtyPerDesign: designQty } : {}),
          onProgress: (fractions) =>
            setPending((p) =>
              p.map((f) =>
                mine(f.key) ? { ...f, progress: fractions[keys.indexOf(f.key)] ?? f.progress } : f,
              ),
            ),
        })
        receiveOrder(answer.order)
        setPending((p) => p.filter((f) => !mine(f.key)))
      } catch (e) {
        const message = e instanceof Error ? e.message : 'The upload failed.'
        setPending((p) => p.map((f) => (mine(f.key) ? { ...f, error: message } : f)))
      }
    },
    [orderId, designQty, receiveOrder],
  )

  const remove = useCallback(
    async (line: DesignsOrder) => {
      try {
        receiveOrder((await api.deleteDesign(line.id)).order)
      } catch (e) {
        setError(e instanceof Error ? e.message : 'The file could not be removed.')
      }
    },
    [receiveOrder],
  )

  const setQuantity = useCallback(
    (line: DesignsOrder, qty: number) => {
      dispatch(designQuantityChanged({ designsOrderId: line.id, qty }))
      window.clearTimeout(timers.current.get(line.id))
      timers.current.set(
        line.id,
        window.setTimeout(() => {
          api
            .updateDesignsOrder(line.id, qty)
            .then((r) => receiveOrder(r.order))
            .catch((e: unknown) => console.warn('design quantity failed', e))
        }, QUOTE_CONSTANTS.quantityDebounceMs),
      )
    },
    [dispatch, receiveOrder],
  )

  const setAllQuantities = useCallback(
    (qty: number) => {
      dispatch(quantitiesChanged({ design_qty: qty }))
      window.clearTimeout(timers.current.get(0))
      const ids = lines.map((l) => l.id)
      if (ids.length === 0) return
      timers.current.set(
        0,
        window.setTimeout(() => {
          updateAllDesignsOrders(orderId, ids, qty)
            .then((r) => receiveOrder(r.order))
            .catch((e: unknown) => console.warn('design quantities failed', e))
        }, QUOTE_CONSTANTS.quantityDebounceMs),
      )
    },
    [dispatch, receiveOrder, lines, orderId],
  )

  const dismiss = (key: string) => setPending((p) => p.filter((f) => f.key !== key))
  return { lines, pending, info, error, upload, remove, setQuantity, setAllQuantities, dismiss }
}
