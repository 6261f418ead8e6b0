import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address, checkout, checkoutBody, fillCart } from '../../support/checkout'
import { createClient, type Client } from '../../support/client'
import { labelPatch } from '../../support/fixtures'
import * as files from '../../support/sample-files'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'
import { staffClient } from '../../support/staff'

const DAY_MS = 24 * 60 * 60 * 1000

describe.each(backends)('an order after approval on %s', (backend) => {
  let server: TestServer
  let staff: Client
  // Added to the real time: moves the store's clock forward to see orders fall late.
  let aheadMs = 0
  beforeAll(async () => {
    server = await startTestServer(backend, {
      clock: () => new Date(Date.now() + aheadMs),
      sessionTtlDays: 365,
    })
    staff = await staffClient(server)
  })
  afterAll(async () => {
    await server.close()
  })

  const placeOrder = async (customer = createClient(server.url), company = 'Acme Foods') => {
    await fillCart(customer, [labelPatch])
    const res = await checkout(customer, checkoutBody({ address: { ...address, company } }))
    expect(res.status).toBe(201)
    return { customer, placed: res.body.placed_order }
  }
  const uploadProof = (number: string, orderId: number) =>
    staff.upload(
      `/api/admin/orders/${number}/proof`,
      [{ name: 'p.png', data: files.png(40, 30) }],
      {
        order_id: String(orderId),
      },
    )
  const approveAll = async (
    customer: Client,
    placed: { number: string; lines: { order_id: number }[] },
  ) => {
    for (const line of placed.lines) {
      expect((await uploadProof(placed.number, line.order_id)).status).toBe(200)
      const ok = await customer.post(`/account/orders/placed/${placed.number}/proof`, {
        order_id: line.order_id,
        decision: 'approve',
      })
      expect(ok.status).toBe(200)
    }
    return (await customer.get(`/account/orders/placed/${placed.number}`)).body
  }
  const event = (number: string, body: Record<string, unknown>) =>
    staff.post(`/api/admin/orders/${number}/events`, body)
  const refusedUnchanged = async (
    number: string,
    body: Record<string, unknown>,
    message: string,
  ) => {
    const before = await server.dump()
    const res = await event(number, body)
    expect(res.status).toBe(409)
    expect(res.body.error).toEqual({ code: 'transition_not_allowed', message })
    expect(await server.dump()).toEqual(before)
  }

  it('walks approved -> paid -> in production -> shipped, refusing each step out of turn', async () => {
    const { customer, placed } = await placeOrder()
    expect(placed).toMatchObject({
      payment: { status: 'not_due', method: null, amount_paid: 0 },
      shipment: null,
      ship_by: placed.shipping.ship_date,
    })
    const page = await approveAll(customer, placed)
    expect(page.placed_order.status).toBe('approved')
    expect(page.placed_order.payment).toMatchObject({ status: 'due', amount_paid: 0 })
    expect(page.allowed_actions).toEqual(['payment'])
    expect(page.placed_order.events.map((e: { by: string }) => e.by)).toEqual([
      'customer',
      'staff',
      'customer',
    ])

    const staffPage = await staff.get(`/api/admin/orders/${placed.number}`)
    expect(staffPage.body.allowed_actions).toEqual(['cancelled', 'payment_received', 'note'])
    // A guest's order: no account, so no terms to show or grant.
    expect(staffPage.body.customer_account).toBeNull()
    await refusedUnchanged(
      placed.number,
      { event: 'production_started' },
      'This order is approved but not paid; production starts once it is paid or the customer is on terms.',
    )
    await refusedUnchanged(
      placed.number,
      { event: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' },
      'This order is approved; only an order in production ships.',
    )

    // A print shop is paid by check, ACH and wire too; a method it does not know is refused.
    for (const method of ['bitcoin', 'invoice'])
      expect(
        (
          await event(placed.number, {
            event: 'payment_received',
            amount: 1,
            method,
            reference: 'x-1',
          })
        ).status,
      ).toBe(400)
    const wire = await event(placed.number, {
      event: 'payment_received',
      amount: 1,
      method: 'wire',
      reference: 'FW-88',
    })
    expect(wire.status).toBe(200)
    expect(wire.body.placed_order.events.at(-1).note).toBe(
      'Payment of $1.00 received by wire transfer (FW-88)',
    )
    const paid = await event(placed.number, {
      event: 'payment_received',
      amount: Math.round(placed.total * 100 - 100) / 100,
      method: 'ach',
      reference: 'ACH 123',
    })
    expect(paid.status).toBe(200)
    expect(paid.body.placed_order.payment).toMatchObject({
      status: 'paid',
      method: 'ach',
      amount_paid: placed.total,
    })
    const started = await event(placed.number, { event: 'production_started' })
    expect(started.status).toBe(200)
    expect(started.body.placed_order.status).toBe('in_production')
    const shipped = await event(placed.number, {
      event: 'shipped',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    })
    expect(shipped.status).toBe(200)
    expect(shipped.body.placed_order.status).toBe('shipped')
    expect(shipped.body.placed_order.shipment).toMatchObject({
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    })
    await refusedUnchanged(
      placed.number,
      { event: 'cancelled', reason: 'Too late' },
      'This order is shipped; it can no longer be cancelled.',
    )
    const seen = await customer.get(`/account/orders/placed/${placed.number}`)
    expect(seen.body.placed_order.shipment.tracking_url).toContain('1Z999AA10123456784')
    expect(seen.body.placed_order.events.at(-1)).toMatchObject({ status: 'shipped', by: 'staff' })
  })

  it('lets the customer cancel free until the first proof is ready, then answers 409', async () => {
    const { customer, placed } = await placeOrder()
    const page = await customer.get(`/account/orders/placed/${placed.number}`)
    expect(page.body.allowed_actions).toContain('cancelled')
    const stranger = createClient(server.url)
    const theirs = await stranger.post(`/account/orders/placed/${placed.number}/cancel`, {})
    expect(theirs.status).toBe(404)
    const cancelled = await customer.post(`/account/orders/placed/${placed.number}/cancel`, {
      reason: 'Ordered twice',
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.placed_order.status).toBe('cancelled')
    expect(cancelled.body.placed_order.events.at(-1)).toMatchObject({
      by: 'customer',
      note: 'Cancelled: Ordered twice',
    })

    const second = await placeOrder()
    await uploadProof(second.placed.number, second.placed.lines[0].order_id)
    const before = await server.dump()
    const late = await second.customer.post(`/account/orders/placed/${second.placed.number}/cancel`)
    expect(late.status).toBe(409)
    expect(late.body.error.code).toBe('transition_not_allowed')
    expect(late.body.error.message).toMatch(/^This order is awaiting proof approval; /)
    expect(await server.dump()).toEqual(before)
  })

  it('refuses production on an order not yet approved, and keeps staff notes from the customer', async () => {
    const { customer, placed } = await placeOrder()
    await refusedUnchanged(
      placed.number,
      { event: 'production_started' },
      'This order is awaiting artwork; production starts only once every proof is approved.',
    )
    const note = await event(placed.number, { event: 'note', note: 'Called about colours' })
    expect(note.status).toBe(200)
    expect(note.body.placed_order.events.at(-1)).toMatchObject({
      note: 'Called about colours',
      by: 'staff',
    })
    const seen = await customer.get(`/account/orders/placed/${placed.number}`)
    expect(JSON.stringify(seen.body)).not.toContain('Called about colours')
    const bad = await event(placed.number, {
      event: 'shipped',
      carrier: 'DHL',
      tracking_number: '1',
    })
    expect(bad.status).toBe(400)
    expect(
      (
        await customer.post(`/api/admin/orders/${placed.number}/events`, {
          event: 'note',
          note: 'x',
        })
      ).status,
    ).toBe(404)
  })

  it('sends a customer on net 30 to production after approval without payment', async () => {
    const customer = createClient(server.url)
    const email = `buyer-${randomUUID()}@example.com`
    const signup = await customer.post('/account/users/signup', {
      email,
      password: 'buyer-password',
      name: 'Bea Buyer',
    })
    expect(signup.status).toBe(200)
    expect(
      (await customer.post('/api/admin/customers/terms', { email, net_days: 30 })).status,
    ).toBe(404)
    const unknown = await staff.post('/api/admin/customers/terms', {
      email: 'nobody@example.com',
      net_days: 30,
    })
    expect(unknown.status).toBe(404)
    const terms = await staff.post('/api/admin/customers/terms', { email, net_days: 30 })
    expect(terms.status).toBe(200)
    const { placed } = await placeOrder(customer)
    const page = await approveAll(customer, placed)
    expect(page.placed_order.payment).toMatchObject({ status: 'on_terms', method: 'invoice' })
    expect(page.placed_order.payment.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(page.allowed_actions).toEqual([])
    const started = await event(placed.number, { event: 'production_started' })
    expect(started.status).toBe(200)
    expect(started.body.placed_order.status).toBe('in_production')
    // Staff see the customer's terms on the order, and ending them shows at once.
    expect(started.body.customer_account).toEqual({ email, net_days: 30 })
    await staff.post('/api/admin/customers/terms', { email: email.toUpperCase(), net_days: 0 })
    const read = await staff.get(`/api/admin/orders/${placed.number}`)
    expect(read.body.customer_account).toEqual({ email, net_days: 0 })
  })

  it('filters by status and text, counts every order, sorts by ship-by and flags late orders', async () => {
    const tag = randomUUID().slice(0, 8)
    const a = await placeOrder(undefined, `Zeta ${tag} Labs`)
    const b = await placeOrder(undefined, `Zeta ${tag} Foods`)
    await event(b.placed.number, { event: 'cancelled', reason: 'Duplicate' })
    const all = await staff.get('/api/admin/orders')
    expect(all.status).toBe(200)
    const counted: Record<string, number> = {}
    for (const o of all.body.placed_orders) counted[o.status] = (counted[o.status] ?? 0) + 1
    for (const [status, n] of Object.entries(all.body.counts)) expect(counted[status] ?? 0).toBe(n)
    const shipBys = all.body.placed_orders.map((o: { ship_by: string }) => o.ship_by)
    expect(shipBys).toEqual([...shipBys].sort())

    const found = await staff.get(`/api/admin/orders?q=${`zeta ${tag}`.toUpperCase()}`)
    expect(found.body.placed_orders.map((o: { number: string }) => o.number).sort()).toEqual(
      [a.placed.number, b.placed.number].sort(),
    )
    expect(found.body.counts).toEqual(all.body.counts)
    const byNumber = await staff.get(`/api/admin/orders?q=${a.placed.number.toLowerCase()}`)
    expect(byNumber.body.placed_orders.map((o: { number: string }) => o.number)).toEqual([
      a.placed.number,
    ])
    const cancelled = await staff.get(`/api/admin/orders?status=cancelled&q=${tag}`)
    expect(cancelled.body.placed_orders.map((o: { number: string }) => o.number)).toEqual([
      b.placed.number,
    ])
    expect(found.body.placed_orders.every((o: { late: boolean }) => !o.late)).toBe(true)

    aheadMs = 25 * DAY_MS
    try {
      const later = await staff.get(`/api/admin/orders?q=${tag}`)
      const late = Object.fromEntries(
        later.body.placed_orders.map((o: { number: string; late: boolean }) => [o.number, o.late]),
      )
      expect(late).toEqual({ [a.placed.number]: true, [b.placed.number]: false })
    } finally {
      aheadMs = 0
    }
  })
})
