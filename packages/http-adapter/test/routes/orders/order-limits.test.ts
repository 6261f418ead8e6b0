import {
  MAX_CART_ORDERS,
  MAX_DESIGNS,
  MAX_FILES_PER_UPLOAD,
  MAX_QUANTITY,
  MAX_QUOTE_UPLOADS,
} from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, type Answer, type Client } from '../../support/client'
import { labelPatch } from '../../support/fixtures'
import * as files from '../../support/sample-files'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

describe.each(backends)('order limits on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  const newOrder = async (client: Client) => {
    const created = await client.post('/orders/quoter', { order: labelPatch })
    expect(created.status).toBe(200)
    return created.body.order.id as number
  }

  /** Sends a request that a limit refuses: 400 bad_request naming the limit, nothing written. */
  const refusedUnchanged = async (send: () => Promise<Answer>) => {
    const before = await server.dump()
    const storedBefore = await server.storedFiles()
    const res = await send()
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('bad_request')
    expect(await server.dump()).toEqual(before)
    expect(await server.storedFiles()).toEqual(storedBefore)
    return res.body.error.message as string
  }

  it.each([
    ['design_count', MAX_DESIGNS + 1, String(MAX_DESIGNS)],
    ['total_qty', MAX_QUANTITY + 1, MAX_QUANTITY.toLocaleString('en-US')],
    ['design_qty', MAX_QUANTITY + 1, MAX_QUANTITY.toLocaleString('en-US')],
  ])('refuses %s %d on a quote and leaves the order as it was', async (field, value, named) => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const message = await refusedUnchanged(() =>
      client.post(`/orders/quoter/${id}`, { order: { ...labelPatch, [field]: value } }),
    )
    expect(message).toContain(`order.${field}`)
    expect(message).toContain(named)
    const fresh = await client.post('/orders/quoter', { order: { [field]: value } })
    expect(fresh.status).toBe(400)
  })

  it('takes a quote at the ceilings', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const res = await client.post(`/orders/quoter/${id}`, {
      order: { design_count: MAX_DESIGNS, total_qty: MAX_QUANTITY },
    })
    expect(res.status).toBe(200)
    expect(res.body.order).toMatchObject({ design_count: MAX_DESIGNS, total_qty: MAX_QUANTITY })
  })

  it('refuses a quantity per design or per artwork line over the ceiling', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    await refusedUnchanged(() =>
      client.post(`/orders/quote-update-total-quantities/${id}`, {
        total_qty: MAX_QUANTITY + 1,
        design_qty: 1,
      }),
    )
    const message = await refusedUnchanged(() =>
      client.upload(`/account/designs/add/${id}/${MAX_QUANTITY + 1}`, [
        { name: 'a.png', data: files.png(10, 10) },
      ]),
    )
    expect(message).toContain(MAX_QUANTITY.toLocaleString('en-US'))
  })

  it('refuses artwork files beyond the designs an order takes, storing none of them', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const pngs = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `d${from + i}.png`, data: files.png(10, 10) }))
    let count = 0
    while (count < MAX_DESIGNS) {
      const n = Math.min(MAX_FILES_PER_UPLOAD, MAX_DESIGNS - count)
      const res = await client.upload(`/account/designs/add/${id}/1`, pngs(n, count))
      expect(res.status).toBe(200)
      count += n
    }
    const message = await refusedUnchanged(() =>
      client.upload(`/account/designs/add/${id}/1`, pngs(1, count)),
    )
    expect(message).toContain(`at most ${MAX_DESIGNS} designs`)
    const index = await client.get(`/account/designs/order-index/${id}`)
    expect(index.body.designs).toHaveLength(MAX_DESIGNS)
  })

  it('refuses a file attached to a quote beyond the files a quote takes', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const attach = () =>
      client.upload(
        `/orders/quote-add-order-upload/${id}`,
        [{ name: 'ref.png', data: files.png(10, 10) }],
        { type: 'style_reference' },
      )
    for (let i = 0; i < MAX_QUOTE_UPLOADS; i++) expect((await attach()).status).toBe(200)
    const message = await refusedUnchanged(attach)
    expect(message).toContain(`at most ${MAX_QUOTE_UPLOADS}`)
  })

  it('refuses to add an order to a full cart with cart_full, and re-adds one already in it', async () => {
    const client = createClient(server.url)
    let last = 0
    for (let i = 0; i < MAX_CART_ORDERS; i++) {
      last = await newOrder(client)
      expect((await client.post(`/carts/add-to-cart/${last}`)).status).toBe(200)
    }
    const extra = await newOrder(client)
    const before = await server.dump()
    const res = await client.post(`/carts/add-to-cart/${extra}`)
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('cart_full')
    expect(res.body.error.message).toContain(String(MAX_CART_ORDERS))
    expect(await server.dump()).toEqual(before)
    const again = await client.post(`/carts/add-to-cart/${last}`)
    expect(again.status).toBe(200)
    expect(again.body.cart.order_count).toBe(MAX_CART_ORDERS)
  })

  it('still reads and prices an order stored above the ceilings', async () => {
    const client = createClient(server.url)
    const created = await client.post('/orders/quoter', { order: labelPatch })
    const { id, user_id } = created.body.order as { id: number; user_id: string }
    const stored = await server.deps.repos.orders.findOwned(id, user_id)
    if (stored === null) throw new Error('order not found')
    const big = { ...stored, design_count: MAX_DESIGNS * 2, total_qty: MAX_QUANTITY * 2 }
    await server.deps.repos.orders.save(big, new Date())
    const read = await client.post(`/orders/quoter/${id}`)
    expect(read.status).toBe(200)
    expect(read.body.order).toMatchObject({
      design_count: MAX_DESIGNS * 2,
      total_qty: MAX_QUANTITY * 2,
    })
    expect(read.body.order.quoted_total).toBeGreaterThan(0)
  })
})
