import { viewsInBrowser } from '@diecut/quote-core'
import type {
  AdminOrderList,
  AdminOrderPage,
  PressPlan,
  CartRatesAnswer,
  CheckoutAddress,
  CheckoutRequest,
  CustomerOrderPage,
  CustomerTermsAnswer,
  NetDays,
  OrderEmailList,
  OrderLookupAccepted,
  PlacedOrder,
  PlacedArtworkFile,
  PlacedOrderAnswer,
  PlacedOrderStatus,
  ProofDecision,
  StaffEventRequest,
} from '@diecut/quote-core'
import type { UploadFile } from './artwork-calls'
import { decodeAnswer, decodeField, decodeListField } from './decode-response'
import type { Transport } from './http-transport'

/** The checkout request as the form fills it (the server fills the address defaults). */
export type CheckoutInput = Omit<CheckoutRequest, 'address' | 'po_number' | 'notes'> & {
  readonly address: CheckoutAddress
  readonly po_number?: string | null
  readonly notes?: string | null
}

/** Where a line's proof file is served: to its owner, or to staff. */
export const proofUrl = (number: string, orderId: number, staff = false): string =>
  staff
    ? `/api/admin/orders/${encodeURIComponent(number)}/proofs/${orderId}`
    : `/account/orders/placed/${encodeURIComponent(number)}/proofs/${orderId}`

/** Where staff download an order's job tickets (a PDF, a page an item). */
export const jobTicketUrl = (number: string): string =>
  `/api/admin/orders/${encodeURIComponent(number)}/job-ticket`

/** Where staff download the job tickets of one group of the press plan, in one PDF. */
export const groupTicketsUrl = (groupKey: string): string =>
  `/api/admin/production/job-tickets?group=${encodeURIComponent(groupKey)}`

/** Where an order's invoice PDF is downloaded: by its customer, or by staff. */
export const invoiceUrl = (number: string, staff = false): string =>
  staff
    ? `/api/admin/orders/${encodeURIComponent(number)}/invoice`
    : `/account/orders/placed/${encodeURIComponent(number)}/invoice`
/**
 * Where staff get an artwork file: `download` always; `view` (in a browser tab) only for a PDF
 * or web image, which the browser shows by itself; null for the others.
 */
export const artworkFileLinks = (
  file: Pick<PlacedArtworkFile, 'url' | 'content_type'>,
): { readonly view: string | null; readonly download: string } => ({
  view: viewsInBrowser(file.content_type) ? `${file.url}?inline=1` : null,
  download: file.url,
})

