import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRefundWorker } from '../../../src/payments/refund-worker'
import { createStripeProvider } from '../../../src/payments/stripe-provider'
import { cardOrders } from '../../support/card-orders'
import type { Client } from '../../support/client'
import { staffClient } from '../../support/staff'
import {
  startStripeStandIn,
  stripeSignature,
  type StripeStandIn,
} from '../../support/stripe-stand-in'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

const keys = { secretKey: `sk_test_${randomUUID()}`, webhookSecret: `whsec_${randomUUID()}` }
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const cents = (dollars: number) => Math.round(dollars * 100)
const now = () => Math.floor(Date.now() / 1000)

type Event = {
  id: string
  data: { object: { currency: string; amount_total: number; metadata: Record<string, string> } }
}
/** The same signed event with some of its session changed, under a new event id. */
const changed = (payload: string, change: (event: Event) => void): string => {
  const event = JSON.parse(payload) as Event
  event.id = `evt_${randomUUID().replaceAll('-', '')}`
  change(event)
  return JSON.stringify(event)
}

describe.each(backends)('the Stripe webhook checks everything on %s', (backend) => {
  let stripe: StripeStandIn
  let server: TestServer
  let staff: Client
  let worker: { stop(): Promise<void> }
  const orders = cardOrders(
    () => server,
    () => stripe,
    () => staff,
  )
  beforeAll(async () => {
    stripe = await startStripeStandIn(keys)
    const payments = createStripeProvider({ ...keys, apiBase: stripe.url })
    server = await startTestServer(backend, { payments, sessionTtlDays: 365 })
    staff = await staffClient(server)
    worker = startRefundWorker({
      repos: server.deps.repos,
      payments,
      clock: () => new Date(),
      log: quiet,
      settings: { pollMs: 20, retryMs: 100, maxAttempts: 5, leaseMs: 10_000 },
    })
  })
  afterAll(async () => {
    await worker.stop()
    await server.close()
    await stripe.close()
  })

  const orderOf = async (number: string) =>
    (await staff.get(`/api/admin/orders/${number}`)).body.placed_order
  const refundsOf = (intent: string) => stripe.refunds.filter((r) => r.payment_intent === intent)
  const intentOf = (sessionId: string): string => {
    const intent = stripe.session(sessionId)?.payment_intent
    if (typeof intent !== 'string') throw new Error('no payment intent')
    return intent
  }

  /** The payment is not booked, it is noted on the order, and given back once. */
  const expectGivenBack = async (number: string, intent: string, why: string) => {
    const order = await orderOf(number)
    expect(order.payment.amount_paid).toBe(0)
    expect(order.payment.status).not.toBe('paid')
    const notes: string[] = order.events.map((e: { note: string }) => e.note)
    const noted = notes.filter((n) => n.includes(`(${intent}) not booked: `))
    expect(noted).toHaveLength(1)
    expect(noted[0]).toContain(`${why} It is being given back.`)
    await expect.poll(() => refundsOf(intent).length, { timeout: 10_000 }).toBe(1)
  }

  it('gives back a payment in yen, never booking it as dollars', async () => {
    const { customer, placed } = await orders.approvedOrder()
    const { payload, session } = await orders.paidPayload(customer, placed.number)
    const yen = changed(payload, (e) => {
      e.data.object.currency = 'jpy'
    })
    expect(await stripe.deliver(server.url, yen)).toEqual({
      status: 200,
      body: { received: true },
    })
    await expectGivenBack(
      placed.number,
      intentOf(session.id),
      'The payment was made in JPY; the store takes US dollars only.',
    )
    expect((await orderOf(placed.number)).payment.status).toBe('due')
  })

  it('gives back a payment for an order still awaiting artwork or proofs', async () => {
    const early = await orders.placeOrder()
    const { customer, placed } = await orders.approvedOrder()
    const { payload, session } = await orders.paidPayload(customer, placed.number)
    const forEarly = changed(payload, (e) => {
      e.data.object.metadata.placed_order_number = early.placed.number
    })
    expect((await stripe.deliver(server.url, forEarly)).status).toBe(200)
    const order = await orderOf(early.placed.number)
    expect(order.payment).toMatchObject({ status: 'not_due', amount_paid: 0 })
    await expectGivenBack(
      early.placed.number,
      intentOf(session.id),
      'payment falls due once every proof is approved.',
    )
  })

  it('gives back an amount that is not the session the store created', async () => {
    const { customer, placed } = await orders.approvedOrder()
    const { payload, session } = await orders.paidPayload(customer, placed.number)
    const less = changed(payload, (e) => {
      e.data.object.amount_total = cents(placed.total) - 100
    })
    expect((await stripe.deliver(server.url, less)).status).toBe(200)
    await expectGivenBack(
      placed.number,
      intentOf(session.id),
      `The payment of $${(placed.total - 1).toFixed(2)} is not the amount of the card payment the store asked for.`,
    )
    // The session's own event still books.
    expect((await stripe.deliver(server.url, payload)).status).toBe(200)
    expect((await orderOf(placed.number)).payment).toMatchObject({
      status: 'paid',
      amount_paid: placed.total,
    })
  })

  it('refuses a signature older than 300 seconds (400), and takes one within them', async () => {
    const { customer, placed } = await orders.approvedOrder()
    const { payload } = await orders.paidPayload(customer, placed.number)
    const before = await server.dump()
    const old = await stripe.deliver(server.url, payload, undefined, now() - 400)
    expect(old.status).toBe(400)
    expect(old.body).toMatchObject({ error: { code: 'bad_signature' } })
    const ahead = await stripe.deliver(server.url, payload, undefined, now() + 400)
    expect(ahead.status).toBe(400)
    expect(await server.dump()).toEqual(before)
    const recent = await stripe.deliver(server.url, payload, undefined, now() - 200)
    expect(recent.status).toBe(200)
    expect((await orderOf(placed.number)).payment.status).toBe('paid')
  })

  it('answers 400, never 500, to malformed signatures and bodies, changing nothing', async () => {
    const before = await server.dump()
    const post = (body: string, signature: string | null) =>
      fetch(`${server.url}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
        },
        body,
      })
    const signed = (body: string) => stripeSignature(body, keys.webhookSecret, now())
    for (const signature of ['t=1,v1=', 't=,v1=', 'v1=', 'garbage', `t=${now()},v1=`, ''])
      expect((await post('{}', signature)).status).toBe(400)
    expect((await post('{}', null)).status).toBe(400)
    for (const body of [
      'not json',
      '{"id": 5}',
      '[]',
      'null',
      '{"id":"evt_1","type":"checkout.session.completed","data":{"object":"x"}}',
      '{"id":"evt_2","type":"checkout.session.completed","data":{"object":{"amount_total":"lots"}}}',
      '{"id":"evt_3","type":"charge.refunded","data":{"object":{"amount_refunded":-1}}}',
      '{"id":"evt_4","type":"charge.dispute.created","data":{}}',
    ]) {
      const res = await post(body, signed(body))
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_request')
    }
    expect(await server.dump()).toEqual(before)
  })

  it('records refunds and disputes made at Stripe as events on the order, once', async () => {
    const { placed, intent } = await orders.paidOrder()
    const amount = cents(placed.total)
    const dispute = stripe.disputeCreated(intent, amount)
    expect((await stripe.deliver(server.url, dispute)).status).toBe(200)
    expect((await stripe.deliver(server.url, dispute)).status).toBe(200)
    const refunded = stripe.chargeRefunded(intent, amount)
    expect((await stripe.deliver(server.url, refunded)).status).toBe(200)
    const notes = (await orderOf(placed.number)).events.map((e: { note: string }) => e.note)
    const dollars = `$${placed.total.toFixed(2)}`
    expect(notes.filter((n: string) => n.includes('disputed'))).toEqual([
      `Card payment of ${dollars} (${intent}) disputed by the cardholder: fraudulent`,
    ])
    expect(notes).toContain(`The card provider reports ${dollars} refunded (${intent})`)
  })

  it('sends the customer back to SITE_URL, whatever the Host and X-Forwarded-Host say', async () => {
    const { customer, placed } = await orders.approvedOrder()
    const res = await customer.post(`/account/orders/placed/${placed.number}/payment`, undefined, {
      headers: { 'x-forwarded-host': 'evil.example', host: 'evil.example' },
    })
    expect(res.status).toBe(200)
    const session = stripe.sessionAt(res.body.url)
    expect(session?.success_url).toBe(`http://shop.test/account/orders/${placed.number}`)
    expect(session?.cancel_url).toBe(`http://shop.test/account/orders/${placed.number}`)
  })
  it('answers 400 to a NUL byte in the email of an order look-up or a terms request', async () => {
    const { customer } = await orders.placeOrder()
    const before = await server.dump()
    const lookup = await customer.post('/account/orders/lookup', {
      email: 'buyer\u0000@example.com',
      number: 'DC-10042000',
    })
    expect(lookup.status).toBe(400)
    expect(lookup.body.error.code).toBe('bad_request')
    const terms = await staff.post('/api/admin/customers/terms', {
      email: 'buyer\u0000@example.com',
      net_days: 30,
    })
    expect(terms.status).toBe(400)
    expect(terms.body.error.code).toBe('bad_request')
    expect(await server.dump()).toEqual(before)
  })
})
