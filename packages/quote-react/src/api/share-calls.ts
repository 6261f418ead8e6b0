import type { Order, SharedQuote, ShareLink } from '@diecut/quote-core'
import { decodeField } from './decode-response'
import type { Transport } from './http-transport'

/** Where the PDF of a quote downloads from (an attachment; the browser keeps the page). */
export const quotePdfPath = (orderId: number): string => `/orders/quote-pdf/${orderId}`
export const sharedQuotePdfPath = (token: string): string =>
  `/api/shared-quotes/${encodeURIComponent(token)}/pdf`

/** Shared quote links and starting an order from one (packages/http-adapter/API.md#shared-quotes-and-pdf-quotes). */
export const shareCalls = (t: Transport) => ({
  /** POST /orders/quoter/{id}/share: a read-only snapshot of the quote and its link. */
  shareQuote: async (orderId: number, signal?: AbortSignal): Promise<ShareLink> => {
    const { body } = await t.json('POST', `/orders/quoter/${orderId}/share`, {}, signal)
    return decodeField('shareLink', { link: body }, 'link')
  },
  /** GET /api/shared-quotes/{token}: the snapshot, for anyone with the link. */
  sharedQuote: async (token: string, signal?: AbortSignal): Promise<SharedQuote> => {
    const path = `/api/shared-quotes/${encodeURIComponent(token)}`
    return decodeField('sharedQuote', (await t.json('GET', path, undefined, signal)).body, 'quote')
  },
  /** POST /api/shared-quotes/{token}/copy: a new order of this session from the snapshot. */
  copySharedQuote: async (token: string, signal?: AbortSignal): Promise<Order> => {
    const path = `/api/shared-quotes/${encodeURIComponent(token)}/copy`
    return decodeField('order', (await t.json('POST', path, {}, signal)).body, 'order')
  },
})
