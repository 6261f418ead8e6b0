import type { Order } from '@diecut/quote-core'
import { getJson, postJson } from '../../../api/http'

/** What the server recorded about an artwork file (GET /account/designs/order-index/{orderId}). */
export type ArtworkInfo = {
  id: number
  designs_order_id: number
  customer_filename: string
  mimetype: string
  width_px: number | null
  height_px: number | null
  page_width_in: number | null
  page_height_in: number | null
  url: string
}

export const artworkIndex = (orderId: number, signal?: AbortSignal) =>
  getJson<{ designs: ArtworkInfo[] }>(`/account/designs/order-index/${orderId}`, signal).then(
    (r) => r.designs,
  )

/** Pairs two designs: the first is the front/outside (print sequence 1). */
export const linkDesigns = (front: number, back: number) =>
  postJson<{ success: boolean }>('/account/designs/link-designs', {
    design1_id: front,
    design2_id: back,
    print_sequence_1: 1,
    print_sequence_2: 2,
  })

/** Swaps front and back (outside and inside) of a pair. */
export const swapDesigns = (designId: number) =>
  postJson<{ success: boolean }>(`/account/designs/swap/${designId}`)

export const clearLinks = (orderId: number) =>
  postJson<{ success: boolean }>('/account/designs/clear-order-links', { order_id: orderId })

/** Gives every artwork line of the order the same quantity. */
export const updateAllDesignsOrders = (orderId: number, ids: readonly number[], qty: number) =>
  postJson<{ order: Order }>('/orders/quote-update-all-designs-orders', {
    order_id: orderId,
    designs_orders_ids: ids,
    new_qty: qty,
  })
