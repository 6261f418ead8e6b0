import { randomUUID } from 'node:crypto'
import { Schema } from 'effect'
import { PlacedOrder } from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address, checkout, checkoutBody, fillCart } from '../../support/checkout'
import { createClient } from '../../support/client'
import { cartonPatch, labelPatch } from '../../support/fixtures'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

const cents = (dollars: number) => Math.round(dollars * 100)

describe.each(backends)('checkout on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  it('rates the whole cart to an address, and refuses a bad destination', async () => {
    const client = createClient(server.url)
    await fillCart(client, [labelPatch, cartonPatch])
    const rates = await client.post('/carts/rates', { address })
    expect(rates.status).toBe(200)
    expect(rates.body.rates.map((r: { code: string }) => r.code)).toContain('03')
    expect(rates.body.freightRequired).toBe(false)
    const abroad = await client.post('/carts/rates', {
      address: { ...address, country: 'DE', state: '', zip: '10115' },
    })
    expect(abroad.body.rates.map((r: { name: string }) => r.name)).toEqual([
      'Worldwide Express',
      'Worldwide Expedited',
    ])
    const military = await client.post('/carts/rates', { address: { ...address, zip: '09001' } })
    expect(military.status).toBe(400)
    expect(military.body.error.code).toBe('invalid_destination')
    const bad = await client.post('/carts/rates', { address: { ...address, state: 'ZZ' } })
    expect(bad.status).toBe(400)
    expect(bad.body.error.issues).toEqual([
      { path: 'address.state', message: 'Please choose a US state.' },
    ])
  })

  it('places the cart: 201, a snapshot that adds up, orders placed, cart empty', async () => {
    const client = createClient(server.url)
    const ids = await fillCart(client, [labelPatch, cartonPatch])
    const cart = (await client.get('/carts/current')).body.cart
    const rates = (await client.post('/carts/rates', { address })).body.rates
    const ground = rates.find((r: { code: string }) => r.code === '03')
    const res = await checkout(client)
    expect(res.status).toBe(201)
    const placed = Schema.decodeUnknownSync(PlacedOrder)(res.body.placed_order)
    expect(placed.number).toMatch(/^DC-\d{8}$/)
    expect(placed.lines.map((l) => l.order_id)).toEqual(ids)
    expect(placed.lines.map((l) => l.subtotal)).toEqual(
      cart.orders.map((o: { quoted_total: number }) => o.quoted_total),
    )
    expect(placed.shipping).toMatchObject({ code: '03', total: ground.total })
    expect(cents(placed.total)).toBe(cents(placed.subtotal) + cents(placed.shipping.total))
    expect(placed).toMatchObject({ email: 'ada@example.com', po_number: 'PO-1' })
    expect(placed.status).toBe('awaiting_artwork')

    const after = await client.get('/carts/current')
    expect(after.body.cart.order_count).toBe(0)
    const order = await client.post(`/orders/quoter/${ids[0]}`)
    expect(order.status).toBe(200)
    expect(order.body.order.status_id).toBe(300)
    const edit = await client.post(`/orders/quoter/${ids[0]}`, { order: { total_qty: 5000 } })
    expect(edit.status).toBe(409)
    expect(edit.body.error.code).toBe('order_placed')
    const readd = await client.post(`/carts/add-to-cart/${ids[0]}`)
    expect(readd.status).toBe(409)
    expect(readd.body.error.code).toBe('order_placed')

    const list = await client.get('/account/orders/placed')
    expect(list.body.placed_orders.map((p: { number: string }) => p.number)).toEqual([
      placed.number,
    ])
    const one = await client.get(`/account/orders/placed/${placed.number}`)
    expect(one.body.placed_order).toEqual(res.body.placed_order)
  })

  it('refuses an empty cart, an incomplete quote, a bad address, an unoffered service and a missing email; nothing changes', async () => {
    const client = createClient(server.url)
    await client.get('/account/users/current-user')
    const before0 = await server.dump(['sessions', 'users'])
    const empty = await checkout(client)
    expect(empty.status).toBe(400)
    expect(empty.body.error.code).toBe('cart_empty')
    expect(await server.dump(['sessions', 'users'])).toEqual(before0)

    const [id] = await fillCart(client)
    // An order in the cart that became incomplete (changed after it was added).
    await client.post(`/orders/quoter/${id}`, { order: { substrate_id: null } })
    const before = await server.dump()
    const incomplete = await checkout(client)
    expect(incomplete.status).toBe(400)
    expect(incomplete.body.error.code).toBe('quote_incomplete')
    expect(incomplete.body.errors.length).toBeGreaterThan(0)
    expect(incomplete.body.errors[0]).toMatchObject({ order_id: id, blocking: true })
    expect(await server.dump()).toEqual(before)

    const { product_type_id: _type, ...rest } = labelPatch
    const fixed = await client.post(`/orders/quoter/${id}`, { order: rest })
    expect(fixed.body.errors.filter((e: { blocking: boolean }) => e.blocking)).toEqual([])
    const before2 = await server.dump()
    const badAddress = await checkout(client, checkoutBody({ address: { ...address, zip: '1' } }))
    expect(badAddress.status).toBe(400)
    expect(badAddress.body.error).toMatchObject({ code: 'bad_request' })
    expect(badAddress.body.error.issues).toEqual([
      { path: 'address.zip', message: 'Please enter a valid 5-digit ZIP code.' },
    ])
    const noCity = await checkout(client, checkoutBody({ address: { ...address, city: '' } }))
    expect(noCity.body.error.issues[0].path).toBe('address.city')
    const abroad = { ...address, country: 'GB', state: '', zip: 'SW1A 1AA' }
    const unoffered = await checkout(client, checkoutBody({ address: abroad }))
    expect(unoffered.status).toBe(400)
    expect(unoffered.body.error.code).toBe('bad_shipping')
    const unknown = await checkout(client, checkoutBody({ shipping_code: 'ZZ' }))
    expect(unknown.body.error.code).toBe('bad_shipping')
    const military = await checkout(client, checkoutBody({ address: { ...address, zip: '09001' } }))
    expect(military.body.error.code).toBe('invalid_destination')
    const noEmail = await checkout(client, checkoutBody({ email: undefined }))
    expect(noEmail.status).toBe(400)
    expect(noEmail.body.error.code).toBe('bad_request')
    expect(noEmail.body.error.issues).toEqual([
      { path: 'email', message: 'Please enter your email address.' },
    ])
    const noKey = await client.post('/carts/checkout', checkoutBody())
    expect(noKey.status).toBe(400)
    expect(noKey.body.error.issues[0].path).toBe('Idempotency-Key')
    const garbage = await checkout(client, { address: 'x', shipping_code: 3 })
    expect(garbage.status).toBe(400)
    expect(await server.dump()).toEqual(before2)
  })

  it('lets a logged-in customer omit the email: the account email is used', async () => {
    const client = createClient(server.url)
    const email = `buyer-${randomUUID()}@example.com`
    await client.post('/account/users/signup', { email, password: 'correct horse', name: 'B' })
    await fillCart(client)
    const res = await checkout(client, checkoutBody({ email: undefined }))
    expect(res.status).toBe(201)
    expect(res.body.placed_order.email).toBe(email)
  })

  it('places exactly one order for 20 concurrent identical requests, and answers a retry with it', async () => {
    const client = createClient(server.url)
    await fillCart(client)
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout(client, checkoutBody(), key)),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true)
    const numbers = new Set(
      answers.filter((a) => a.status !== 409).map((a) => a.body.placed_order.number),
    )
    expect(numbers.size).toBe(1)
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.error.code).toBe('checkout_in_progress')
    const list = await client.get('/account/orders/placed')
    expect(list.body.placed_orders).toHaveLength(1)
    const retry = await checkout(client, checkoutBody(), key)
    expect(retry.status).toBe(200)
    expect(retry.body.placed_order.number).toBe([...numbers][0])
    // A second tab with its own key finds the cart already placed.
    const otherTab = await checkout(client)
    expect(otherTab.status).toBe(400)
    expect(otherTab.body.error.code).toBe('cart_empty')
  })

  it('refuses a key sent again with another body (422), and answers the same body with the order', async () => {
    const client = createClient(server.url)
    await fillCart(client)
    const key = randomUUID()
    const placed = await checkout(client, checkoutBody(), key)
    expect(placed.status).toBe(201)
    await fillCart(client)
    const before = await server.dump(['sessions'])
    for (const body of [
      checkoutBody({ po_number: 'PO-2' }),
      checkoutBody({ address: { ...address, zip: '60602' } }),
      checkoutBody({ shipping_code: '02' }),
    ]) {
      const reused = await checkout(client, body, key)
      expect(reused.status).toBe(422)
      expect(reused.body.error.code).toBe('idempotency_key_reused')
      expect(reused.body.error.message).toMatch(/different details/)
      expect(reused.body.placed_order).toBeUndefined()
    }
    expect(await server.dump(['sessions'])).toEqual(before)
    // The same body again (its defaults written out or left to the server) is a retry.
    const retry = await checkout(client, { ...checkoutBody(), notes: null }, key)
    expect(retry.status).toBe(200)
    expect(retry.body.placed_order).toEqual(placed.body.placed_order)
  })

  it("answers 404 for another session's placed order, and keys are per session", async () => {
    const owner = createClient(server.url)
    await fillCart(owner)
    const key = randomUUID()
    const placed = (await checkout(owner, checkoutBody(), key)).body.placed_order
    const stranger = createClient(server.url)
    const res = await stranger.get(`/account/orders/placed/${placed.number}`)
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('not_found')
    expect((await stranger.get('/account/orders/placed')).body.placed_orders).toEqual([])
    const proof = await stranger.post(`/account/orders/placed/${placed.number}/proof`, {
      order_id: placed.lines[0].order_id,
      decision: 'approve',
    })
    expect(proof.status).toBe(404)
    const file = await stranger.get(
      `/account/orders/placed/${placed.number}/proofs/${placed.lines[0].order_id}`,
    )
    expect(file.status).toBe(404)
    // The same key from another session places nothing of the owner's.
    const reuse = await checkout(stranger, checkoutBody(), key)
    expect(reuse.status).toBe(400)
    expect(reuse.body.error.code).toBe('cart_empty')
  })

  it('moves a guest’s placed orders into the account on login', async () => {
    const email = `keeper-${randomUUID()}@example.com`
    await createClient(server.url).post('/account/users/signup', {
      email,
      password: 'correct horse',
      name: 'K',
    })
    const guest = createClient(server.url)
    await fillCart(guest)
    const placed = (await checkout(guest)).body.placed_order
    const login = await guest.post('/account/users/login', { email, password: 'correct horse' })
    expect(login.status).toBe(200)
    const mine = await guest.get(`/account/orders/placed/${placed.number}`)
    expect(mine.status).toBe(200)
  })
})
