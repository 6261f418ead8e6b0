import { Schema } from 'effect'
import { SharedQuote } from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, type Client } from '../../support/client'
import { cartonPatch, labelPatch } from '../../support/fixtures'
import { readPdf } from '../../support/pdf-text'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** A raw GET keeping the body as bytes (the client reads text). */
const getBytes = async (client: Client, base: string, path: string) => {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const res = await fetch(base + path, { headers: cookie === '' ? {} : { cookie } })
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) }
}

describe.each(backends)('shared quotes and PDFs on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  const newQuote = async (client: Client, patch: object) => {
    const created = await client.post('/orders/quoter', { order: patch })
    expect(created.status).toBe(200)
    return created.body.order as { id: number; quoted_total: number; user_id: string }
  }

  const share = async (client: Client, orderId: number) => {
    const res = await client.post(`/orders/quoter/${orderId}/share`)
    expect(res.status).toBe(201)
    return res.body as { token: string; url: string }
  }

  it('shares a snapshot that anyone with the link reads, without the owner or uploads', async () => {
    const owner = createClient(server.url)
    await owner.post('/account/users/signup', {
      email: 'sharer@example.com',
      password: 'correct horse',
      name: 'Sharer',
    })
    const order = await newQuote(owner, { ...labelPatch, comments_customer: 'ring 555-0100' })
    const { token, url } = await share(owner, order.id)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/) // 256 random bits
    expect(url).toBe(`/q/${token}`)

    const visitor = createClient(server.url)
    const read = await visitor.get(`/api/shared-quotes/${token}`)
    expect(read.status).toBe(200)
    const quote = Schema.decodeUnknownSync(SharedQuote)(read.body.quote)
    expect(quote).toMatchObject({
      quote_number: order.id,
      quoted_total: order.quoted_total,
      width: 2,
      length: 3,
      design_quantities: [1000],
    })
    expect(quote.price_breakdown.length).toBeGreaterThan(0)
    expect(quote.price_breaks.some((b) => b.is_current)).toBe(true)
    expect(new Date(quote.created_at).toISOString()).toBe(quote.created_at)
    for (const secret of [order.user_id, 'sharer@example.com', '555-0100', 'order_uploads'])
      expect(read.text).not.toContain(secret)
    expect(read.body.quote).not.toHaveProperty('user_id')
    expect(read.body.quote).not.toHaveProperty('designs_orders')
    // The token itself is not what the database keeps.
    expect(JSON.stringify(await server.dump())).not.toContain(token)
  })

  it('keeps the snapshot as it was when the owner edits the order', async () => {
    const owner = createClient(server.url)
    const order = await newQuote(owner, labelPatch)
    const { token } = await share(owner, order.id)
    const edited = await owner.post(`/orders/quoter/${order.id}`, {
      order: { total_qty: 5000, design_qty: 5000 },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.order.quoted_total).not.toBe(order.quoted_total)
    const read = await createClient(server.url).get(`/api/shared-quotes/${token}`)
    expect(read.body.quote).toMatchObject({ total_qty: 1000, quoted_total: order.quoted_total })
  })

  it('starts a new order of the visitor from the snapshot', async () => {
    const owner = createClient(server.url)
    const order = await newQuote(owner, cartonPatch)
    const { token } = await share(owner, order.id)
    const visitor = createClient(server.url)
    const copied = await visitor.post(`/api/shared-quotes/${token}/copy`)
    expect(copied.status).toBe(201)
    const copy = copied.body.order
    expect(copy.id).not.toBe(order.id)
    expect(copy).toMatchObject({
      product_type_id: 2,
      width: 2,
      length: 4,
      depth: 6,
      total_qty: 500,
      quoted_total: order.quoted_total,
    })
    expect(copy.user_id).not.toBe(order.user_id)
    // It is the visitor's own order now: they can change it, the owner cannot see it.
    const changed = await visitor.post(`/orders/quoter/${copy.id}`, { order: { total_qty: 1000 } })
    expect(changed.status).toBe(200)
    expect((await owner.post(`/orders/quoter/${copy.id}`)).status).toBe(404)
  })

  it('answers 404 for an unknown or malformed token', async () => {
    const client = createClient(server.url)
    const unknown = 'A'.repeat(43)
    for (const path of [
      `/api/shared-quotes/${unknown}`,
      `/api/shared-quotes/${unknown}/pdf`,
      '/api/shared-quotes/not-a-token',
    ]) {
      const res = await client.get(path)
      expect(res.status).toBe(404)
      expect(res.body.error.code).toBe('not_found')
    }
    expect((await client.post(`/api/shared-quotes/${unknown}/copy`)).status).toBe(404)
  })

  it("refuses to share or print someone else's order, and an unpriced one", async () => {
    const owner = createClient(server.url)
    const order = await newQuote(owner, labelPatch)
    const other = createClient(server.url)
    expect((await other.post(`/orders/quoter/${order.id}/share`)).status).toBe(404)
    const pdf = await other.get(`/orders/quote-pdf/${order.id}`)
    expect(pdf.status).toBe(404)
    expect(pdf.body.error.code).toBe('not_found')
    const blank = await newQuote(owner, { product_type_id: 1 })
    const refused = await owner.post(`/orders/quoter/${blank.id}/share`)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toEqual({
      code: 'quote_incomplete',
      message: 'Complete the quote before sharing it.',
    })
    // The PDF of an unpriced quote is refused in the words of a PDF, not of sharing.
    const unpricedPdf = await owner.get(`/orders/quote-pdf/${blank.id}`)
    expect(unpricedPdf.status).toBe(400)
    expect(unpricedPdf.body.error).toEqual({
      code: 'quote_incomplete',
      message: 'Complete the quote before downloading its PDF.',
    })
  })

  it('prints the owner’s quote and the shared one as PDFs holding the total', async () => {
    const owner = createClient(server.url)
    const order = await newQuote(owner, labelPatch)
    const own = await getBytes(owner, server.url, `/orders/quote-pdf/${order.id}`)
    expect(own.res.status).toBe(200)
    expect(own.res.headers.get('content-type')).toBe('application/pdf')
    expect(own.res.headers.get('content-disposition')).toBe(
      `attachment; filename="diecut-quote-${order.id}.pdf"`,
    )
    expect(new TextDecoder().decode(own.bytes.slice(0, 5))).toBe('%PDF-')
    const read = await readPdf(own.bytes)
    expect(read.pages).toBeGreaterThanOrEqual(1)
    expect(read.text).toContain(money(order.quoted_total))
    for (const words of [
      'diecut',
      '(888) 343-3288',
      'Valid until',
      'White Plastic',
      'payment after proof approval',
      'Shown at actual size (1:1)',
      'per label',
    ])
      expect(read.text).toContain(words)
    // No roll maximum is set: the quantity ordered carries no tolerance.
    expect(read.text).not.toMatch(/\+0\/-10%|on rolls/)
    // A smaller run's dearer unit price is said as such, never as a negative saving.
    const breaks = /Vs\. this quote([\s\S]*?)Prices valid/.exec(read.text)?.[1]
    expect(breaks).toMatch(/\d+% more[\s\S]*\d+% less/)
    expect(breaks).not.toMatch(/-\d+%/)

    const { token } = await share(owner, order.id)
    const shared = await getBytes(
      createClient(server.url),
      server.url,
      `/api/shared-quotes/${token}/pdf`,
    )
    expect(shared.res.status).toBe(200)
    expect(shared.res.headers.get('content-disposition')).toBe(
      `attachment; filename="diecut-quote-${order.id}.pdf"`,
    )
    expect((await readPdf(shared.bytes)).text).toContain(money(order.quoted_total))
  })

  it('draws a carton dieline to a stated scale, on a page of its own as large as fits', async () => {
    const owner = createClient(server.url)
    const order = await newQuote(owner, cartonPatch)
    const pdf = await getBytes(owner, server.url, `/orders/quote-pdf/${order.id}`)
    const read = await readPdf(pdf.bytes)
    expect(read.pages).toBe(2)
    expect(read.text).toContain(money(order.quoted_total))
    expect(read.text).toMatch(/Shown at 1:6 scale/)
    expect(read.text).toMatch(/Dieline, flat \(outside view\)[\s\S]*Shown at 1:2 scale/)
    expect(read.text).toContain('12.697 in')
    expect(read.text).toContain('per carton')
    expect(read.text).not.toMatch(/on rolls|per label/)
  })
})
