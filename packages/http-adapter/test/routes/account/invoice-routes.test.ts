import { randomUUID } from 'node:crypto'
import { formatLineUnitPrice, formatLongDate, STORE_CONTACT } from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkout, checkoutBody, fillCart } from '../../support/checkout'
import { createClient, type Client } from '../../support/client'
import { cartonPatch, labelPatch } from '../../support/fixtures'
import { readPdf } from '../../support/pdf-text'
import * as files from '../../support/sample-files'
import { staffClient } from '../../support/staff'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

type PlacedLine = { order_id: number; description: string; subtotal: number; quantity: number }
type Placed = {
  number: string
  total: number
  subtotal: number
  po_number: string | null
  lines: PlacedLine[]
  shipping: { name: string; total: number }
  payment: { status: string; due_date?: string }
}

const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const oneLine = (text: string) => text.replace(/\s+/g, ' ')

describe.each(backends)('invoices on %s', (backend) => {
  let server: TestServer
  let staff: Client
  beforeAll(async () => {
    server = await startTestServer(backend)
    staff = await staffClient(server)
  })
  afterAll(async () => {
    await server.close()
  })

  /** A customer with an account, on net 30 when `terms` says so. */
  const customerOf = async (terms: boolean) => {
    const customer = createClient(server.url)
    const email = `buyer-${randomUUID()}@example.com`
    const signup = await customer.post('/account/users/signup', {
      email,
      password: 'buyer-password',
      name: 'Bea Buyer',
    })
    expect(signup.status).toBe(200)
    if (terms)
      expect((await staff.post('/api/admin/customers/terms', { email, net_days: 30 })).status).toBe(
        200,
      )
    return customer
  }
  const placeOrder = async (customer: Client, poNumber: string | null = 'PO-7781') => {
    await fillCart(customer, [labelPatch, cartonPatch])
    const res = await checkout(customer, checkoutBody({ po_number: poNumber }))
    expect(res.status).toBe(201)
    return res.body.placed_order as Placed
  }
  const approveAll = async (customer: Client, placed: Placed): Promise<Placed> => {
    for (const line of placed.lines) {
      const proof = await staff.upload(
        `/api/admin/orders/${placed.number}/proof`,
        [{ name: 'p.png', data: files.png(40, 30) }],
        { order_id: String(line.order_id) },
      )
      expect(proof.status).toBe(200)
      const ok = await customer.post(`/account/orders/placed/${placed.number}/proof`, {
        order_id: line.order_id,
        decision: 'approve',
      })
      expect(ok.status).toBe(200)
    }
    return (await customer.get(`/account/orders/placed/${placed.number}`)).body.placed_order
  }
  const pay = (placed: Placed, amount: number) =>
    staff.post(`/api/admin/orders/${placed.number}/events`, {
      event: 'payment_received',
      amount,
      method: 'check',
      reference: 'Check 1042',
    })

  const customerInvoice = (client: Client, number: string) =>
    client.get(`/account/orders/placed/${number}/invoice`)
  const staffInvoice = (client: Client, number: string) =>
    client.get(`/api/admin/orders/${number}/invoice`)

  /** The PDF answered, checked as a download of the order's invoice, and its text on one line. */
  const pdfText = async (
    client: Client,
    path: string,
    number: string,
  ): Promise<{ text: string; pages: number }> => {
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await fetch(server.url + path, { headers: { cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="diecut-invoice-${number}.pdf"`,
    )
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const read = await readPdf(bytes)
    return { text: oneLine(read.text), pages: read.pages }
  }

  it('invoices an order on net 30 with the store, order, PO number, due date, lines and totals', async () => {
    const customer = await customerOf(true)
    const placed = await placeOrder(customer)
    const early = await customerInvoice(customer, placed.number)
    expect(early.status).toBe(409)
    expect(early.body.error).toEqual({
      code: 'invoice_unavailable',
      message:
        'This order is awaiting artwork; its invoice is issued once it is paid, or once every proof is approved on account terms.',
    })

    const approved = await approveAll(customer, placed)
    expect(approved.payment.status).toBe('on_terms')
    const dueDate = approved.payment.due_date ?? ''
    const number = placed.number
    const { text, pages } = await pdfText(
      customer,
      `/account/orders/placed/${number}/invoice`,
      number,
    )
    expect(pages).toBe(1)
    for (const words of [
      'Invoice',
      STORE_CONTACT.name,
      STORE_CONTACT.address,
      STORE_CONTACT.phone,
      `INV-${number.slice(3)}`,
      number,
      'PO-7781',
      'Net 30',
      formatLongDate(dueDate),
      `Due ${formatLongDate(dueDate)}`,
      'Ada Buyer',
      'Acme Foods',
      'Chicago, IL 60601',
      `Shipping: ${placed.shipping.name} ${money(placed.shipping.total)}`,
      `Subtotal ${money(placed.subtotal)}`,
      `Total ${money(placed.total)}`,
      `Amount paid ${money(0)}`,
      `Balance due ${money(placed.total)}`,
      `Please pay ${money(placed.total)} by ${formatLongDate(dueDate)}`,
    ])
      expect(text).toContain(words)
    for (const line of placed.lines) {
      expect(text).toContain(oneLine(line.description))
      expect(text).toContain(money(line.subtotal))
      expect(text).toContain(line.quantity.toLocaleString('en-US'))
      // The unit price shown times the quantity is the amount (these quantities divide it).
      const unit = formatLineUnitPrice(Math.round(line.subtotal * 100), line.quantity) ?? 'none'
      expect(text).toContain(`${unit} ${money(line.subtotal)}`)
      const shown = Number(unit.replaceAll(/[$,]/g, ''))
      expect(Math.round(shown * line.quantity * 100)).toBe(Math.round(line.subtotal * 100))
    }
    expect(text).not.toMatch(/\bPaid\b/)

    // Staff print the same invoice; nobody else can.
    const staffText = await pdfText(staff, `/api/admin/orders/${number}/invoice`, number)
    expect(staffText.text).toBe(text)
    const stranger = createClient(server.url)
    for (const res of [
      await customerInvoice(stranger, number),
      await staffInvoice(stranger, number),
      await staffInvoice(customer, number),
    ]) {
      expect(res.status).toBe(404)
      expect(res.body.error.code).toBe('not_found')
    }
  })

  it('says paid with a balance of nothing once staff record the payment', async () => {
    const customer = await customerOf(true)
    const placed = await approveAll(customer, await placeOrder(customer, 'PO-2002'))
    const part = await pay(placed, 10)
    expect(part.status).toBe(200)
    const partly = await pdfText(
      customer,
      `/account/orders/placed/${placed.number}/invoice`,
      placed.number,
    )
    expect(partly.text).toContain(`Amount paid ${money(10)}`)
    expect(partly.text).toContain(
      `Balance due ${money(placed.total - 10)} Due ${formatLongDate(placed.payment.due_date ?? '')}`,
    )
    expect(partly.text).not.toMatch(/\bPaid\b/)

    const rest = await pay(placed, Math.round((placed.total - 10) * 100) / 100)
    expect(rest.body.placed_order.payment.status).toBe('paid')
    for (const [client, path] of [
      [customer, `/account/orders/placed/${placed.number}/invoice`],
      [staff, `/api/admin/orders/${placed.number}/invoice`],
    ] as const) {
      const { text } = await pdfText(client, path, placed.number)
      expect(text).toContain(`Balance due ${money(0)} Paid`)
      expect(text).toContain('Paid in full.')
      expect(text).toContain(`Amount paid ${money(placed.total)}`)
      expect(text).toContain(`Balance due ${money(0)}`)
      expect(text).toContain('PO-2002')
      expect(text).not.toContain('Please pay')
    }
  })

  it('refuses an order owing payment by card until it is paid, and a cancelled one', async () => {
    const customer = await customerOf(false)
    const placed = await approveAll(customer, await placeOrder(customer, null))
    expect(placed.payment.status).toBe('due')
    const before = await server.dump()
    for (const res of [
      await customerInvoice(customer, placed.number),
      await staffInvoice(staff, placed.number),
    ]) {
      expect(res.status).toBe(409)
      expect(res.body.error).toEqual({
        code: 'invoice_unavailable',
        message: 'This order is approved; its invoice is issued once it is paid.',
      })
    }
    expect(await server.dump()).toEqual(before)

    expect((await pay(placed, placed.total)).status).toBe(200)
    const { text } = await pdfText(
      customer,
      `/account/orders/placed/${placed.number}/invoice`,
      placed.number,
    )
    expect(text).toContain('Due on receipt')
    expect(text).toContain('Paid in full.')
    expect(text).not.toContain('PO number')

    const other = await placeOrder(customer)
    const cancelled = await staff.post(`/api/admin/orders/${other.number}/events`, {
      event: 'cancelled',
      reason: 'Duplicate',
    })
    expect(cancelled.status).toBe(200)
    const refused = await customerInvoice(customer, other.number)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toEqual({
      code: 'invoice_unavailable',
      message: 'This order is cancelled; it has no invoice.',
    })
  })

  it('draws invoices in the PDF threads of quotes, under the same size cap', async () => {
    const customer = await customerOf(true)
    const placed = await approveAll(customer, await placeOrder(customer))
    const capped = await server.startSibling({
      limits: { ...server.deps.limits, pdfBytes: 1024 },
    })
    try {
      const cookie = [...customer.jar].map(([k, v]) => `${k}=${v}`).join('; ')
      const res = await fetch(`${capped.url}/account/orders/placed/${placed.number}/invoice`, {
        headers: { cookie },
      })
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        error: {
          code: 'pdf_unavailable',
          reason: 'too_large',
          message: 'This invoice is too large to print. Please call us.',
        },
      })
    } finally {
      await capped.close()
    }
  })

  it('answers 400 for a number that is not an order number', async () => {
    const customer = createClient(server.url)
    for (const res of [
      await customerInvoice(customer, 'nope'),
      await staffInvoice(staff, 'DC-1'),
    ]) {
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('bad_request')
    }
  })
})
