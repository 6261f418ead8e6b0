import type { UploadFile } from '../api/artwork-calls'
import { invoiceUrl, proofUrl } from '../api/checkout-calls'
import type { QuoteApi } from '../api/quote-api'
import { invalidateResource, loadResource, resourceEntry } from '../store/resource-cache'
import {
  invoiceAvailable,
  type CustomerAction,
  type CustomerOrderPage,
  type PlacedOrder,
  type ProofDecision,
} from '@diecut/quote-core'
import { useCallback } from 'react'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const nothingDue: readonly CustomerAction[] = []
const keyOf = (number: string) => `placed-order:${number}`

/**
 * One placed order of the session (404 for anyone else's), what is due from the customer now
 * (`allowedActions`), the artwork of an item placed without it, their answer to a line's proof
 * and a free cancellation, and where its invoice PDF is downloaded (`invoiceUrl`, null while the
 * order has none). `uploadArtwork`, `answer` and `cancel` throw the ApiError when refused (the
 * server's message says why).
 */
export const usePlacedOrder = (number: string) => {
  const api = useQuoteApi()
  const r = useResource<CustomerOrderPage>(keyOf(number), (a, signal) =>
    a.placedOrder(number, signal),
  )
  const { set } = r
  const shown = useCallback(
    (page: CustomerOrderPage): PlacedOrder => {
      set(page)
      void invalidateResource(api, 'placed-orders')
      return page.placed_order
    },
    [api, set],
  )
  const uploadArtwork = useCallback(
    async (orderId: number, files: readonly UploadFile[]): Promise<PlacedOrder> =>
      shown(await api.uploadPlacedArtwork(number, orderId, files)),
    [api, number, shown],
  )
  const answer = useCallback(
    async (decision: ProofDecision): Promise<PlacedOrder> =>
      shown(await api.answerProof(number, decision)),
    [api, number, shown],
  )
  const cancel = useCallback(
    async (reason: string | null = null): Promise<PlacedOrder> =>
      shown(await api.cancelPlacedOrder(number, reason)),
    [api, number, shown],
  )
  const proofOf = useCallback((orderId: number) => proofUrl(number, orderId), [number])
  const order = r.data?.placed_order ?? null
  return {
    order,
    allowedActions: r.data?.allowed_actions ?? nothingDue,
    status: r.status,
    error: r.error,
    reload: r.reload,
    refresh: r.refresh,
    uploadArtwork,
    answer,
    cancel,
    proofOf,
    invoiceUrl: order !== null && invoiceAvailable(order) ? invoiceUrl(order.number) : null,
  }
}

/**
 * Starts loading what `usePlacedOrder(number)` shows, before the page renders (as it opens);
 * not for an address that first opens the order for this browser (an emailed link's key).
 */
export const preloadPlacedOrder = (api: QuoteApi, number: string): Promise<void> =>
  loadResource(resourceEntry(api, keyOf(number)), (signal) => api.placedOrder(number, signal))
