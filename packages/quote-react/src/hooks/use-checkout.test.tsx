// @vitest-environment happy-dom
import { labelQuotePatch } from '@diecut/quote-core/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { columbus } from '../../test/support/placed-order'
import { browserQuote } from '../../test/support/render-quote'
import { emptyAddress, useCheckout } from './use-checkout'
import { usePlacedOrders } from './use-placed-orders'

const address = columbus
const fields = { email: 'ada@example.com', po_number: 'PO-9', notes: '' }

describe('useCheckout', () => {
  it('shows field errors from the core, rates the cart, and a double press places one order', async () => {
    const { api, wrapper } = await browserQuote()
    const order = (await api.createOrder(labelQuotePatch)).order
    await api.addToCart(order.id)
    const view = renderHook(() => ({ checkout: useCheckout(), orders: usePlacedOrders() }), {
      wrapper,
    })
    await waitFor(() => expect(view.result.current.checkout.cart?.order_count).toBe(1))
    await waitFor(() => expect(view.result.current.checkout.user).not.toBeNull())

    await act(() => view.result.current.checkout.checkAddress({ ...address, zip: '432' }))
    expect(view.result.current.checkout.fieldErrors).toEqual({
      'address.zip': 'Please enter a valid 5-digit ZIP code.',
    })
    const refused = await act(() =>
      view.result.current.checkout.place(address, { ...fields, email: '' }),
    )
    expect(refused).toBeNull()
    expect(view.result.current.checkout.fieldErrors.email).toBe(
      'Please enter your email address, so we can send your proofs.',
    )

    // Every empty field is named in words, State and ZIP too while other fields are empty.
    await act(() =>
      view.result.current.checkout.checkAddress({ ...emptyAddress, address1: '1 Main St' }),
    )
    expect(view.result.current.checkout.fieldErrors).toEqual({
      email: 'Please enter your email address, so we can send your proofs.',
      'address.name': 'Please enter the name of the person we ship to.',
      'address.city': 'Please enter your city.',
      'address.state': 'Please choose your state.',
      'address.zip': 'Please enter your ZIP code.',
      shipping_code: 'Please choose a shipping option.',
    })

    await act(() => view.result.current.checkout.quoteRates(address))
    expect(view.result.current.checkout.rates.status).toBe('ready')
    expect(view.result.current.checkout.shippingCode).toBe(
      view.result.current.checkout.rates.rates[0]?.code,
    )
    const { subtotal, shipping, tax, total } = view.result.current.checkout.totals
    // An Ohio address: the shop's 7.5% on goods and shipping, added before the order is placed.
    expect(tax).toMatchObject({ jurisdiction: 'OH', rate: 7.5, exempt: false })
    expect(Math.round(tax.amount * 100)).toBe(
      Math.round(((Math.round(subtotal * 100) + Math.round((shipping ?? 0) * 100)) * 7.5) / 100),
    )
    expect(Math.round(total * 100)).toBe(
      Math.round(subtotal * 100) + Math.round((shipping ?? 0) * 100) + Math.round(tax.amount * 100),
    )

    const [first, second] = await act(() =>
      Promise.all([
        view.result.current.checkout.place(address, fields),
        view.result.current.checkout.place(address, fields),
      ]),
    )
    expect(first?.number).toMatch(/^DC-\d{8}$/)
    expect(second).toBeNull()
    expect(first?.total).toBe(total)
    // Both answers say where the confirmation email stands (decoded with the core's Schema).
    expect(['queued', 'sent']).toContain(first?.confirmation_email?.status)
    const read = await api.placedOrder(first?.number ?? '')
    expect(['queued', 'sent']).toContain(read.placed_order.confirmation_email?.status)
    expect((await api.placedOrders()).map((p) => p.number)).toEqual([first?.number])
    await waitFor(() => expect(view.result.current.orders.orders).toHaveLength(1))
  })

  it("prefills a signed-in customer's name, email and the address of their last order", async () => {
    const { api, wrapper } = await browserQuote()
    const email = `prefill-${Date.now()}@example.com`
    await api.signup({ email, password: 'beeswax-2024', name: 'Rosa Baker' })
    const order = (await api.createOrder(labelQuotePatch)).order
    await api.addToCart(order.id)
    const first = renderHook(() => useCheckout(), { wrapper })
    await waitFor(() => expect(first.result.current.prefill).not.toBeNull())
    expect(first.result.current.prefill).toEqual({
      email,
      address: { ...emptyAddress, name: 'Rosa Baker' },
    })
    first.unmount()

    const placing = renderHook(() => useCheckout(), { wrapper })
    await waitFor(() => expect(placing.result.current.cart?.order_count).toBe(1))
    await act(() => placing.result.current.quoteRates(address))
    const placed = await act(() =>
      placing.result.current.place({ ...address, company: 'Baker Candle Co.' }, fields),
    )
    expect(placed?.number).toMatch(/^DC-/)
    placing.unmount()

    const next = renderHook(() => useCheckout(), { wrapper })
    await waitFor(() => expect(next.result.current.prefill?.address.city).toBe('Columbus'))
    expect(next.result.current.prefill).toEqual({
      email,
      address: { ...address, company: 'Baker Candle Co.' },
    })
  })
})
