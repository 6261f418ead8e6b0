import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../support/client'
import { labelPatch } from '../../support/fixtures'
import * as files from '../../support/sample-files'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

describe.each(backends)('quote uploads on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  it('adds an upload of a type, lists it by type, serves it and deletes it with its file', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    const before = await server.storedFiles()
    const added = await client.upload(
      `/orders/quote-add-order-upload/${id}`,
      [{ name: 'my logo!.pdf', data: files.pdf(72, 72) }],
      { type: 'logo' },
    )
    expect(added.status).toBe(200)
    expect(added.body.orderUpload).toMatchObject({
      order_id: id,
      filename: 'mylogo.pdf',
      mimetype: 'application/pdf',
      type: 'logo',
    })
    expect(added.body.order.order_uploads).toHaveLength(1)
    expect((await server.storedFiles()).length).toBe(before.length + 1)
    const logos = await client.get(`/orders/quote-uploads/${id}/logo`)
    expect(logos.body.orderUploads).toHaveLength(1)
    const refs = await client.get(`/orders/quote-uploads/${id}/style_reference`)
    expect(refs.body.orderUploads).toEqual([])
    expect((await client.get(`/orders/quote-uploads/${id}/bogus`)).status).toBe(400)
    const file = await client.get(added.body.orderUpload.filepicker_url)
    expect(file.status).toBe(200)
    const uploadId = added.body.orderUpload.id
    const stranger = createClient(server.url)
    expect((await stranger.del(`/orders/delete-quote-order-uploads/${uploadId}`)).status).toBe(404)
    expect((await stranger.get(added.body.orderUpload.filepicker_url)).status).toBe(404)
    expect((await stranger.get(`/orders/quote-uploads/${id}/logo`)).status).toBe(404)
    expect(
      (
        await stranger.upload(
          `/orders/quote-add-order-upload/${id}`,
          [{ name: 'x.pdf', data: files.pdf(1, 1) }],
          { type: 'logo' },
        )
      ).status,
    ).toBe(404)
    const del = await client.del(`/orders/delete-quote-order-uploads/${uploadId}`)
    expect(del.status).toBe(200)
    expect(del.body.success).toBe(true)
    expect(await server.storedFiles()).toEqual(before)
    expect((await client.get(`/orders/quote-uploads/${id}/logo`)).body.orderUploads).toEqual([])
  })

  it('names the download by the detected type and refuses camera raw in a TIFF container', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    const added = await client.upload(
      `/orders/quote-add-order-upload/${id}`,
      [{ name: 'poly.html', data: files.pngHtmlPolyglot(), type: 'text/html' }],
      { type: 'style_reference' },
    )
    expect(added.status).toBe(200)
    expect(added.body.orderUpload).toMatchObject({ filename: 'poly.png', mimetype: 'image/png' })
    const file = await client.get(added.body.orderUpload.filepicker_url)
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="poly.png"')
    const raw = await client.upload(
      `/orders/quote-add-order-upload/${id}`,
      [{ name: 'photo.tif', data: files.cr2() }],
      { type: 'logo' },
    )
    expect(raw.status).toBe(415)
    expect(raw.body.error.code).toBe('unsupported_media_type')
  })

  it('takes one file only, needs a valid type, and checks the content', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    const before = await server.storedFiles()
    const two = await client.upload(
      `/orders/quote-add-order-upload/${id}`,
      [
        { name: 'a.png', data: files.png(1, 1) },
        { name: 'b.png', data: files.png(1, 1) },
      ],
      { type: 'logo' },
    )
    expect(two.status).toBe(413)
    const noType = await client.upload(`/orders/quote-add-order-upload/${id}`, [
      { name: 'a.png', data: files.png(1, 1) },
    ])
    expect(noType.status).toBe(400)
    const text = await client.upload(
      `/orders/quote-add-order-upload/${id}`,
      [{ name: 'a.pdf', data: files.plainText() }],
      { type: 'logo' },
    )
    expect(text.status).toBe(415)
    const none = await client.upload(`/orders/quote-add-order-upload/${id}`, [], { type: 'logo' })
    expect(none.status).toBe(400)
    expect(await server.storedFiles()).toEqual(before)
  })
})
