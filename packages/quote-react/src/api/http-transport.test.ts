import { labelQuotePatch } from '@diecut/quote-core/testing'
import { describe, expect, inject, it } from 'vitest'
import { serverFetch } from '../../test/support/server-fetch'
import { createQuoteApi } from './quote-api'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('createTransport', () => {
  it("makes a change in the session the visit keeps, though a first request's answer comes late", async () => {
    // A new visitor: the current-user request leaves without a cookie, so the server starts a
    // guest session for it; it reaches the server late, and its cookie replaces any before it.
    const late = (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/account/users/current-user')
        ? sleep(150).then(() => fetch(input, init))
        : fetch(input, init)
    const fetchWithJar = serverFetch(late)
    const api = createQuoteApi({
      baseUrl: inject('serverUrl'),
      fetch: fetchWithJar,
      XMLHttpRequest: null,
    })
    const user = api.currentUser()
    const { order } = await api.createOrder(labelQuotePatch)
    const guest = await user
    // The order belongs to the session the browser kept: it can still be changed and it is the
    // current user's.
    const updated = await api.updateOrder(order.id, { width: 3 })
    expect(updated.order.id).toBe(order.id)
    expect((await api.currentUser()).id).toBe(guest.id)
    const sent = fetchWithJar.seen.map((r) => `${r.method} ${r.path}`)
    expect(sent.indexOf('POST /orders/quoter')).toBeGreaterThan(
      sent.indexOf('GET /account/users/current-user'),
    )
  })

  it('sends reads side by side, without waiting for one another', async () => {
    const fetchWithJar = serverFetch()
    fetchWithJar.holdMs = () => 100
    const api = createQuoteApi({
      baseUrl: inject('serverUrl'),
      fetch: fetchWithJar,
      XMLHttpRequest: null,
    })
    let most = 0
    fetchWithJar.onSend = () => (most = Math.max(most, fetchWithJar.pending()))
    await Promise.all([api.currentUser(), api.currentCart()])
    expect(most).toBe(2)
  })
})
