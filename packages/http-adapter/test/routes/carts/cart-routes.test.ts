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
  return res.body.user
}

describe.each(backends)('cart routes on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  it('refuses to add an incomplete order to the cart, listing the blocking errors', async () => {
    const client = createClient(server.url)
    const created = await client.post('/orders/quoter', { order: {} })
    const before = await server.dump()
    const res = await client.post(`/carts/add-to-cart/${created.body.order.id}`)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('incomplete_order')
    expect(res.body.error.issues.length).toBeGreaterThan(0)
    expect(res.body.errors).toContainEqual(
      expect.objectContaining({ message: 'Select Material & Laminate', blocking: true }),
    )
    expect(await server.dump()).toEqual(before)
  })

  it('adds a complete order: status 100, the cart holds it and its total', async () => {
    const client = createClient(server.url)
    const created = await client.post('/orders/quoter', { order: labelPatch })
    const id = created.body.order.id
    const added = await client.post(`/carts/add-to-cart/${id}`)
    expect(added.status).toBe(200)
    expect(added.body.order).toMatchObject({ id, status_id: 100 })
    expect(added.body.cart.order_count).toBe(1)
    expect(added.body.cart.id).toBeGreaterThan(0)
    expect(added.body.cart.subtotal).toBeCloseTo(added.body.order.quoted_total, 2)
    expect(added.body.cart.orders[0].id).toBe(id)
    const current = await client.get('/carts/current')
    expect(current.status).toBe(200)
    expect(current.body.cart).toMatchObject({ id: added.body.cart.id, order_count: 1 })
    const other = await createClient(server.url).get('/carts/current')
    expect(other.body.cart).toMatchObject({ id: null, order_count: 0, orders: [] })
  })

  it("answers 404 for adding someone else's order", async () => {
    const owner = createClient(server.url)
    const created = await owner.post('/orders/quoter', { order: labelPatch })
    const res = await createClient(server.url).post(`/carts/add-to-cart/${created.body.order.id}`)
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('not_found')
  })

  it('removes an order from the cart: the count and subtotal drop, the quote stays open', async () => {
    const client = createClient(server.url)
    const a = (await client.post('/orders/quoter', { order: labelPatch })).body.order
    const b = (await client.post('/orders/quoter', { order: cartonPatch })).body.order
    await client.post(`/carts/add-to-cart/${a.id}`)
    const both = (await client.post(`/carts/add-to-cart/${b.id}`)).body.cart
    expect(both.order_count).toBe(2)
    expect(both.subtotal).toBeCloseTo(a.quoted_total + b.quoted_total, 2)

    const res = await client.del(`/carts/remove-from-cart/${a.id}`)
    expect(res.status).toBe(200)
    expect(res.body.cart).toMatchObject({ id: both.id, order_count: 1 })
    expect(res.body.cart.subtotal).toBeCloseTo(b.quoted_total, 2)
    expect(res.body.cart.orders.map((o: { id: number }) => o.id)).toEqual([b.id])
    expect((await client.get('/carts/current')).body.cart).toEqual(res.body.cart)

    // Not deleted: the quote still opens, with its price, and can go back into the cart.
    const reopened = await client.post(`/orders/quoter/${a.id}`)
    expect(reopened.status).toBe(200)
    expect(reopened.body.order).toMatchObject({ id: a.id, status_id: null })
    expect(reopened.body.order.quoted_total).toBeCloseTo(a.quoted_total, 2)
    expect((await client.del(`/carts/remove-from-cart/${a.id}`)).status).toBe(404)
    const again = await client.post(`/carts/add-to-cart/${a.id}`)
    expect(again.body.cart.order_count).toBe(2)
  })

  it("answers 404 for someone else's cart line, an open quote or an unknown id", async () => {
    const owner = createClient(server.url)
    const carted = (await owner.post('/orders/quoter', { order: labelPatch })).body.order
    await owner.post(`/carts/add-to-cart/${carted.id}`)
    const open = (await owner.post('/orders/quoter', { order: labelPatch })).body.order
    const stranger = createClient(server.url)
    await stranger.get('/carts/current')
    const before = await server.dump()
    for (const [client, id] of [
      [stranger, carted.id],
      [owner, open.id],
      [owner, 999_999],
    ] as const) {
      const res = await client.del(`/carts/remove-from-cart/${id}`)
      expect(res.status).toBe(404)
      expect(res.body.error.code).toBe('not_found')
    }
    expect((await owner.del('/carts/remove-from-cart/first')).status).toBe(400)
    expect(await server.dump()).toEqual(before)
    expect((await owner.get('/carts/current')).body.cart.order_count).toBe(1)
  })

  it('refuses save-to-account for a guest with 401 login_required', async () => {
    const client = createClient(server.url)
    const created = await client.post('/orders/quoter', { order: labelPatch })
    const res = await client.post(`/carts/save-to-account/${created.body.order.id}`, {})
    expect(res.status).toBe(401)
    expect(res.body.error.code).toBe('login_required')
  })

  it('saves a quote to the account with status 200 and the given or a default label', async () => {
    const client = createClient(server.url)
    await signUp(client, 'saver@example.com')
    const a = await client.post('/orders/quoter', { order: labelPatch })
    const saved = await client.post(`/carts/save-to-account/${a.body.order.id}`, {
      customer_label: 'Coffee bags',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.order).toMatchObject({ status_id: 200, customer_label: 'Coffee bags' })
    const b = await client.post('/orders/quoter', { order: labelPatch })
    const unnamed = await client.post(`/carts/save-to-account/${b.body.order.id}`)
    expect(unnamed.status).toBe(200)
    expect(unnamed.body.order.customer_label).toMatch(
      /^Saved Quote - \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/,
    )
    const foreign = await createClient(server.url)
    await signUp(foreign, 'someone-else@example.com')
    expect((await foreign.post(`/carts/save-to-account/${a.body.order.id}`, {})).status).toBe(404)
  })
})
