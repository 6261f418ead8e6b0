// @vitest-environment happy-dom
import { randomUUID } from 'node:crypto'
import { ORDER_ACCESS_REFUSALS, ORDER_LOOKUP_ACCEPTED } from '@diecut/quote-core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emailedLinkKey } from '../../test/support/emails'
import type { QuoteApi } from '../api/quote-api'
import { placeLabelOrder } from '../../test/support/placed-order'
import { browserQuote } from '../../test/support/render-quote'
import { useOrderLink } from './use-order-link'
import { useOrderLookup } from './use-order-lookup'
import { usePlacedOrder } from './use-placed-order'
import { usePlacedOrders } from './use-placed-orders'

/**
 * An order placed by the page's guest, whose session then ends (logout starts a fresh guest):
 * the page is now another browser as far as the order is concerned.
 */
const placedElsewhere = async (api: QuoteApi) => {
  const email = `lookup-${randomUUID()}@example.com`
  const placed = await placeLabelOrder(api, { email })
  await api.logout()
  return { number: placed.number, email }
}

describe('useOrderLookup', () => {
  it('shows the core’s field errors without a request, and the same answer whatever matched', async () => {
    const { api, fetch, wrapper } = await browserQuote()
    const { number, email } = await placedElsewhere(api)
    const view = renderHook(() => useOrderLookup(), { wrapper })

    expect(await act(() => view.result.current.submit({ email: ' ', number: 'DC-1' }))).toBe(false)
    expect(view.result.current.fieldErrors).toEqual({
      email: 'Please enter the email address the order was placed with.',
      number: 'Please enter the order number as it appears on your confirmation, like DC-10042.',
    })
    expect(fetch.count('/account/orders/lookup')).toBe(0)
    act(() => view.result.current.clearFieldError('email'))
    expect(Object.keys(view.result.current.fieldErrors)).toEqual(['number'])

    expect(await act(() => view.result.current.submit({ email: `x${email}`, number }))).toBe(true)
    expect(view.result.current).toMatchObject({
      status: 'sent',
      message: ORDER_LOOKUP_ACCEPTED.message,
      fieldErrors: {},
    })
    const wrong = view.result.current.message
    act(() => view.result.current.reset())
    expect(view.result.current.status).toBe('idle')
    expect(await act(() => view.result.current.submit({ email, number }))).toBe(true)
    expect(view.result.current.message).toBe(wrong)
    expect(fetch.count('/account/orders/lookup', 'POST')).toBe(2)
  })
})

describe('useOrderLink', () => {
  it('opens the emailed link for this browser, then the order reads as the session’s own', async () => {
    const { api, wrapper } = await browserQuote()
    const { number, email } = await placedElsewhere(api)
    await expect(api.placedOrder(number)).rejects.toMatchObject({ status: 404 })
    await api.lookupOrder({ email, number })
    const key = await emailedLinkKey(number)

    const link = renderHook(() => useOrderLink(number, key), { wrapper })
    expect(link.result.current.status).toBe('opening')
    await waitFor(() => expect(link.result.current.status).toBe('opened'))
    const order = renderHook(() => ({ one: usePlacedOrder(number), all: usePlacedOrders() }), {
      wrapper,
    })
    expect(order.result.current.one.order?.number).toBe(number)
    await act(() => order.result.current.one.reload())
    expect(order.result.current.one.order?.email).toBe(email)
    await waitFor(() =>
      expect(order.result.current.all.orders.map((o) => o.number)).toContain(number),
    )

    // Another browser (a fresh session) is refused the used link; a made-up key opens nothing.
    await api.logout()
    const used = renderHook(() => useOrderLink(number, key), { wrapper })
    await waitFor(() => expect(used.result.current.status).toBe('refused'))
    expect(used.result.current.error).toMatchObject({
      status: 410,
      code: 'link_used',
      message: ORDER_ACCESS_REFUSALS.link_used,
    })
    const unknown = renderHook(() => useOrderLink(number, 'Z'.repeat(43)), { wrapper })
    await waitFor(() => expect(unknown.result.current.status).toBe('refused'))
    expect(unknown.result.current.error).toMatchObject({ status: 404, code: 'not_found' })
    expect(renderHook(() => useOrderLink(number, null), { wrapper }).result.current.status).toBe(
      'none',
    )
  })
})
