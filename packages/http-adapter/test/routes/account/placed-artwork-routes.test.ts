import { MAX_PLACED_ARTWORK_FILES, STORE_CONTACT } from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkout, fillCart } from '../../support/checkout'
import { createClient, type Answer, type Client, type UploadFile } from '../../support/client'
import { cartonPatch, labelPatch } from '../../support/fixtures'
import * as files from '../../support/sample-files'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'
import { staffClient } from '../../support/staff'

type Line = { order_id: number; proof_status: string }
type Placed = { number: string; status: string; lines: Line[] }

const STAFF_EMAIL = 'prepress@diecut.test'

describe.each(backends)('artwork sent after checkout on %s', (backend) => {
  let server: TestServer
  let staff: Client
  beforeAll(async () => {
    server = await startTestServer(backend, {
      mail: { store: STORE_CONTACT, siteUrl: 'http://shop.test', staffEmail: STAFF_EMAIL },
    })
    staff = await staffClient(server)
  })
  afterAll(async () => {
    await server.close()
  })

  /** A guest's order of items placed without artwork. */
  const placeOrder = async (patches = [labelPatch, cartonPatch]) => {
    const customer = createClient(server.url)
    await fillCart(customer, patches)
    const res = await checkout(customer)
    expect(res.status).toBe(201)
    const placed = res.body.placed_order as Placed
    expect(placed.lines.map((l) => l.proof_status)).toEqual(patches.map(() => 'awaiting_artwork'))
    return { customer, placed }
  }
  const send = (
    client: Client,
    number: string,
    orderId: number | null,
    sent: readonly UploadFile[],
  ): Promise<Answer> =>
    client.upload(
      `/account/orders/placed/${number}/artwork`,
      sent,
      orderId === null ? {} : { order_id: String(orderId) },
    )
  /** The bytes of a file as the client downloads it. */
  const bytesOf = async (client: Client, path: string): Promise<Uint8Array> => {
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await fetch(server.url + path, { headers: { cookie } })
    return new Uint8Array(await res.arrayBuffer())
  }
  const front = { name: 'front.png', data: files.png(600, 400) }
  const back = { name: 'back.pdf', data: files.pdf(288, 216) }

  it('moves the item, then the order, to awaiting its proof; staff list, view and download the files', async () => {
    const { customer, placed } = await placeOrder()
    const [a, b] = placed.lines.map((l) => l.order_id) as [number, number]

    const first = await send(customer, placed.number, a, [front, back])
    expect(first.status).toBe(200)
    expect(Object.keys(first.body).sort()).toEqual([
      'allowed_actions',
      'card_payment',
      'placed_order',
    ])
    expect(first.body.placed_order.lines.map((l: Line) => l.proof_status)).toEqual([
      'awaiting_proof',
      'awaiting_artwork',
    ])
    expect(first.body.placed_order.status).toBe('awaiting_artwork')
    expect(first.body.allowed_actions).toContain('artwork')

    const second = await send(customer, placed.number, b, [
      { name: 'carton.eps', data: files.eps() },
    ])
    expect(second.status).toBe(200)
    expect(second.body.placed_order.status).toBe('awaiting_proof')
    expect(second.body.allowed_actions).not.toContain('artwork')
    const page = await customer.get(`/account/orders/placed/${placed.number}`)
    expect(page.body.placed_order.status).toBe('awaiting_proof')
    expect(page.body.placed_order.events.slice(-2)).toEqual([
      expect.objectContaining({
        status: 'awaiting_artwork',
        by: 'customer',
        note: `Artwork received for item ${a} (2 files)`,
      }),
      expect.objectContaining({
        status: 'awaiting_proof',
        by: 'customer',
        note: `Artwork received for item ${b} (1 file)`,
      }),
    ])

    // The files are the designs of the item's quote, as the quoter's own uploads are.
    const quoted = await customer.get(`/account/designs/order-index/${a}`)
    expect(
      quoted.body.designs.map((d: { customer_filename: string; qty: number }) => [
        d.customer_filename,
        d.qty,
      ]),
    ).toEqual([
      ['front.png', labelPatch.design_qty],
      ['back.pdf', labelPatch.design_qty],
    ])

    const seen = await staff.get(`/api/admin/orders/${placed.number}`)
    expect(seen.status).toBe(200)
    const artwork = seen.body.artwork as {
      order_id: number
      files: {
        id: number
        filename: string
        content_type: string
        size_bytes: number
        url: string
      }[]
    }[]
    expect(
      artwork.map((l) => [l.order_id, l.files.map((f) => [f.filename, f.content_type])]),
    ).toEqual([
      [
        a,
        [
          ['front.png', 'image/png'],
          ['back.pdf', 'application/pdf'],
        ],
      ],
      [b, [['carton.eps', 'application/postscript']]],
    ])
    const [png, pdf] = artwork[0]!.files as [
      (typeof artwork)[0]['files'][0],
      (typeof artwork)[0]['files'][0],
    ]
    const eps = artwork[1]!.files[0]!
    expect(png.size_bytes).toBe(front.data.length)
    expect(png.url).toBe(`/api/admin/orders/${placed.number}/artwork/${png.id}`)

    const download = await staff.get(png.url)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('image/png')
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="front.png"')
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await bytesOf(staff, png.url)).toEqual(new Uint8Array(front.data))

    const viewImage = await staff.get(`${png.url}?inline=1`)
    expect(viewImage.headers.get('content-disposition')).toBe('inline; filename="front.png"')
    expect(viewImage.headers.get('content-security-policy')).toBe("default-src 'none'")
    const viewPdf = await staff.get(`${pdf.url}?inline=1`)
    expect(viewPdf.headers.get('content-type')).toBe('application/pdf')
    expect(viewPdf.headers.get('content-disposition')).toBe('inline; filename="back.pdf"')
    expect(viewPdf.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
    // A browser cannot show EPS: it is downloaded even when a view is asked for.
    const viewEps = await staff.get(`${eps.url}?inline=1`)
    expect(viewEps.headers.get('content-disposition')).toBe('attachment; filename="carton.eps"')
    expect((await staff.get(`${png.url}?inline=yes`)).status).toBe(400)

    // Nobody but staff, and no file through another order.
    for (const res of [
      await customer.get(`/api/admin/orders/${placed.number}`),
      await customer.get(png.url),
    ]) {
      expect(res.status).toBe(404)
      expect(res.body.error.code).toBe('not_found')
    }
    const other = await placeOrder([labelPatch])
    const elsewhere = await staff.get(`/api/admin/orders/${other.placed.number}/artwork/${png.id}`)
    expect(elsewhere.status).toBe(404)
    const otherPage = await staff.get(`/api/admin/orders/${other.placed.number}`)
    expect(otherPage.body.artwork).toEqual([
      { order_id: other.placed.lines[0]!.order_id, files: [] },
    ])

    // Staff hear of each item's artwork, by email to the store's staff address.
    const emails = await staff.get(`/api/admin/orders/${placed.number}/emails`)
    expect(
      emails.body.emails
        .filter((e: { kind: string }) => e.kind === 'artwork_received')
        .map((e: { to: string; subject: string }) => [e.to, e.subject]),
    ).toEqual([
      [STAFF_EMAIL, `Artwork received for order ${placed.number}, item ${a}`],
      [STAFF_EMAIL, `Artwork received for order ${placed.number}, item ${b}`],
    ])
  })

  it('refuses a file of the wrong type (415), no file (400), someone else’s order (404) and an item not awaiting artwork (409), changing nothing', async () => {
    const { customer, placed } = await placeOrder()
    const [a, b] = placed.lines.map((l) => l.order_id) as [number, number]
    expect((await send(customer, placed.number, a, [front])).status).toBe(200)
    const stranger = createClient(server.url)
    await fillCart(stranger, [labelPatch])
    const rows = await server.dump(['sessions'])
    const stored = await server.storedFiles()
    const page = (await customer.get(`/account/orders/placed/${placed.number}`)).body

    const text = await send(customer, placed.number, b, [
      front,
      { name: 'notes.pdf', data: files.plainText() },
    ])
    expect(text.status).toBe(415)
    expect(text.body.error.code).toBe('unsupported_media_type')

    const none = await send(customer, placed.number, b, [])
    expect(none.status).toBe(400)
    expect(none.body.error).toEqual({
      code: 'bad_request',
      message: 'Please attach at least one artwork file.',
      issues: [{ path: 'file', message: 'Please attach at least one artwork file.' }],
    })
    const noLine = await send(customer, placed.number, null, [front])
    expect(noLine.status).toBe(400)
    expect(noLine.body.error.issues[0].path).toBe('order_id')

    for (const res of [
      await send(stranger, placed.number, b, [front]),
      await send(customer, 'DC-99999999', b, [front]),
      await send(customer, placed.number, 999_999, [front]),
    ]) {
      expect(res.status).toBe(404)
      expect(res.body.error.code).toBe('not_found')
    }

    const again = await send(customer, placed.number, a, [front])
    expect(again.status).toBe(409)
    expect(again.body.error).toEqual({
      code: 'transition_not_allowed',
      message: `We already have the artwork for this item and are preparing its proof; to change it, ask for changes when you review the proof.`,
    })

    expect(await server.dump(['sessions'])).toEqual(rows)
    expect(await server.storedFiles()).toEqual(stored)
    expect((await customer.get(`/account/orders/placed/${placed.number}`)).body).toEqual(page)
  })

  it('refuses before receiving a byte when no item awaits artwork, or the order is cancelled', async () => {
    const done = await placeOrder([labelPatch])
    const id = done.placed.lines[0]!.order_id
    expect((await send(done.customer, done.placed.number, id, [front])).status).toBe(200)
    const cancelled = await placeOrder([labelPatch])
    const cancel = await cancelled.customer.post(
      `/account/orders/placed/${cancelled.placed.number}/cancel`,
      { reason: 'Ordered twice' },
    )
    expect(cancel.status).toBe(200)
    const rows = await server.dump(['sessions'])
    const stored = await server.storedFiles()
    // A large body: the refusal is read by the client all the same (the body is drained).
    const big = { name: 'big.png', data: files.png(1500, 1500) }
    const full = await send(done.customer, done.placed.number, id, [big, big])
    expect(full.status).toBe(409)
    expect(full.body.error).toEqual({
      code: 'transition_not_allowed',
      message:
        'Every item of this order already has its artwork; to change it, ask for changes on its proof.',
    })
    const stopped = await send(
      cancelled.customer,
      cancelled.placed.number,
      cancelled.placed.lines[0]!.order_id,
      [front],
    )
    expect(stopped.status).toBe(409)
    expect(stopped.body.error).toEqual({
      code: 'not_in_prepress',
      message: 'This order is cancelled; artwork can no longer be added.',
    })
    expect(await server.dump(['sessions'])).toEqual(rows)
    expect(await server.storedFiles()).toEqual(stored)
  })

  it('takes no more files for one item than one upload carries', async () => {
    const { customer, placed } = await placeOrder([labelPatch])
    const many = Array.from({ length: Math.min(MAX_PLACED_ARTWORK_FILES, 200) + 1 }, (_, i) => ({
      name: `v${i}.png`,
      data: files.png(2, 2),
    }))
    const stored = await server.storedFiles()
    const res = await send(customer, placed.number, placed.lines[0]!.order_id, many)
    expect(res.status).toBe(413)
    expect(await server.storedFiles()).toEqual(stored)
  })
})
