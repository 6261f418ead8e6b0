// @vitest-environment happy-dom
import { cartonQuotePatch, labelQuotePatch } from '@diecut/quote-core/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { browserQuote } from '../../test/support/render-quote'
import { useCart } from './use-cart'
import { useCurrentUser } from './use-current-user'
import { useSavedQuotes } from './use-saved-quotes'

describe('useSavedQuotes', () => {
  it("asks a guest to log in, then lists the account's saved quotes, newest first", async () => {
    const { api, wrapper, fetch } = await browserQuote()
    const view = renderHook(() => ({ user: useCurrentUser(), saved: useSavedQuotes() }), {
      wrapper,
    })
    await waitFor(() => expect(view.result.current.saved.status).toBe('error'))
    expect(view.result.current.saved.error).toMatchObject({ status: 401, code: 'login_required' })
    expect(view.result.current.saved.quotes).toEqual([])

    // Signing up reloads the list: the new account has none yet.
    await act(() =>
      view.result.current.user.signup({
        email: `saver-${Date.now()}@example.com`,
        password: 'beeswax-2024',
        name: 'Rosa Baker',
      }),
    )
    await waitFor(() => expect(view.result.current.saved.status).toBe('ready'))
    expect(view.result.current.saved.quotes).toEqual([])

    const labels = (await api.createOrder(labelQuotePatch)).order
    await api.saveToAccount(labels.id, 'Lemonade labels')
    const cartons = (await api.createOrder(cartonQuotePatch)).order
    await api.saveToAccount(cartons.id, 'Tea boxes')
    await act(() => view.result.current.saved.reload())
    const { quotes } = view.result.current.saved
    expect(quotes.map((q) => [q.id, q.customer_label, q.status_id])).toEqual([
      [cartons.id, 'Tea boxes', 200],
      [labels.id, 'Lemonade labels', 200],
    ])
    expect(quotes[1]?.quoted_total).toBeCloseTo(labels.quoted_total ?? 0, 2)
    expect(quotes[1]?.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(fetch.count('/account/orders/saved-quotes', 'GET')).toBe(3)

    // Add to Cart moves a saved quote into the cart, shown by every cart view; Delete drops one.
    const carts = renderHook(() => useCart(), { wrapper })
    await waitFor(() => expect(carts.result.current.cart).not.toBeNull())
    expect(carts.result.current.orderCount).toBe(0)
    await act(() => view.result.current.saved.addToCart(labels.id))
    expect(view.result.current.saved.quotes.map((q) => q.id)).toEqual([cartons.id])
    expect(carts.result.current.cart?.orders.map((o) => o.id)).toEqual([labels.id])
    await act(() => view.result.current.saved.remove(cartons.id))
    expect(view.result.current.saved.quotes).toEqual([])
    expect(await api.savedQuotes()).toEqual([])
    await expect(view.result.current.saved.remove(cartons.id)).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    })
  })
})
