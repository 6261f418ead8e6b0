import { labelQuotePatch } from '@diecut/quote-core/testing'
import { describe, expect, inject, it } from 'vitest'
import { serverFetch } from '../../test/support/server-fetch'
import { createQuoteApi } from './quote-api'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * An api on the real server through a cookie jar, whose requests to the path ending in
 * `lateTo` reach the server 150 ms after they are sent.
 */
const apiWithLate = (lateTo: string) => {
  const late = (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith(lateTo) ? sleep(150).then(() => fetch(input, init)) : fetch(input, init)
  const fetchWithJar = serverFetch(late)
  const api = createQuoteApi({
    baseUrl: inject('serverUrl'),
    fetch: fetchWithJar,
    XMLHttpRequest: null,
  })
  return { api, fetchWithJar }
}

describe('createTransport', () => {
  it("makes a change in the session the visit keeps, though a first request's answer comes late", async () => {
    // A new visitor: the current-user request leaves without a cookie, so the server starts a
    // guest session for it; it reaches the server late, and its cookie replaces any before it.
    const { api, fetchWithJar } = apiWithLate('/account/users/current-user')
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

  it('keeps the account a sign-up starts, though a read sent before it reaches the server after it', async () => {
    // The cart read carries the guest's cookie; should it reach the server after the sign-up has
    // ended the guest's session, its answer starts another guest whose cookie replaces the
    // account's.
    const { api, fetchWithJar } = apiWithLate('/carts/current')
    const guest = await api.currentUser()
    const cart = api.currentCart()
    const email = `late-read-${guest.id}@example.com`
    const account = await api.signup({ email, password: 'beeswax-2024', name: 'Ada Buyer' })
    await cart
    // A read sent while the sign-up is under way goes in the account's session.
    const login = api.login({ email, password: 'beeswax-2024' })
    const during = api.currentUser()
    expect((await during).id).toBe(account.id)
    expect((await login).id).toBe(account.id)
    expect(await api.currentUser()).toMatchObject({ id: account.id, is_guest: false })
    const sent = fetchWithJar.seen.map((r) => `${r.method} ${r.path}`)
    expect(sent.slice(1)).toEqual([
      'GET /carts/current',
      'POST /account/users/signup',
      'POST /account/users/login',
      'GET /account/users/current-user',
      'GET /account/users/current-user',
    ])
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