/** Checkout, placed orders, proofs and the staff list (packages/http-adapter/API.md). */
export const checkoutCalls = (t: Transport) => ({
  /** POST /carts/rates: shipping for the whole cart to the address. */
  cartRates: async (address: CheckoutAddress, signal?: AbortSignal): Promise<CartRatesAnswer> => {
    const { body } = await t.json('POST', '/carts/rates', { address }, signal)
    return decodeField('cartRates', { answer: body }, 'answer')
  },
  /** POST /carts/checkout: the same key answers the same placed order, never a second one. */
  checkout: async (
    input: CheckoutInput,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<PlacedOrderAnswer> => {
    const { body } = await t.json('POST', '/carts/checkout', input, signal, {
      'idempotency-key': idempotencyKey,
    })
    return decodeField('placedOrderAnswer', body, 'placed_order')
  },
  /** GET /account/orders/placed: the session user's placed orders, newest first. */
  placedOrders: async (signal?: AbortSignal): Promise<PlacedOrder[]> => {
    const { body } = await t.json('GET', '/account/orders/placed', undefined, signal)
    return decodeListField('placedOrder', body, 'placed_orders')
  },
  /** GET /account/orders/placed/{number}: the order (with where its confirmation email stands) and what is due from the customer now. */
  placedOrder: async (number: string, signal?: AbortSignal): Promise<CustomerOrderPage> => {
    const path = `/account/orders/placed/${encodeURIComponent(number)}`
    const { body } = await t.json('GET', path, undefined, signal)
    return decodeField('customerOrderPage', { answer: body }, 'answer')
  },
  /**
   * POST /account/orders/lookup: asks for a link to the order with this number, emailed to the
   * address it was placed with. The answer is the same whether or not an order matched.
   */
  lookupOrder: async (
    input: { readonly email: string; readonly number: string },
    signal?: AbortSignal,
  ): Promise<OrderLookupAccepted> => {
    const { body } = await t.json('POST', '/account/orders/lookup', input, signal)
    return decodeField('orderLookupAccepted', { answer: body }, 'answer')
  },
  /**
   * POST /account/orders/placed/{number}/access: opens the order with the key of its emailed
   * link; the session sees it from then on. 404 for a key not made for it, 410 once expired or
   * opened in another browser.
   */
  openOrderLink: async (
    number: string,
    key: string,
    signal?: AbortSignal,
  ): Promise<CustomerOrderPage> => {
    const path = `/account/orders/placed/${encodeURIComponent(number)}/access`
    const { body } = await t.json('POST', path, { key }, signal)
    return decodeField('customerOrderPage', { answer: body }, 'answer')
  },
  /** POST /account/orders/placed/{number}/cancel: free until the first proof is ready. */
  cancelPlacedOrder: async (
    number: string,
    reason: string | null,
    signal?: AbortSignal,
  ): Promise<CustomerOrderPage> => {
    const path = `/account/orders/placed/${encodeURIComponent(number)}/cancel`
    const { body } = await t.json('POST', path, { reason }, signal)
    return decodeField('customerOrderPage', { answer: body }, 'answer')
  },
  /**
   * POST /account/orders/placed/{number}/artwork: the artwork of an item placed without it, in
   * one multipart request; answers the order page with the item awaiting its proof.
   */
  uploadPlacedArtwork: async (
    number: string,
    orderId: number,
    files: readonly UploadFile[],
    signal?: AbortSignal,
  ): Promise<CustomerOrderPage> => {
    const form = new FormData()
    form.append('order_id', String(orderId))
    files.forEach((f, i) => form.append('files', f, f.name ?? `artwork-${i + 1}`))
    const path = `/account/orders/placed/${encodeURIComponent(number)}/artwork`
    const { body } = await t.multipart(path, form, signal === undefined ? {} : { signal })
    return decodeField('customerOrderPage', { answer: body }, 'answer')
  },
  /**
   * POST /account/orders/placed/{number}/payment: the card provider's page where the customer
   * pays what the stored order owes (409 when nothing is due or cards are not taken).
   */
  startCardPayment: async (number: string, signal?: AbortSignal): Promise<string> => {
    const path = `/account/orders/placed/${encodeURIComponent(number)}/payment`
    const { body } = await t.json('POST', path, undefined, signal)
    return (await decodeAnswer('cardPaymentLink', body, 'payment')).url
  },
  /** POST /account/orders/placed/{number}/proof: approve a line's proof or ask for changes. */
  answerProof: async (
    number: string,
    answer: ProofDecision,
    signal?: AbortSignal,
  ): Promise<CustomerOrderPage> => {
    const path = `/account/orders/placed/${encodeURIComponent(number)}/proof`
    const { body } = await t.json('POST', path, answer, signal)
    return decodeField('customerOrderPage', { answer: body }, 'answer')
  },
  /**
   * GET /api/admin/orders (staff): the orders of one status (or all) whose number, email or
   * company holds `q`, soonest ship-by first, each marked late or not, with counts per status.
   */
  adminOrders: async (
    status: PlacedOrderStatus | null,
    q: string,
    signal?: AbortSignal,
  ): Promise<AdminOrderList> => {
    const params = new URLSearchParams()
    if (status !== null) params.set('status', status)
    if (q.trim() !== '') params.set('q', q.trim())
    const query = params.size === 0 ? '' : `?${params.toString()}`
    const { body } = await t.json('GET', `/api/admin/orders${query}`, undefined, signal)
    return decodeField('adminOrderList', { answer: body }, 'answer')
  },
  /** GET /api/admin/orders/{number} (staff): the order and what staff may do to it now. */
  /** GET /api/admin/production (staff): what the plant may make now, grouped by press load. */
  pressPlan: async (signal?: AbortSignal): Promise<PressPlan> => {
    const { body } = await t.json('GET', '/api/admin/production', undefined, signal)
    return decodeField('pressPlan', { answer: body }, 'answer')
  },
  adminOrder: async (number: string, signal?: AbortSignal): Promise<AdminOrderPage> => {
    const path = `/api/admin/orders/${encodeURIComponent(number)}`
    const { body } = await t.json('GET', path, undefined, signal)
    return decodeField('adminOrderPage', { answer: body }, 'answer')
  },
  /** POST /api/admin/orders/{number}/events (staff): payment, production, shipping, a note… */
  applyStaffEvent: async (
    number: string,
    event: StaffEventRequest,
    signal?: AbortSignal,
  ): Promise<AdminOrderPage> => {
    const path = `/api/admin/orders/${encodeURIComponent(number)}/events`
    const { body } = await t.json('POST', path, event, signal)
    return decodeField('adminOrderPage', { answer: body }, 'answer')
  },
  /** POST /api/admin/orders/{number}/proof (staff): one PDF or image for one line. */
  uploadProof: async (number: string, orderId: number, file: File | Blob, name?: string) => {
    const form = new FormData()
    form.append('order_id', String(orderId))
    form.append('file', file, name ?? (file instanceof File ? file.name : 'proof'))
    const path = `/api/admin/orders/${encodeURIComponent(number)}/proof`
    return decodeField('placedOrder', (await t.multipart(path, form)).body, 'placed_order')
  },
  /** GET /api/admin/orders/{number}/emails (staff): every email of the order and where it stands. */
  adminOrderEmails: async (number: string, signal?: AbortSignal): Promise<OrderEmailList> => {
    const path = `/api/admin/orders/${encodeURIComponent(number)}/emails`
    const { body } = await t.json('GET', path, undefined, signal)
    return decodeAnswer('orderEmailList', body, 'the emails of an order')
  },
  /** POST /api/admin/orders/{number}/emails/{id}/resend (staff): queues a copy; answers the list. */
  resendOrderEmail: async (number: string, id: number): Promise<OrderEmailList> => {
    const path = `/api/admin/orders/${encodeURIComponent(number)}/emails/${id}/resend`
    const { body } = await t.json('POST', path, {})
    return decodeAnswer('orderEmailList', body, 'the emails of an order')
  },
  /** POST /api/admin/customers/terms (staff): net days for the account of that email (0 ends terms). */
  setCustomerTerms: async (email: string, netDays: NetDays): Promise<CustomerTermsAnswer> => {
    const { body } = await t.json('POST', '/api/admin/customers/terms', {
      email,
      net_days: netDays,
    })
    return decodeAnswer('customerTerms', body, 'the customer terms')
  },
})
