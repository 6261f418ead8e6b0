import { seedDies } from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../support/client'
import { checkout, fillCart } from '../../support/checkout'
import { labelPatch } from '../../support/fixtures'
import { staffClient } from '../../support/staff'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

describe.each(backends)('sizes, shipping and reference data on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  /** Staff record the order's payment in full. */
  const pay = async (placed: { number: string; total: number }) => {
    const staff = await staffClient(server)
    const paid = await staff.post(`/api/admin/orders/${placed.number}/events`, {
      event: 'payment_received',
      amount: placed.total,
      method: 'check',
      reference: 'chk-1',
    })
    expect(paid.status).toBe(200)
  }

  it("lists the die library with its lastModified, then answers 'Not Modified' for a current copy", async () => {
    const client = createClient(server.url)
    const all = await client.post('/admin/sizes/see-all-sizes', {})
    expect(all.status).toBe(200)
    expect(all.body.version).toBe(9)
    expect(all.body.sizes).toHaveLength(seedDies.length)
    expect(all.body.sizes[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        width: expect.any(Number),
        label: expect.any(String),
        s3key: expect.any(String),
      }),
    )
    const stamp = all.body.lastModified
    expect(Date.parse(stamp)).not.toBeNaN()
    const same = await client.post('/admin/sizes/see-all-sizes', { lastModified: stamp })
    expect(same.body).toEqual({ sizes: 'Not Modified', lastModified: stamp, version: 9 })
    const older = await client.post('/admin/sizes/see-all-sizes', {
      lastModified: '2020-01-01T00:00:00Z',
    })
    expect(Array.isArray(older.body.sizes)).toBe(true)
    expect(
      (await client.post('/admin/sizes/see-all-sizes', { lastModified: { x: 1 } })).status,
    ).toBe(400)
  })

  it('remembers a custom size ordered by the customer, for them only', async () => {
    const client = createClient(server.url)
    const custom = await client.post('/orders/quoter', {
      order: { ...labelPatch, width: 2.125, length: 3.375 },
    })
    expect(custom.body.order.size_type_id).toBe(2)
    const added = await client.post(`/carts/add-to-cart/${custom.body.order.id}`)
    expect(added.status).toBe(200)
    const placed = await checkout(client)
    expect(placed.status).toBe(201)
    await pay(placed.body.placed_order)
    const mine = await client.get('/account/sizes/my-custom-sizes')
    expect(mine.status).toBe(200)
    expect(mine.body.existingCustomSizes).toEqual([
      expect.objectContaining({ width: 2.125, length: 3.375, shape_id: 1, product_type_id: 1 }),
    ])
    const others = await createClient(server.url).get('/account/sizes/my-custom-sizes')
    expect(others.body.existingCustomSizes).toEqual([])
    const library = await client.post('/admin/sizes/see-all-sizes', {})
    expect(library.body.sizes.some((d: { width: number }) => d.width === 2.125)).toBe(false)
  })

  it('keeps the die fee on a custom size saved, carted, checked out or cancelled, and drops it once an order paid for it', async () => {
    const client = createClient(server.url)
    const signedUp = await client.post('/account/users/signup', {
      email: 'circle@example.com',
      password: 'correct horse',
      name: 'Ada',
    })
    expect(signedUp.status).toBe(200)
    const circle = { ...labelPatch, shape_id: 2, width: 2.125, length: 2.125 }
    const first = await client.post('/orders/quoter', { order: circle })
    expect(first.body.order).toMatchObject({ size_type_id: 2, size_id: null })
    const dieCharge = first.body.order.quoted_die_charge
    expect(dieCharge).toBeGreaterThan(0)
    const stillNew = async () => {
      expect((await client.get('/account/sizes/my-custom-sizes')).body.existingCustomSizes).toEqual(
        [],
      )
      const again = await client.post('/orders/quoter', { order: circle })
      expect(again.body.order).toMatchObject({ size_type_id: 2, size_id: null })
      expect(again.body.order.quoted_die_charge).toBe(dieCharge)
      expect(again.body.order.quoted_total).toBe(first.body.order.quoted_total)
      expect(again.body.order.delay_new_size).toBe(first.body.order.delay_new_size)
    }
    expect((await client.post(`/carts/save-to-account/${first.body.order.id}`, {})).status).toBe(
      200,
    )
    await fillCart(client, [circle])
    await stillNew()

    // Checked out but not paid, then cancelled: the die is still to be paid for.
    const unpaid = await checkout(client)
    expect(unpaid.status).toBe(201)
    expect(unpaid.body.placed_order.payment.status).not.toBe('paid')
    await stillNew()
    const number = unpaid.body.placed_order.number
    expect((await client.post(`/account/orders/placed/${number}/cancel`, {})).status).toBe(200)
    await stillNew()

    // Another order of the size, paid: now it is the customer's own die.
    await fillCart(client, [circle])
    const placed = await checkout(client)
    expect(placed.status).toBe(201)
    await pay(placed.body.placed_order)
    const mine = await client.get('/account/sizes/my-custom-sizes')
    expect(mine.body.existingCustomSizes).toEqual([
      expect.objectContaining({ width: 2.125, length: 2.125, shape_id: 2, status_id: 1 }),
    ])
    const owned = await client.post('/orders/quoter', { order: circle })
    expect(owned.body.order).toMatchObject({
      size_type_id: 1,
      size_id: mine.body.existingCustomSizes[0].id,
    })
    expect(owned.body.order.quoted_die_charge ?? 0).toBe(0)
    expect(owned.body.order.quoted_total).toBeLessThan(first.body.order.quoted_total)
  })

  it('answers the shape SVG as a true-to-scale download named after the size', async () => {
    const res = await createClient(server.url).get(
      '/api/sizes/get-shape-svg?width=2&length=3&shape_id=1&is_square_corners=1&visibleLayers=dieline,bleedline',
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="2x3s.svg"')
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(res.text).toContain('<g id="dieline"')
    expect(res.text).toContain('<g id="bleedline"')
    expect(res.text).not.toContain('<g id="creaseline"')
    const carton = await createClient(server.url).get(
      '/api/sizes/get-shape-svg?width=2&length=4&depth=6&shape_id=11',
    )
    expect(carton.status).toBe(200)
    expect(carton.headers.get('content-disposition')).toBe('attachment; filename="2x4x6.svg"')
    expect(carton.text).toContain('<g id="creaseline"')
  })

  it('refuses a carton dieline without its depth', async () => {
    const res = await createClient(server.url).get(
      '/api/sizes/get-shape-svg?width=2&length=4&shape_id=11',
    )
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('bad_request')
  })

  it('answers the shape SVG query: 400 for bad parameters', async () => {
    const client = createClient(server.url)
    const bad = await client.get('/api/sizes/get-shape-svg?width=abc&length=3&shape_id=1')
    expect(bad.status).toBe(400)
    expect(bad.body.error.issues[0].path).toBe('width')
    const badLayer = await client.get(
      '/api/sizes/get-shape-svg?width=2&length=3&shape_id=1&visibleLayers=script',
    )
    expect(badLayer.status).toBe(400)
  })

  it('answers shipping rates for an order, and Invalid Destination. without a city', async () => {
    const client = createClient(server.url)
    const order = await client.post('/orders/quoter', { order: labelPatch })
    const id = order.body.order.id
    const rates = await client.post(`/account/shipments/get-rates-by-order/${id}`, {
      address1: '1 Main St',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      country: 'US',
      is_residential: false,
    })
    expect(rates.status).toBe(200)
    expect(rates.body.rates.length).toBeGreaterThan(0)
    expect(rates.body.rates[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        code: expect.any(String),
        total: expect.any(Number),
        transitDays: expect.any(Number),
      }),
    )
    const noCity = await client.post(`/account/shipments/get-rates-by-order/${id}`, {
      zip: '43215',
      state: 'OH',
    })
    expect(noCity.status).toBe(400)
    expect(noCity.body.error).toMatchObject({
      code: 'invalid_destination',
      reason: 'missing_city',
      message: 'Invalid Destination.',
    })
    const foreign = await createClient(server.url).post(
      `/account/shipments/get-rates-by-order/${id}`,
      { city: 'Columbus', zip: '43215' },
    )
    expect(foreign.status).toBe(404)
    const incomplete = await client.post('/orders/quoter', { order: {} })
    const notPriced = await client.post(
      `/account/shipments/get-rates-by-order/${incomplete.body.order.id}`,
      { city: 'Columbus', zip: '43215' },
    )
    expect(notPriced.status).toBe(400)
    expect(notPriced.body.error.code).toBe('quote_incomplete')
  })

  it('serves the reference data with stable ids', async () => {
    const a = await createClient(server.url).get('/api/reference-data')
    expect(a.status).toBe(200)
    for (const key of [
      'product_types',
      'substrates',
      'laminates',
      'form_factors',
      'processing',
      'proof_types',
      'shapes',
      'colors',
      'industries',
      'palettes',
      'style_categories',
      'shipping_options',
      'constants',
    ])
      expect(a.body).toHaveProperty(key)
    const b = await createClient(server.url).get('/api/reference-data')
    expect(b.body).toEqual(a.body)
  })
})
