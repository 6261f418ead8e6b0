import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStripeProvider } from '../../../src/payments/stripe-provider'
import { address, checkout, checkoutBody, fillCart } from '../../support/checkout'
import { createClient, type Client } from '../../support/client'
import { readPdf } from '../../support/pdf-text'
import * as files from '../../support/sample-files'
import { staffClient } from '../../support/staff'
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

const keys = { secretKey: `sk_test_${randomUUID()}`, webhookSecret: `whsec_${randomUUID()}` }
const cents = (dollars: number) => Math.round(dollars * 100)
const columbus = { ...address, city: 'Columbus', state: 'OH', zip: '43215' }

type Placed = {
  number: string
  subtotal: number
  total: number
  shipping: { total: number }
  tax: { rate: number; amount: number; jurisdiction: string; exempt: boolean; certificate?: string }
  lines: { order_id: number }[]
}

describe.each(backends)('sales tax on %s', (backend) => {
  let stripe: StripeStandIn
  let server: TestServer
  let staff: Client
  beforeAll(async () => {
    stripe = await startStripeStandIn(keys)
    server = await startTestServer(backend, {
      payments: createStripeProvider({ ...keys, apiBase: stripe.url }),
    })
    staff = await staffClient(server)
  })
  afterAll(async () => {
    await server.close()
    await stripe.close()
  })

  /** A customer account (exempt with `certificate`) that places a cart shipped to `to`. */
  const place = async (to: typeof address, certificate?: string) => {
    const customer = createClient(server.url)
    const email = `buyer-${randomUUID()}@example.com`
    const signup = await customer.post('/account/users/signup', {
      email,
      password: 'buyer-password',
      name: 'Bea Buyer',
    })
    expect(signup.status).toBe(200)
    if (certificate !== undefined) {
      const exempt = await staff.post('/api/admin/customers/tax-exempt', { email, certificate })
      expect(exempt.status).toBe(200)
      expect(exempt.body).toEqual({ success: true, email, certificate })
    }
    await fillCart(customer)
    const res = await checkout(customer, checkoutBody({ address: to }))
    expect(res.status).toBe(201)
    return { customer, placed: res.body.placed_order as Placed }
  }
  const approve = async (customer: Client, placed: Placed) => {
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
  }
  const invoiceText = async (number: string) => {
    const cookie = [...staff.jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await fetch(`${server.url}/api/admin/orders/${number}/invoice`, {
      headers: { cookie },
    })
    expect(res.status).toBe(200)
    return (await readPdf(new Uint8Array(await res.arrayBuffer()))).text.replace(/\s+/g, ' ')
  }
  const money = (n: number) => `$${n.toFixed(2)}`

  it('taxes an Ohio order at 7.5% of goods and shipping, on the invoice and the card amount', async () => {
    const { customer, placed } = await place(columbus)
    const taxed = cents(placed.subtotal) + cents(placed.shipping.total)
    const taxCents = Math.floor((taxed * 7500 + 50_000) / 100_000)
    expect(placed.tax).toEqual({
      rate: 7.5,
      amount: taxCents / 100,
      jurisdiction: 'OH',
      exempt: false,
    })
    expect(taxCents).toBeGreaterThan(0)
    expect(cents(placed.total)).toBe(taxed + taxCents)
    await approve(customer, placed)
    const pay = await customer.post(`/account/orders/placed/${placed.number}/payment`)
    expect(pay.status).toBe(200)
    expect(stripe.sessionAt(pay.body.url)?.amount_total).toBe(cents(placed.total))
    // A paid order's invoice is its receipt: the staff copy shows the tax line.
    const paid = await staff.post(`/api/admin/orders/${placed.number}/events`, {
      event: 'payment_received',
      amount: placed.total,
      method: 'check',
      reference: 'CHK 1',
    })
    expect(paid.status).toBe(200)
    const text = await invoiceText(placed.number)
    expect(text).toContain(`Sales tax (OH 7.5%) ${money(placed.tax.amount)}`)
  })

  it('adds no tax outside the states of the table', async () => {
    const { placed } = await place(address)
    expect(placed.tax).toEqual({ rate: 0, amount: 0, jurisdiction: '', exempt: false })
    expect(cents(placed.total)).toBe(cents(placed.subtotal) + cents(placed.shipping.total))
  })

  it('charges an exempt reseller no tax, and its invoice names the certificate', async () => {
    const { customer, placed } = await place(columbus, 'STEC-B 55501')
    expect(placed.tax).toEqual({
      rate: 7.5,
      amount: 0,
      jurisdiction: 'OH',
      exempt: true,
      certificate: 'STEC-B 55501',
    })
    expect(cents(placed.total)).toBe(cents(placed.subtotal) + cents(placed.shipping.total))
    await approve(customer, placed)
    const paid = await staff.post(`/api/admin/orders/${placed.number}/events`, {
      event: 'payment_received',
      amount: placed.total,
      method: 'check',
      reference: 'CHK 2',
    })
    expect(paid.status).toBe(200)
    expect(await invoiceText(placed.number)).toContain(
      'Sales tax (OH): exempt, resale certificate STEC-B 55501',
    )
  })

  it('refuses a tax exemption for no account (404) or with bad input (400)', async () => {
    // Staff only: anyone else is told there is no such page.
    const stranger = await createClient(server.url).post('/api/admin/customers/tax-exempt', {})
    expect(stranger.status).toBe(404)
    const before = await server.dump()
    const none = await staff.post('/api/admin/customers/tax-exempt', {
      email: 'nobody@example.com',
      certificate: 'X1',
    })
    expect(none.status).toBe(404)
    for (const body of [
      { email: 'a\u0000@example.com', certificate: 'X1' },
      { email: 'a@example.com' },
      { email: 'a@example.com', certificate: 'x'.repeat(61) },
    ])
      expect((await staff.post('/api/admin/customers/tax-exempt', body)).status).toBe(400)
    expect(await server.dump()).toEqual(before)
  })
})
