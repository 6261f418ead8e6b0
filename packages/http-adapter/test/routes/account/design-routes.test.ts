import { BLANK_CARTON_ARTWORK } from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, type Client } from '../../support/client'
import { cartonPatch, labelPatch } from '../../support/fixtures'
import * as files from '../../support/sample-files'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

describe.each(backends)('artwork (designs) routes on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  const newOrder = async (client: Client) =>
    (await client.post('/orders/quoter', { order: labelPatch })).body.order.id as number

  it('adds several files to an order with their sizes, lists them, and serves each file', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const res = await client.upload(`/account/designs/add/${id}/250`, [
      { name: 'front label.png', data: files.png(600, 900) },
      { name: 'back.pdf', data: files.pdf(144, 216) },
      { name: 'logo.jpg', data: files.jpeg(1200, 800) },
    ])
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(res.body.designsOrders).toHaveLength(3)
    expect(res.body.designsOrders[0]).toMatchObject({
      qty: 250,
      customer_filename: 'frontlabel.png',
    })
    expect(res.body.order.designs_orders).toHaveLength(3)
    const index = await client.get(`/account/designs/order-index/${id}`)
    expect(index.body.designs).toEqual([
      expect.objectContaining({
        customer_filename: 'frontlabel.png',
        file_type: 'png',
        width_px: 600,
        height_px: 900,
      }),
      expect.objectContaining({
        customer_filename: 'back.pdf',
        file_type: 'pdf',
        page_width_in: 2,
        page_height_in: 3,
      }),
      expect.objectContaining({ file_type: 'jpeg', width_px: 1200, height_px: 800 }),
    ])
    const listed = await client.get(`/orders/quote-designs/${id}`)
    expect(listed.body.designsOrders.map((d: { id: number }) => d.id)).toEqual(
      res.body.designsOrders.map((d: { id: number }) => d.id),
    )
    const file = await client.get(index.body.designs[0].url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await createClient(server.url).get(index.body.designs[0].url)).status).toBe(404)
  })

  it('refuses a file of no accepted type with 415 and keeps nothing of the request', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const filesBefore = await server.storedFiles()
    const before = await server.dump(['sessions', 'users'])
    const res = await client.upload(`/account/designs/add/${id}`, [
      { name: 'ok.png', data: files.png(10, 10) },
      { name: 'notes.png', data: files.plainText(), type: 'image/png' },
    ])
    expect(res.status).toBe(415)
    expect(res.body.error.code).toBe('unsupported_media_type')
    expect(await server.storedFiles()).toEqual(filesBefore)
    expect(await server.dump(['sessions', 'users'])).toEqual(before)
  })

  it('refuses a file over the size limit with 413', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const big = new Uint8Array(3 * 1024 * 1024)
    big.set(files.png(10, 10))
    const res = await client.upload(`/account/designs/add/${id}`, [{ name: 'huge.png', data: big }])
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('too_large')
  })

  it('refuses a request that is not multipart with 415', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const res = await client.post(`/account/designs/add/${id}`, { file: 'x' })
    expect(res.status).toBe(415)
  })

  it('stores SVG sanitised and serves it with a CSP and as an attachment', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const res = await client.upload(`/account/designs/add/${id}`, [
      { name: 'evil.svg', data: files.evilSvg() },
    ])
    expect(res.status).toBe(200)
    const index = await client.get(`/account/designs/order-index/${id}`)
    const file = await client.get(index.body.designs[0].url)
    expect(file.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect(file.text).toContain('<svg')
    expect(file.text).not.toMatch(/<script|onload|javascript:|foreignObject/i)
  })

  it('serves an uploaded SVG without any of the known sanitiser bypasses', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const evil = [
      '<?xml version="1.0"?>',
      '<?xml-stylesheet type="text/css" href="https://evil.example/s.css"?>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:svg="http://www.w3.org/2000/svg" width="10" height="10">',
      '<svg:script>alert(1)</svg:script>',
      '<rect onclick="alert(2)" width="5" height="5"/>',
      '<a xlink:href="&#106;avascript:alert(3)"><text>t</text></a>',
      '<use href="https://evil.example/sprite.svg#a"/>',
      '<image xlink:href="https://evil.example/pixel.png" width="1" height="1"/>',
      '</svg>',
    ].join('\n')
    const res = await client.upload(`/account/designs/add/${id}`, [
      { name: 'logo.svg', data: evil },
    ])
    expect(res.status).toBe(200)
    const index = await client.get(`/account/designs/order-index/${id}`)
    const file = await client.get(index.body.designs[0].url)
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="logo.svg"')
    expect(file.text).toContain('<rect width="5" height="5"/>')
    expect(file.text).not.toMatch(/script|onclick|javascript|evil\.example|alert/i)
  })

  it('names a download by the detected type, not by the name it was uploaded under', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const res = await client.upload(`/account/designs/add/${id}`, [
      { name: 'poly.html', data: files.pngHtmlPolyglot(), type: 'text/html' },
    ])
    expect(res.status).toBe(200)
    const index = await client.get(`/account/designs/order-index/${id}`)
    expect(index.body.designs[0]).toMatchObject({ customer_filename: 'poly.png', file_type: 'png' })
    const file = await client.get(index.body.designs[0].url)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="poly.png"')
  })

  it('reads the page size of a PDF with compressed object streams on upload', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const res = await client.upload(`/account/designs/add/${id}`, [
      { name: 'art.pdf', data: await files.pdfWithObjectStreams(216, 144) },
      { name: 'cut.eps', data: files.epsBinary('0 0 288 72') },
    ])
    expect(res.status).toBe(200)
    const index = await client.get(`/account/designs/order-index/${id}`)
    expect(index.body.designs).toEqual([
      expect.objectContaining({ file_type: 'pdf', page_width_in: 3, page_height_in: 2 }),
      expect.objectContaining({ file_type: 'eps', page_width_in: 4, page_height_in: 1 }),
    ])
  })

  it('updates quantities of one line and of several lines', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const added = await client.upload(`/account/designs/add/${id}/100`, [
      { name: 'a.png', data: files.png(10, 10) },
      { name: 'b.png', data: files.png(10, 10) },
    ])
    const [a, b] = added.body.designsOrders
    const one = await client.post(`/orders/quote-update-designs-order/${a.id}`, { qty: 400 })
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ success: true, designsOrder: { id: a.id, qty: 400 } })
    expect(one.body).toHaveProperty('designQty')
    expect(one.body).toHaveProperty('totalQty')
    const all = await client.post('/orders/quote-update-all-designs-orders', {
      order_id: id,
      designs_orders_ids: [a.id, b.id],
      new_qty: 300,
    })
    expect(all.status).toBe(200)
    expect(all.body.designsOrders.map((d: { qty: number }) => d.qty)).toEqual([300, 300])
    const otherOrder = await newOrder(client)
    expect(
      (
        await client.post('/orders/quote-update-all-designs-orders', {
          order_id: otherOrder,
          designs_orders_ids: [a.id],
          new_qty: 1,
        })
      ).status,
    ).toBe(404)
    expect(
      (await client.post(`/orders/quote-update-designs-order/${a.id}`, { qty: -1 })).status,
    ).toBe(400)
  })

  it('updates total quantities, answering code 404 for an unknown order', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const res = await client.post(`/orders/quote-update-total-quantities/${id}`, {
      total_qty: 2000,
      design_qty: 2000,
    })
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(200)
    expect(res.body.order.total_qty).toBe(2000)
    expect(res.body.cart).toMatchObject({ order_count: 0, orders: [] })
    const unknown = await client.post('/orders/quote-update-total-quantities/999999', {
      total_qty: 1,
      design_qty: 1,
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ code: 404, error: { code: 'not_found' } })
  })

  it('links a pair, swaps it, reorganizes sets and clears the links', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const added = await client.upload(`/account/designs/add/${id}`, [
      { name: 'a.png', data: files.png(10, 10) },
      { name: 'b.png', data: files.png(10, 10) },
      { name: 'c.png', data: files.png(10, 10) },
    ])
    const [a, b, c] = added.body.designsOrders.map(
      (d: { design_id: number }) => d.design_id,
    ) as number[]
    const linked = await client.post('/account/designs/link-designs', {
      design1_id: a,
      design2_id: b,
      print_sequence_1: 1,
      print_sequence_2: 2,
    })
    expect(linked.status).toBe(200)
    let designs = (await client.get(`/account/designs/order-index/${id}`)).body.designs
    expect(designs[0]).toMatchObject({
      id: a,
      is_linked: true,
      linked_design_id: b,
      print_sequence: 1,
    })
    expect(designs[1]).toMatchObject({
      id: b,
      is_linked: true,
      linked_design_id: a,
      print_sequence: 2,
    })
    expect((await client.get(`/account/designs/swap/${a}`)).body).toEqual({ success: true })
    designs = (await client.get(`/account/designs/order-index/${id}`)).body.designs
    expect(designs[0]).toMatchObject({ id: a, print_sequence: 2 })
    expect(designs[1]).toMatchObject({ id: b, print_sequence: 1 })
    // Move c into a's slot (2) of the set b leads: a becomes single.
    const moved = await client.post('/account/designs/reorganize-sets', {
      moved_design_id: c,
      source_set_id: c,
      target_set_id: b,
      design_type: 'back',
    })
    expect(moved.status).toBe(200)
    expect(moved.body).toEqual({ success: true, error: null })
    designs = (await client.get(`/account/designs/order-index/${id}`)).body.designs
    expect(designs.find((d: { id: number }) => d.id === c)).toMatchObject({
      linked_design_id: b,
      print_sequence: 2,
    })
    expect(designs.find((d: { id: number }) => d.id === a)).toMatchObject({
      is_linked: false,
      linked_design_id: null,
    })
    const wrong = await client.post('/account/designs/reorganize-sets', {
      moved_design_id: a,
      source_set_id: b,
      target_set_id: c,
      design_type: 1,
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.success).toBe(false)
    const cleared = await client.post('/account/designs/clear-order-links', { order_id: id })
    expect(cleared.status).toBe(200)
    designs = (await client.get(`/account/designs/order-index/${id}`)).body.designs
    expect(
      designs.every(
        (d: { is_linked: boolean; print_sequence: null }) =>
          !d.is_linked && d.print_sequence === null,
      ),
    ).toBe(true)
  })

  it('deletes a line and its file, and deletes all lines of an order', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const before = await server.storedFiles()
    const added = await client.upload(`/account/designs/add/${id}`, [
      { name: 'a.png', data: files.png(10, 10) },
      { name: 'b.png', data: files.png(10, 10) },
    ])
    expect((await server.storedFiles()).length).toBe(before.length + 2)
    const del = await client.del(`/account/designs/delete/${added.body.designsOrders[0].id}`)
    expect(del.status).toBe(200)
    expect(del.body.designsOrders).toHaveLength(1)
    expect((await server.storedFiles()).length).toBe(before.length + 1)
    const all = await client.del(`/orders/delete-all-quoter-designs-orders/${id}`)
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ success: true, designsOrders: [] })
    expect(await server.storedFiles()).toEqual(before)
    const sync = await client.get(`/orders/quote-sync-quoter-designs/${id}`)
    expect(sync.body).toMatchObject({ success: true, designsOrders: [] })
  })

  it('deletes the artwork rows and files of a carton turned blank, and refuses artwork for it', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: cartonPatch })).body.order.id
    const before = await server.storedFiles()
    const added = await client.upload(`/account/designs/add/${id}`, [
      { name: 'outside.png', data: files.png(10, 10) },
      { name: 'front.pdf', data: files.pdf(144, 216) },
    ])
    expect(added.body.designsOrders).toHaveLength(2)
    expect((await server.storedFiles()).length).toBe(before.length + 2)

    const blank = await client.post(`/orders/quoter/${id}`, { order: { is_blank: true } })
    expect(blank.status).toBe(200)
    expect(blank.body.order).toMatchObject({ is_blank: true, designs_orders: [] })
    expect((await client.get(`/orders/quote-designs/${id}`)).body.designsOrders).toEqual([])
    expect((await client.get(`/account/designs/order-index/${id}`)).body.designs).toEqual([])
    const sync = await client.get(`/orders/quote-sync-quoter-designs/${id}`)
    expect(sync.body.order).toMatchObject({ is_blank: true, designs_orders: [] })
    expect(sync.body.designsOrders).toEqual([])
    expect(await server.storedFiles()).toEqual(before)

    const refused = await client.upload(`/account/designs/add/${id}`, [
      { name: 'late.png', data: files.png(10, 10) },
    ])
    expect(refused.status).toBe(409)
    expect(refused.body.error).toEqual({
      code: 'blank_carton_artwork',
      message: BLANK_CARTON_ARTWORK.message,
    })
    expect((await client.get(`/orders/quote-designs/${id}`)).body.designsOrders).toEqual([])
    expect(await server.storedFiles()).toEqual(before)

    const printed = await client.post(`/orders/quoter/${id}`, { order: { is_blank: false } })
    expect(printed.body.order.is_blank).toBe(false)
    const again = await client.upload(`/account/designs/add/${id}`, [
      { name: 'outside.png', data: files.png(10, 10) },
    ])
    expect(again.status).toBe(200)
    expect(again.body.designsOrders).toHaveLength(1)
  })

  it("answers 404 on every artwork route for someone else's ids, changing nothing", async () => {
    const owner = createClient(server.url)
    const id = await newOrder(owner)
    const added = await owner.upload(`/account/designs/add/${id}`, [
      { name: 'a.png', data: files.png(10, 10) },
      { name: 'b.png', data: files.png(10, 10) },
    ])
    const [la, lb] = added.body.designsOrders as { id: number; design_id: number }[]
    if (la === undefined || lb === undefined) throw new Error('lines missing')
    const thief = createClient(server.url)
    await thief.get('/account/users/current-user')
    const filesBefore = await server.storedFiles()
    const before = await server.dump()
    const answers = [
      await thief.upload(`/account/designs/add/${id}`, [{ name: 'x.png', data: files.png(1, 1) }]),
      await thief.get(`/account/designs/order-index/${id}`),
      await thief.get(`/orders/quote-designs/${id}`),
      await thief.get(`/orders/quote-sync-quoter-designs/${id}`),
      await thief.del(`/orders/delete-all-quoter-designs-orders/${id}`),
      await thief.post('/orders/quote-update-all-designs-orders', {
        order_id: id,
        designs_orders_ids: [la.id],
        new_qty: 5,
      }),
      await thief.post(`/orders/quote-update-designs-order/${la.id}`, { qty: 5 }),
      await thief.post(`/orders/quote-update-total-quantities/${id}`, {
        total_qty: 5,
        design_qty: 5,
      }),
      await thief.del(`/account/designs/delete/${la.id}`),
      await thief.get(`/account/designs/swap/${la.design_id}`),
      await thief.get(`/account/designs/file/${la.design_id}`),
      await thief.post('/account/designs/clear-order-links', { order_id: id }),
      await thief.post('/account/designs/link-designs', {
        design1_id: la.design_id,
        design2_id: lb.design_id,
        print_sequence_1: 1,
        print_sequence_2: 2,
      }),
      await thief.post('/account/designs/reorganize-sets', {
        moved_design_id: la.design_id,
        source_set_id: la.design_id,
        target_set_id: lb.design_id,
        design_type: 2,
      }),
    ]
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404))
    for (const a of answers) expect(a.body.error.code).toBe('not_found')
    expect(await server.dump()).toEqual(before)
    expect(await server.storedFiles()).toEqual(filesBefore)
  })
})
