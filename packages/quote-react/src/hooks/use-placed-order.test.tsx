// @vitest-environment happy-dom
import { labelQuotePatch } from '@diecut/quote-core/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import { browserQuote } from '../../test/support/render-quote'
import { useAdminOrder } from './use-admin-order'
import { emptyAddress } from './use-checkout'
import { usePlacedOrder } from './use-placed-order'

const address = {
  ...emptyAddress,
  name: 'Ada Buyer',
  company: 'Acme Foods',
  address1: '1 Main St',
  city: 'Columbus',
  state: 'OH',
  zip: '43215',
}

// The smallest valid PNG: a 1 x 1 transparent pixel.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)

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
    const quote = (await api.createOrder(labelQuotePatch)).order
    await api.addToCart(quote.id)
    const rates = await api.cartRates(address)
    const shipping_code = rates.rates[0]?.code ?? ''
    const placed = await api.checkout(
      { address, shipping_code, po_number: 'PO-9' },
      crypto.randomUUID(),
    )
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
