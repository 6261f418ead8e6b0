// @vitest-environment happy-dom
import { labelQuotePatch } from '@diecut/quote-core/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { browserQuote } from '../../test/support/render-quote'
import { useCart, useCartCount } from './use-cart'

describe('useCart', () => {
  it('removes an order from the cart and every view of the cart follows', async () => {
    const { api, wrapper } = await browserQuote()
    const a = (await api.createOrder(labelQuotePatch)).order
    const b = (await api.createOrder({ ...labelQuotePatch, total_qty: 2000 })).order
    await api.addToCart(a.id)
    await api.addToCart(b.id)
    // The cart page and the header badge: two components, one cart.
    const view = renderHook(() => ({ page: useCart(), badge: useCartCount() }), { wrapper })
    await waitFor(() => expect(view.result.current.badge).toBe(2))

    const cart = await act(() => view.result.current.page.remove(a.id))
    expect(cart.orders.map((o) => o.id)).toEqual([b.id])
    expect(view.result.current.badge).toBe(1)
    expect(view.result.current.page.cart?.subtotal).toBeCloseTo(b.quoted_total ?? 0, 2)
    expect((await api.currentCart()).order_count).toBe(1)
  })

  it("throws the server's 404 for an order that is not in the cart, keeping the cart", async () => {
    const { api, wrapper } = await browserQuote()
    const open = (await api.createOrder(labelQuotePatch)).order
    const view = renderHook(() => useCart(), { wrapper })
    await waitFor(() => expect(view.result.current.status).toBe('ready'))
    await expect(view.result.current.remove(open.id)).rejects.toMatchObject({
      _tag: 'ApiError',
      status: 404,
      code: 'not_found',
    })
    expect(view.result.current.orderCount).toBe(0)
  })

  it('renders the badge again only when the number of orders changes', async () => {
    const { api, wrapper } = await browserQuote()
    const a = (await api.createOrder(labelQuotePatch)).order
    await api.addToCart(a.id)
    const renders = { page: 0, badge: 0 }
    const page = renderHook(() => (renders.page++, useCart()), { wrapper })
    const badge = renderHook(() => (renders.badge++, useCartCount()), { wrapper })
    await waitFor(() => expect(badge.result.current).toBe(1))
    await waitFor(() => expect(page.result.current.status).toBe('ready'))
    const seen = { ...renders }
    // Two reloads: each brings a fresh cart object holding the same one order.
    await act(() => page.result.current.reload())
    await act(() => page.result.current.reload())
    expect(page.result.current.cart?.order_count).toBe(1)
    expect(renders.page - seen.page).toBeGreaterThanOrEqual(2)
    expect(renders.badge - seen.badge).toBe(0)
    expect(badge.result.current).toBe(1)
  })
})
