import type { ArtworkInfo, DesignsOrder, Order, QuoteUpload } from '@diecut/quote-core'
import { decodeField, decodeListField } from './decode-response'
import type { Transport, UploadProgress } from './http-transport'

// quote-core's `UploadType` type is shadowed by its Schema of the same name.
type UploadType = QuoteUpload['type']

/** A file to upload: a browser File, or a Blob with a name. */
export type UploadFile = Blob & { readonly name?: string }

/** Progress of each file of one upload, 0 to 1, in the order the files were given. */
export type FilesProgress = (fractions: readonly number[]) => void

export type UploadOptions = {
  readonly onProgress?: FilesProgress
  readonly signal?: AbortSignal
}

/** The artwork lines of an order and the order re-priced with them. */
export type DesignsAnswer = { readonly designsOrders: DesignsOrder[]; readonly order: Order }

const nameOf = (f: UploadFile, i: number): string => f.name ?? `artwork-${i + 1}`

/**
 * Splits the bytes sent of one multipart body over its files (in order), so each file gets its
 * own progress; the multipart framing is spread in proportion.
 */
export const perFileProgress = (
  sizes: readonly number[],
  { loaded, total }: UploadProgress,
): number[] => {
  const sum = sizes.reduce((a, b) => a + b, 0)
  const scaled = total > 0 && sum > 0 ? (loaded / total) * sum : 0
  let offset = 0
  return sizes.map((size) => {
    const start = offset
    offset += size
    if (size === 0) return scaled >= start ? 1 : 0
    return Math.min(1, Math.max(0, (scaled - start) / size))
  })
}

const progressOf = (files: readonly UploadFile[], onProgress?: FilesProgress) => {
  if (onProgress === undefined) return {}
  const sizes = files.map((f) => f.size)
  return { onProgress: (p: UploadProgress) => onProgress(perFileProgress(sizes, p)) }
}

const finish = (files: readonly UploadFile[], onProgress?: FilesProgress) =>
  onProgress?.(files.map(() => 1))

/** Artwork files (designs) and quote uploads of an order. */
export const artworkCalls = (t: Transport) => ({
  quoteDesigns: async (orderId: number, signal?: AbortSignal): Promise<DesignsOrder[]> =>
    await decodeListField(
      'designsOrder',
      (await t.json('GET', `/orders/quote-designs/${orderId}`, undefined, signal)).body,
      'designsOrders',
    ),
  /** POST /account/designs/add/{orderId}(/{qtyPerDesign}): one multipart request, up to 200. */
  addDesigns: async (
    orderId: number,
    files: readonly UploadFile[],
    options: UploadOptions & { readonly qtyPerDesign?: number } = {},
  ): Promise<DesignsAnswer> => {
    const form = new FormData()
    files.forEach((f, i) => form.append('files', f, nameOf(f, i)))
    const qty = options.qtyPerDesign === undefined ? '' : `/${options.qtyPerDesign}`
    const { body } = await t.multipart(`/account/designs/add/${orderId}${qty}`, form, {
      ...progressOf(files, options.onProgress),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    })
    finish(files, options.onProgress)
    return {
      designsOrders: await decodeListField('designsOrder', body, 'designsOrders'),
      order: await decodeField('order', body, 'order'),
    }
  },
  deleteDesign: async (designsOrderId: number, signal?: AbortSignal): Promise<DesignsAnswer> => {
    const path = `/account/designs/delete/${designsOrderId}`
    const { body } = await t.json('DELETE', path, undefined, signal)
    return {
      designsOrders: await decodeListField('designsOrder', body, 'designsOrders'),
      order: await decodeField('order', body, 'order'),
    }
  },
  /** GET /account/designs/order-index/{orderId}: what the server recorded about each file. */
  artworkIndex: async (orderId: number, signal?: AbortSignal): Promise<ArtworkInfo[]> =>
    await decodeListField(
      'artworkInfo',
      (await t.json('GET', `/account/designs/order-index/${orderId}`, undefined, signal)).body,
      'designs',
    ),
  /** POST /orders/quote-update-all-designs-orders: every listed artwork line gets `qty`. */
  updateAllDesignsOrders: async (
    orderId: number,
    designsOrderIds: readonly number[],
    qty: number,
    signal?: AbortSignal,
  ): Promise<{ order: Order }> => {
    const input = { order_id: orderId, designs_orders_ids: designsOrderIds, new_qty: qty }
    const { body } = await t.json('POST', '/orders/quote-update-all-designs-orders', input, signal)
    return { order: await decodeField('order', body, 'order') }
  },
  /** POST /account/designs/swap/{designId}: the two sides of a pair change places. */
  swapDesigns: async (designId: number, signal?: AbortSignal): Promise<void> => {
    await t.json('POST', `/account/designs/swap/${designId}`, {}, signal)
  },
  /** POST /orders/quote-update-designs-order/{id}: one artwork line's quantity. */
  updateDesignsOrder: async (
    designsOrderId: number,
    qty: number,
    signal?: AbortSignal,
  ): Promise<{ order: Order }> => {
    const path = `/orders/quote-update-designs-order/${designsOrderId}`
    const { body } = await t.json('POST', path, { qty }, signal)
    return { order: await decodeField('order', body, 'order') }
  },
  /** Pairs two designs of a duplex or front/back order (outside/front is sequence 1). */
  linkDesigns: async (
    input: {
      design1_id: number
      design2_id: number
      print_sequence_1: 1 | 2
      print_sequence_2: 1 | 2
    },
    signal?: AbortSignal,
  ): Promise<void> => {
    await t.json('POST', '/account/designs/link-designs', input, signal)
  },
  clearOrderLinks: async (orderId: number, signal?: AbortSignal): Promise<DesignsOrder[]> =>
    await decodeListField(
      'designsOrder',
      (await t.json('POST', '/account/designs/clear-order-links', { order_id: orderId }, signal))
        .body,
      'designsOrders',
    ),
  quoteUploads: async (
    orderId: number,
    type: UploadType,
    signal?: AbortSignal,
  ): Promise<QuoteUpload[]> =>
    await decodeListField(
      'quoteUpload',
      (await t.json('GET', `/orders/quote-uploads/${orderId}/${type}`, undefined, signal)).body,
      'orderUploads',
    ),
  /** POST /orders/quote-add-order-upload/{orderId}: one file of a type. */
  addQuoteUpload: async (
    orderId: number,
    file: UploadFile,
    type: UploadType,
    options: UploadOptions = {},
  ): Promise<{ orderUploads: QuoteUpload[]; order: Order }> => {
    const form = new FormData()
    form.append('type', type)
    form.append('file', file, nameOf(file, 0))
    const { body } = await t.multipart(`/orders/quote-add-order-upload/${orderId}`, form, {
      ...progressOf([file], options.onProgress),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    })
    finish([file], options.onProgress)
    return {
      orderUploads: await decodeListField('quoteUpload', body, 'orderUploads'),
      order: await decodeField('order', body, 'order'),
    }
  },
  deleteQuoteUpload: async (uploadId: number, signal?: AbortSignal): Promise<{ order: Order }> => {
    const path = `/orders/delete-quote-order-uploads/${uploadId}`
    const { body } = await t.json('DELETE', path, undefined, signal)
    return { order: await decodeField('order', body, 'order') }
  },
})
