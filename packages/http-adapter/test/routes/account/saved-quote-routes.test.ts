import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, type Client } from '../../support/client'
import { cartonPatch, labelPatch } from '../../support/fixtures'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

const signUp = async (client: Client, email: string) => {
  const res = await client.post('/account/users/signup', {
    email,
    password: 'correct horse',
    name: 'Ada',
  })
  expect(res.status).toBe(200)
}

/** A new priced quote of the client's, saved to the account under `label`; answers its id. */
const saveQuote = async (client: Client, patch: object, label: string): Promise<number> => {
  const created = await client.post('/orders/quoter', { order: patch })
  expect(created.status).toBe(200)
  const id: number = created.body.order.id
  const saved = await client.post(`/carts/save-to-account/${id}`, { customer_label: label })
  expect(saved.status).toBe(200)
  return id
}

const listed = async (client: Client) => {
  const res = await client.get('/account/orders/saved-quotes')
  expect(res.status).toBe(200)
  return res.body.orders as { id: number; customer_label: string; updated_at: string }[]
}

describe.each(backends)('saved quotes on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    // Every reading of the clock is a second later: "newest first" never ties.
    let tick = Date.parse('2026-03-02T15:00:00Z')
    server = await startTestServer(backend, { clock: () => new Date((tick += 1000)) })
  })
  afterAll(async () => {
    await server.close()
  })

  it('refuses a guest with 401 login_required', async () => {
    const res = await createClient(server.url).get('/account/orders/saved-quotes')
    expect(res.status).toBe(401)
    expect(res.body.error.code).toBe('login_required')
  })

  it('lists only the saved quotes (status 200), newest first, priced and dated', async () => {
    const client = createClient(server.url)
    await signUp(client, 'lister@example.com')
    expect(await listed(client)).toEqual([])
    const labels = await saveQuote(client, labelPatch, 'Lemonade labels')
    const cartons = await saveQuote(client, cartonPatch, 'Tea boxes')
    const open = await client.post('/orders/quoter', { order: labelPatch })
    const carted = await client.post('/orders/quoter', { order: labelPatch })
    await client.post(`/carts/add-to-cart/${carted.body.order.id}`)

    const orders = await listed(client)
    expect(orders.map((o) => o.id)).toEqual([cartons, labels])
    expect(orders.map((o) => o.id)).not.toContain(open.body.order.id)
    expect(orders[0]).toMatchObject({
      status_id: 200,
      product_type_id: 2,
      customer_label: 'Tea boxes',
      total_qty: 500,
      substrate_label: 'Bright White Paper SBS',
    })
    expect(orders[1]).toMatchObject({ customer_label: 'Lemonade labels', width: 2, length: 3 })
    for (const o of await listed(client)) {
      expect(o).toMatchObject({
        quoted_total: expect.any(Number),
        quoted_price_per_label: expect.any(Number),
      })
      expect(new Date(o.updated_at).toISOString()).toBe(o.updated_at)
    }
    expect(Date.parse(orders[0]!.updated_at)).toBeGreaterThan(Date.parse(orders[1]!.updated_at))
  })

  it('moves a changed quote to the top and drops one added to the cart', async () => {
    const client = createClient(server.url)
    await signUp(client, 'editor@example.com')
    const first = await saveQuote(client, labelPatch, 'First')
    const second = await saveQuote(client, labelPatch, 'Second')
    const changed = await client.post(`/orders/quoter/${first}`, { order: { total_qty: 2000 } })
    expect(changed.body.order.status_id).toBe(200)
    expect((await listed(client)).map((o) => o.id)).toEqual([first, second])
    await client.post(`/carts/add-to-cart/${second}`)
    expect((await listed(client)).map((o) => [o.id, o.customer_label])).toEqual([[first, 'First']])
  })

  it("never shows another user's saved quotes", async () => {
    const ada = createClient(server.url)
    await signUp(ada, 'ada-owner@example.com')
    const adas = await saveQuote(ada, labelPatch, "Ada's labels")
    const bob = createClient(server.url)
    await signUp(bob, 'bob-owner@example.com')
    const bobs = await saveQuote(bob, cartonPatch, "Bob's boxes")
    expect((await listed(ada)).map((o) => o.id)).toEqual([adas])
    expect((await listed(bob)).map((o) => o.id)).toEqual([bobs])
    await ada.post('/account/users/logout')
    const guest = await ada.get('/account/orders/saved-quotes')
    expect(guest.status).toBe(401)
  })

  it('deletes a saved quote: it leaves the list and opens again as an open quote', async () => {
    const client = createClient(server.url)
    await signUp(client, 'deleter@example.com')
    const kept = await saveQuote(client, labelPatch, 'Kept')
    const gone = await saveQuote(client, cartonPatch, 'Gone')
    const res = await client.del(`/account/orders/saved-quotes/${gone}`)
    expect(res.status).toBe(200)
    expect(res.body.orders.map((o: { id: number }) => o.id)).toEqual([kept])
    expect((await listed(client)).map((o) => o.id)).toEqual([kept])
    const reopened = await client.post(`/orders/quoter/${gone}`)
    expect(reopened.status).toBe(200)
    expect(reopened.body.order).toMatchObject({ id: gone, status_id: null })

    // Not saved any more, in the cart, or someone else's: 404, and nothing changes.
    expect((await client.del(`/account/orders/saved-quotes/${gone}`)).status).toBe(404)
    const carted = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    await client.post(`/carts/add-to-cart/${carted}`)
    expect((await client.del(`/account/orders/saved-quotes/${carted}`)).body.error.code).toBe(
      'not_found',
    )
    const other = createClient(server.url)
    await signUp(other, 'not-the-owner@example.com')
    const before = await server.dump(['sessions'])
    expect((await other.del(`/account/orders/saved-quotes/${kept}`)).status).toBe(404)
    expect((await other.del('/account/orders/saved-quotes/abc')).status).toBe(400)
    expect(await server.dump(['sessions'])).toEqual(before)
    expect((await listed(client)).map((o) => o.id)).toEqual([kept])
    const guest = await createClient(server.url).del(`/account/orders/saved-quotes/${kept}`)
    expect(guest.body.error.code).toBe('login_required')
  })
})
