import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../support/client'
import { cartonPatch, labelPatch } from '../../support/fixtures'
import * as files from '../../support/sample-files'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

describe.each(backends)('quoter routes on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  it('creates an empty label order for a guest with {order: {}}', async () => {
    const res = await createClient(server.url).post('/orders/quoter', { order: {} })
    expect(res.status).toBe(200)
    expect(res.body.order).toMatchObject({ product_type_id: 1, status_id: null })
    expect(res.body.order.id).toBeGreaterThan(0)
    expect(res.body.cart).toMatchObject({ order_count: 0, subtotal: 0, orders: [] })
    expect(res.body.errors.length).toBeGreaterThan(0)
  })

  it('creates a carton order when asked for product type 2', async () => {
    const res = await createClient(server.url).post('/orders/quoter', {
      order: { product_type_id: 2 },
    })
    expect(res.status).toBe(200)
    expect(res.body.order.product_type_id).toBe(2)
  })

  it('prices a complete label quote and re-prices on a quantity change', async () => {
    const client = createClient(server.url)
    const created = await client.post('/orders/quoter', { order: labelPatch })
    expect(created.status).toBe(200)
    const first = created.body.order
    expect(first.quoted_total).toBeGreaterThan(0)
    expect(first.price_breakdown.length).toBeGreaterThan(0)
    const changed = await client.post(`/orders/quoter/${first.id}`, {
      order: { total_qty: 5000, design_qty: 5000 },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.order.total_qty).toBe(5000)
    expect(changed.body.order.quoted_total).toBeGreaterThan(first.quoted_total)
    const sum = changed.body.order.price_breakdown.reduce(
      (s: number, l: { amount: number }) => s + l.amount,
      0,
    )
    expect(sum).toBeCloseTo(changed.body.order.quoted_total, 2)
  })

  it('refreshes an order with an empty body and keeps its fields', async () => {
    const client = createClient(server.url)
    const created = await client.post('/orders/quoter', { order: cartonPatch })
    const id = created.body.order.id
    const refreshed = await client.request('POST', `/orders/quoter/${id}`)
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.order).toMatchObject({ id, width: 2, length: 4, depth: 6 })
    const emptyJson = await client.request('POST', `/orders/quoter/${id}`, {
      body: '',
      headers: { 'content-type': 'application/json' },
    })
    expect(emptyJson.status).toBe(200)
    expect(emptyJson.body.order.quoted_total).toBe(refreshed.body.order.quoted_total)
  })

  it('writes nothing for a refresh or a change that leaves the order as it stands', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    await client.post(`/orders/quoter/${id}`, { order: { total_qty: 2000, design_qty: 2000 } })
    const before = await server.dump()
    const refreshed = await client.post(`/orders/quoter/${id}`)
    const same = await client.post(`/orders/quoter/${id}`, { order: { total_qty: 2000 } })
    expect([refreshed.status, same.status]).toEqual([200, 200])
    expect(same.body.order).toEqual(refreshed.body.order)
    expect(await server.dump()).toEqual(before)
  })

  it('keeps the changes: a later read sees them', async () => {
    const client = createClient(server.url)
    const created = await client.post('/orders/quoter', { order: { product_type_id: 1 } })
    const id = created.body.order.id
    await client.post(`/orders/quoter/${id}`, {
      order: { comments_customer: 'Please match PMS 185' },
    })
    const read = await client.post(`/orders/quoter/${id}`, {})
    expect(read.body.order.comments_customer).toBe('Please match PMS 185')
  })

  it("answers 404 not_found for someone else's order and for an unknown id", async () => {
    const owner = createClient(server.url)
    const other = createClient(server.url)
    const created = await owner.post('/orders/quoter', { order: {} })
    const id = created.body.order.id
    const before = await server.dump(['sessions', 'users'])
    const foreign = await other.post(`/orders/quoter/${id}`, { order: { total_qty: 1 } })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } })
    expect(await server.dump(['sessions', 'users'])).toEqual(before)
    const unknown = await owner.post('/orders/quoter/999999', { order: {} })
    expect(unknown.status).toBe(404)
  })

  it("reads a change's session with its order, in another process too: a live one is the owner, any other a new guest", async () => {
    const owner = createClient(server.url)
    const id = (await owner.post('/orders/quoter', { order: labelPatch })).body.order.id
    // A second process on the same database: nothing of the session is in its memory.
    const sibling = await server.startSibling()
    try {
      const same = createClient(sibling.url)
      same.jar.set('diecut_sid', owner.jar.get('diecut_sid') ?? '')
      const changed = await same.post(`/orders/quoter/${id}`, { order: { total_qty: 3000 } })
      expect(changed.status).toBe(200)
      expect(changed.body.order).toMatchObject({ id, total_qty: 3000 })
      expect(changed.headers.getSetCookie()).toEqual([])

      const users = async () => (await server.dump()).users?.length ?? 0
      for (const target of [server.url, sibling.url]) {
        const stranger = createClient(target)
        stranger.jar.set('diecut_sid', 'no-such-session')
        const before = await users()
        const refused = await stranger.post(`/orders/quoter/${id}`, { order: { total_qty: 1 } })
        expect(refused.status).toBe(404)
        expect(refused.headers.getSetCookie()).toEqual([expect.stringMatching(/^diecut_sid=/)])
        expect(await users()).toBe(before + 1)
        // Bad input with a session that is not live: the 400, and a new guest as on every route.
        const other = createClient(target)
        other.jar.set('diecut_sid', 'no-such-session')
        const bad = await other.post(`/orders/quoter/${id}`, { order: { total_qty: -5 } })
        expect(bad.status).toBe(400)
        expect(bad.body.error.code).toBe('bad_request')
        expect(bad.headers.getSetCookie()).toEqual([expect.stringMatching(/^diecut_sid=/)])
        expect(await users()).toBe(before + 2)
      }
      const read = await same.post(`/orders/quoter/${id}`)
      expect(read.body.order.total_qty).toBe(3000)
    } finally {
      await sibling.close()
    }
  })

  it('loses no change when updates of one order arrive at once', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    const changes = [
      { comments_customer: 'a' },
      { pantone_comments: 'b' },
      { comments_preprinting: 'c' },
      { variable_data_special_requests: 'd' },
      { total_qty: 3000, design_qty: 3000 },
    ]
    const answers = await Promise.all(
      changes.map((order) => client.post(`/orders/quoter/${id}`, { order })),
    )
    expect(answers.map((a) => a.status)).toEqual(changes.map(() => 200))
    const read = await client.post(`/orders/quoter/${id}`)
    expect(read.body.order).toMatchObject({
      comments_customer: 'a',
      pantone_comments: 'b',
      comments_preprinting: 'c',
      variable_data_special_requests: 'd',
      total_qty: 3000,
    })
  })

  it('keeps both a quote change and an add-to-cart sent at the same time', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    const [changed, added] = await Promise.all([
      client.post(`/orders/quoter/${id}`, { order: { total_qty: 3000, design_qty: 3000 } }),
      client.post(`/carts/add-to-cart/${id}`),
    ])
    expect([changed.status, added.status]).toEqual([200, 200])
    const read = await client.post(`/orders/quoter/${id}`)
    expect(read.body.order).toMatchObject({ status_id: 100, total_qty: 3000 })
    expect(read.body.cart.orders.map((o: { id: number }) => o.id)).toEqual([id])
  })

  it('refuses a quantity patch that would change nothing once artwork lines carry the quantities', async () => {
    const client = createClient(server.url)
    const created = await client.post('/orders/quoter', { order: labelPatch })
    const id = created.body.order.id
    const art = await client.upload(`/account/designs/add/${id}/500`, [
      { name: 'lemon.png', data: files.png(300, 450) },
      { name: 'lime.png', data: files.png(300, 450) },
    ])
    expect(art.status).toBe(200)
    const before = (await client.post(`/orders/quoter/${id}`, {})).body.order
    expect(before).toMatchObject({ total_qty: 1000, design_count: 2 })
    const res = await client.post(`/orders/quoter/${id}`, { order: { total_qty: 5000 } })
    expect(res.status).toBe(400)
    expect(res.body.error).toEqual({
      code: 'bad_request',
      message: 'Your quantities are set per design under Upload Artwork.',
      issues: [
        {
          path: 'order.total_qty',
          message: 'Your quantities are set per design under Upload Artwork.',
        },
      ],
    })
    expect((await client.post(`/orders/quoter/${id}`, {})).body.order).toEqual(before)
    // The same value is no change, and is answered as usual.
    const same = await client.post(`/orders/quoter/${id}`, { order: { total_qty: 1000 } })
    expect(same.status).toBe(200)
  })

  it('answers 400 for a bad id, negative and huge numbers', async () => {
    const client = createClient(server.url)
    expect((await client.post('/orders/quoter/abc', {})).status).toBe(400)
    expect((await client.post('/orders/quoter/-1', {})).status).toBe(400)
    expect((await client.post('/orders/quoter', { order: { total_qty: -5 } })).status).toBe(400)
    expect((await client.post('/orders/quoter', { order: { width: 1e308 } })).status).toBe(400)
    expect((await client.post('/orders/quoter', { order: { product_type_id: 7 } })).status).toBe(
      400,
    )
  })

  it('names every allowed value of an enum field in one sentence', async () => {
    const client = createClient(server.url)
    const res = await client.post('/orders/quoter', { order: { product_type_id: 5 } })
    expect(res.status).toBe(400)
    expect(res.body.error).toEqual({
      code: 'bad_request',
      message: 'order.product_type_id: must be one of 1, 2, 3 (got 5).',
      issues: [{ path: 'order.product_type_id', message: 'must be one of 1, 2, 3 (got 5)' }],
    })
    const current = (await client.post('/orders/quoter', { order: {} })).body.order
    const flag = await client.post(`/orders/quoter/${current.id}`, { order: { is_blank: 2 } })
    expect(flag.status).toBe(400)
    expect(flag.body.error.message).toBe('order.is_blank: expected boolean, 0 or 1, actual 2.')
  })
})
