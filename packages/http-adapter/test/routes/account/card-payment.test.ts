import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRefundWorker } from '../../../src/payments/refund-worker'
import { createStripeProvider } from '../../../src/payments/stripe-provider'
import { checkout, checkoutBody, fillCart } from '../../support/checkout'
import { createClient, type Client } from '../../support/client'
import { labelPatch } from '../../support/fixtures'
import * as files from '../../support/sample-files'
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'
import { staffClient } from '../../support/staff'

const keys = { secretKey: `sk_test_${randomUUID()}`, webhookSecret: `whsec_${randomUUID()}` }
const cents = (dollars: number) => Math.round(dollars * 100)
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

describe.each(backends)('paying a placed order by card on %s', (backend) => {
  let stripe: StripeStandIn
  let server: TestServer
  let staff: Client
  const payments = () => createStripeProvider({ ...keys, apiBase: stripe.url })
  beforeAll(async () => {
    stripe = await startStripeStandIn(keys)
    server = await startTestServer(backend, {
      payments: createStripeProvider({ ...keys, apiBase: stripe.url }),
      sessionTtlDays: 365,
    })
    staff = await staffClient(server)
  })
  afterAll(async () => {
    await server.close()
    await stripe.close()
  })

  type Placed = { number: string; total: number; lines: { order_id: number }[] }
  const placeOrder = async () => {
    const customer = createClient(server.url)
    await fillCart(customer, [labelPatch])
    const res = await checkout(customer, checkoutBody())
    expect(res.status).toBe(201)
    return { customer, placed: res.body.placed_order as Placed }
  }
  const approveAll = async (customer: Client, placed: Placed) => {
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
  const approvedOrder = async () => {
    const { customer, placed } = await placeOrder()
    await approveAll(customer, placed)
    return { customer, placed }
  }
  const pay = (customer: Client, number: string) =>
    customer.post(`/account/orders/placed/${number}/payment`)
  /** Starts payment and has the customer pay on the stand-in: the signed webhook's payload. */
  const paidPayload = async (customer: Client, number: string) => {
    const res = await pay(customer, number)
    expect(res.status).toBe(200)
    const session = stripe.sessionAt(res.body.url)
    if (session === undefined) throw new Error('the pay URL is no session of the stand-in')
    return { payload: stripe.complete(session.id), session }
  }
  const paymentOf = async (customer: Client, number: string) =>
    (await customer.get(`/account/orders/placed/${number}`)).body.placed_order.payment

  it('answers a pay URL for the stored total once every proof is approved', async () => {
    const { customer, placed } = await approvedOrder()
    const page = await customer.get(`/account/orders/placed/${placed.number}`)
    expect(page.body).toMatchObject({ allowed_actions: ['payment'], card_payment: true })
    const res = await pay(customer, placed.number)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ url: expect.stringMatching(`^${stripe.url}/pay/cs_test_`) })
    const session = stripe.sessionAt(res.body.url)
    expect(session).toMatchObject({
      amount_total: cents(placed.total),
      currency: 'usd',
      metadata: { placed_order_number: placed.number, amount_cents: String(cents(placed.total)) },
      success_url: `http://shop.test/account/orders/${placed.number}`,
    })
    const sent = stripe.seen.find(
      (r) => r.form.get('metadata[placed_order_number]') === placed.number,
    )
    expect(sent?.idempotencyKey).toContain(placed.number)
    // Clicking again asks for the same session.
    expect((await pay(customer, placed.number)).body.url).toBe(res.body.url)
  })

  it('marks the order paid by card from the signed webhook, once', async () => {
    const { customer, placed } = await approvedOrder()
    const { payload, session } = await paidPayload(customer, placed.number)
    const first = await stripe.deliver(server.url, payload)
    expect(first).toEqual({ status: 200, body: { received: true } })
    const paid = (await customer.get(`/account/orders/placed/${placed.number}`)).body
    expect(paid.placed_order.payment).toMatchObject({
      status: 'paid',
      method: 'card',
      amount_paid: placed.total,
      provider_reference: stripe.session(session.id)?.payment_intent,
    })
    expect(paid.placed_order.events.at(-1)).toMatchObject({ by: 'system' })
    expect(paid.allowed_actions).not.toContain('payment')
    // The receipt is queued with the payment; the last approval asked for it first.
    const emails = (await staff.get(`/api/admin/orders/${placed.number}/emails`)).body.emails
    expect(emails.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['payment_due', 'payment_received']),
    )

    const before = await server.dump()
    expect(await stripe.deliver(server.url, payload)).toEqual({
      status: 200,
      body: { received: true },
    })
    expect(await server.dump()).toEqual(before)
  })

  it('refuses a webhook with a bad signature, changing nothing', async () => {
    const { customer, placed } = await approvedOrder()
    const { payload } = await paidPayload(customer, placed.number)
    const before = await server.dump()
    const wrongSecret = await stripe.deliver(server.url, payload, 'whsec_not_the_store_secret')
    expect(wrongSecret.status).toBe(400)
    expect(wrongSecret.body).toMatchObject({ error: { code: 'bad_signature' } })
    // Signed, then changed: the signature no longer matches the body.
    const res = await fetch(`${server.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: payload,
    })
    expect(res.status).toBe(400)
    expect(await server.dump()).toEqual(before)
    expect(await paymentOf(customer, placed.number)).toMatchObject({ status: 'due' })
  })

  it('refuses payment when none is due, and someone else’s order', async () => {
    const { customer, placed } = await placeOrder()
    const early = await pay(customer, placed.number)
    expect(early.status).toBe(409)
    expect(early.body.error).toEqual({
      code: 'transition_not_allowed',
      message: 'This order is awaiting artwork; payment falls due once every proof is approved.',
    })
    await approveAll(customer, placed)
    expect((await pay(createClient(server.url), placed.number)).status).toBe(404)
    const { payload } = await paidPayload(customer, placed.number)
    expect((await stripe.deliver(server.url, payload)).status).toBe(200)
    const sessions = stripe.seen.length
    const again = await pay(customer, placed.number)
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('transition_not_allowed')
    expect(stripe.seen.length).toBe(sessions)
  })

  it('answers 409 payment_unavailable when the store has no card provider', async () => {
    const { customer, placed } = await approvedOrder()
    const bare = await server.startSibling({ payments: null })
    try {
      const cookie = [...customer.jar].map(([k, v]) => `${k}=${v}`).join('; ')
      const res = await fetch(`${bare.url}/account/orders/placed/${placed.number}/payment`, {
        method: 'POST',
        headers: { cookie },
      })
      expect(res.status).toBe(409)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'payment_unavailable',
      )
      const page = await fetch(`${bare.url}/account/orders/placed/${placed.number}`, {
        headers: { cookie },
      })
      expect(await page.json()).toMatchObject({ card_payment: false })
    } finally {
      await bare.close()
    }
  })

  it('refunds through Stripe an order paid online that staff cancel, after the cancel', async () => {
    const { customer, placed } = await approvedOrder()
    const { payload, session } = await paidPayload(customer, placed.number)
    expect((await stripe.deliver(server.url, payload)).status).toBe(200)
    const intent = stripe.session(session.id)?.payment_intent
    expect(stripe.refunds.filter((r) => r.payment_intent === intent)).toEqual([])

    const res = await staff.post(`/api/admin/orders/${placed.number}/events`, {
      event: 'cancelled',
      reason: 'Customer asked',
    })
    expect(res.status).toBe(200)
    // The cancel answers before the provider is asked: the refund is pending.
    expect(res.body.placed_order).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refund_pending', method: 'card', amount_paid: placed.total },
    })
    expect(stripe.refunds.filter((r) => r.payment_intent === intent)).toEqual([])

    const worker = startRefundWorker({
      repos: server.deps.repos,
      payments: payments(),
      clock: () => new Date(),
      log: quiet,
      settings: { pollMs: 20, retryMs: 100, maxAttempts: 5, leaseMs: 10_000 },
    })
    try {
      await expect
        .poll(async () => (await paymentOf(customer, placed.number)).status, { timeout: 10_000 })
        .toBe('refunded')
    } finally {
      await worker.stop()
    }
    expect(stripe.refunds.filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: cents(placed.total), status: 'succeeded' }),
    ])
    const refundKeys = stripe.seen.filter((r) => r.path === '/v1/refunds')
    expect(refundKeys.map((r) => r.idempotencyKey)).toEqual([`refund-${intent}`])
  })
})
