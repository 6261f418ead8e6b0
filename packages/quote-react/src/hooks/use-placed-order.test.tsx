// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import { columbus, placeLabelOrder } from '../../test/support/placed-order'
import { browserQuote } from '../../test/support/render-quote'
import { ApiError } from '../api/api-error'
import { artworkFileLinks } from '../api/checkout-calls'
import type { QuoteApi } from '../api/quote-api'
import { useAdminOrder } from './use-admin-order'
import { usePlacedOrder } from './use-placed-order'

// The smallest valid PNG: a 1 x 1 transparent pixel.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
)
/** A label quote checked out without artwork (the customer sends it later). */
const placeWithoutArtwork = async (api: QuoteApi) => {
  const placed = await placeLabelOrder(api, { email: 'ada@example.com' })
  expect(placed.lines.map((l) => l.proof_status)).toEqual(['awaiting_artwork'])
  return placed
}

const refusal = (p: Promise<unknown>): Promise<ApiError> =>
  p.then(
    () => {
      throw new Error('the call was not refused')
    },
    (e: unknown) => {
      if (!(e instanceof ApiError)) throw e
      return e
    },
  )

describe('usePlacedOrder and useAdminOrder', () => {
  it('send the artwork of an item placed without it, and show staff the files', async () => {
    const { api, fetch, wrapper } = await browserQuote()
    const placed = await placeWithoutArtwork(api)
    const item = placed.lines[0]!.order_id
    const view = renderHook(() => usePlacedOrder(placed.number), { wrapper })
    await waitFor(() => expect(view.result.current.order?.number).toBe(placed.number))
    expect(view.result.current.allowedActions).toContain('artwork')

    // A file that is not artwork is refused with the server's message; nothing moves.
    const wrong = await act(() =>
      refusal(view.result.current.uploadArtwork(item, [new File(['hello'], 'notes.txt')])),
    )
    expect([wrong.status, wrong.code]).toEqual([415, 'unsupported_media_type'])
    expect(wrong.message).toContain('"notes.txt" is not an accepted file.')
    expect(view.result.current.order?.lines[0]?.proof_status).toBe('awaiting_artwork')

    const art = new File([PNG], 'front.png', { type: 'image/png' })
    await act(() => view.result.current.uploadArtwork(item, [art]))
    expect(view.result.current.order?.status).toBe('awaiting_proof')
    expect(view.result.current.order?.lines[0]?.proof_status).toBe('awaiting_proof')
    expect(view.result.current.order?.events.at(-1)).toMatchObject({
      by: 'customer',
      note: `Artwork received for item ${item} (1 file)`,
    })
    expect(view.result.current.allowedActions).not.toContain('artwork')

    const again = await act(() => refusal(view.result.current.uploadArtwork(item, [art])))
    expect([again.status, again.code]).toEqual([409, 'transition_not_allowed'])
    expect(again.message).toBe(
      'Every item of this order already has its artwork; to change it, ask for changes on its proof.',
    )

    // The customer is not staff: the staff page of the order is not found.
    const outsider = renderHook(() => useAdminOrder(placed.number), { wrapper })
    await waitFor(() => expect(outsider.result.current.error?.code).toBe('not_found'))
    expect(outsider.result.current.artwork).toEqual([])
    outsider.unmount()

    await api.logout()
    await api.login(inject('staffLogin'))
    const staff = renderHook(() => useAdminOrder(placed.number), { wrapper })
    // Fresh as a page asks for it: the refusal the customer got is not what staff see.
    await act(() => staff.result.current.reload())
    await waitFor(() => expect(staff.result.current.artwork).toHaveLength(1))
    const [line] = staff.result.current.artwork
    expect(line?.order_id).toBe(item)
    expect(line?.files.map((f) => [f.filename, f.content_type, f.size_bytes])).toEqual([
      ['front.png', 'image/png', PNG.length],
    ])
    const file = line!.files[0]!
    const links = artworkFileLinks(file)
    expect(links).toEqual({ view: `${file.url}?inline=1`, download: file.url })
    const download = await fetch(file.url)
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG)
    expect(artworkFileLinks({ url: '/f/1', content_type: 'application/postscript' })).toEqual({
      view: null,
      download: '/f/1',
    })
  })
})

/** A business address (the invoice's bill-to). */
const business = { ...columbus, company: 'Acme Foods' }

describe('invoiceUrl', () => {
  it('is offered to the customer and to staff once the order is paid, never before', async () => {
    const { api, wrapper } = await browserQuote()
    const staff = inject('staffLogin')
    const customer = { email: `buyer-${crypto.randomUUID()}@example.com`, password: 'buyer-pass' }
    // One browser: the customer and staff take turns in it, each logged in for their part.
    const as = async (who: { email: string; password: string }) => {
      await api.logout()
      await api.login(who)
    }
    await api.signup({ ...customer, name: 'Bea Buyer' })
    const placed = await placeLabelOrder(api, { address: business, po_number: 'PO-9' })
    const { number } = placed

    const mine = renderHook(() => usePlacedOrder(number), { wrapper })
    await waitFor(() => expect(mine.result.current.order?.number).toBe(number))
    expect(mine.result.current.invoiceUrl).toBeNull()

    await as(staff)
    for (const line of placed.lines)
      await api.uploadProof(number, line.order_id, new Blob([PNG], { type: 'image/png' }), 'p.png')
    await as(customer)
    for (const line of placed.lines)
      await api.answerProof(number, { order_id: line.order_id, decision: 'approve', comment: null })
    await act(() => mine.result.current.reload())
    expect(mine.result.current.order?.payment.status).toBe('due')
    // Owing a card payment, the order has no invoice yet.
    expect(mine.result.current.invoiceUrl).toBeNull()

    await as(staff)
    const theirs = renderHook(() => useAdminOrder(number), { wrapper })
    await waitFor(() => expect(theirs.result.current.order?.number).toBe(number))
    expect(theirs.result.current.invoiceUrl).toBeNull()
    await act(() =>
      theirs.result.current.apply({
        event: 'payment_received',
        amount: placed.total,
        method: 'card',
        reference: 'ch_1',
      }),
    )
    expect(theirs.result.current.order?.payment.status).toBe('paid')
    expect(theirs.result.current.invoiceUrl).toBe(`/api/admin/orders/${number}/invoice`)
    const staffPdf = await fetch(theirs.result.current.invoiceUrl ?? '')
    expect(staffPdf.status).toBe(200)
    expect(staffPdf.headers.get('content-type')).toBe('application/pdf')

    await as(customer)
    await act(() => mine.result.current.reload())
    expect(mine.result.current.invoiceUrl).toBe(`/account/orders/placed/${number}/invoice`)
    const customerPdf = await fetch(mine.result.current.invoiceUrl ?? '')
    expect(customerPdf.status).toBe(200)
    expect(customerPdf.headers.get('content-disposition')).toBe(
      `attachment; filename="diecut-invoice-${number}.pdf"`,
    )
  })
})
