import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../support/client'
import { labelPatch } from '../support/fixtures'
import { backends } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

// Routes on the caller's own order, through app.inject (no socket is needed here).
describe.each(backends)("routes on the caller's own order on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  it("answers 404 for someone else's order on every step and changes nothing", async () => {
    const owner = createClient(server.app)
    const id = (await owner.post('/orders/quoter', { order: labelPatch })).body.order.id
    const stranger = createClient(server.app)
    await stranger.post('/orders/quoter', { order: {} })
    const before = await server.dump(['sessions', 'users', 'carts'])
    const answers = await Promise.all([
      stranger.post(`/carts/add-to-cart/${id}`),
      stranger.del(`/carts/remove-from-cart/${id}`),
      stranger.post(`/orders/quoter/${id}`, { order: { total_qty: 5000 } }),
      stranger.get(`/orders/quote-sync-quoter-designs/${id}`),
      stranger.del(`/orders/delete-all-quoter-designs-orders/${id}`),
      stranger.post('/account/designs/clear-order-links', { order_id: id }),
    ])
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404])
    for (const a of answers) expect(a.body.error.code).toBe('not_found')
    const totals = await stranger.post(`/orders/quote-update-total-quantities/${id}`, {
      total_qty: 10,
    })
    expect(totals.status).toBe(404)
    expect(totals.body).toMatchObject({ code: 404, error: { code: 'not_found' } })
    expect(await server.dump(['sessions', 'users', 'carts'])).toEqual(before)
  })

  it('moves an order into the cart and out of it (404 the second time)', async () => {
    const client = createClient(server.app)
    const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    const added = await client.post(`/carts/add-to-cart/${id}`)
    expect(added.status).toBe(200)
    expect(added.body.order.status_id).toBe(100)
    expect(added.body.cart.order_count).toBe(1)
    const removed = await client.del(`/carts/remove-from-cart/${id}`)
    expect(removed.body.cart.order_count).toBe(0)
    expect((await client.del(`/carts/remove-from-cart/${id}`)).status).toBe(404)
    const synced = await client.get(`/orders/quote-sync-quoter-designs/${id}`)
    expect(synced.body).toMatchObject({ success: true, order: { id, status_id: null } })
  })
})
