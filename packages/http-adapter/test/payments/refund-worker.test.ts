import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRefundWorker } from '../../src/payments/refund-worker'
import { createStripeProvider } from '../../src/payments/stripe-provider'
import { cardOrders } from '../support/card-orders'
import type { Client } from '../support/client'
import { staffClient } from '../support/staff'
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in'
import { backends } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

const keys = { secretKey: `sk_test_${randomUUID()}`, webhookSecret: `whsec_${randomUUID()}` }
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const cents = (dollars: number) => Math.round(dollars * 100)

/** How long the store is watched after a cancel whose refund never answers (kept short for CI). */
const WATCH_MS = 3000

/**
 * How long the provider is given per refund request. A store that waited on the provider inside
 * its transaction would hold every request this long; the store's own answers are judged
 * against a quarter of it, far above a loaded CI machine's noise and far below a frozen store.
 */
const PROVIDER_TIMEOUT_MS = 1200
const FROZEN_MS = PROVIDER_TIMEOUT_MS / 4

describe.each(backends)('card refunds out of the transaction on %s', (backend) => {
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
    // A provider that gives up on a request soon, so that retries come within the test.
    const payments = createStripeProvider({
      ...keys,
      apiBase: stripe.url,
      timeoutMs: PROVIDER_TIMEOUT_MS,
      maxNetworkRetries: 0,
    })
    server = await startTestServer(backend, { payments, sessionTtlDays: 365 })
    staff = await staffClient(server)
    worker = startRefundWorker({
      repos: server.deps.repos,
      payments,
      clock: () => new Date(),
      log: quiet,
      settings: { pollMs: 20, retryMs: 100, maxAttempts: 30, leaseMs: 10_000 },
    })
  })
  afterAll(async () => {
    stripe.releaseRefunds()
    await worker.stop()
    await server.close()
    await stripe.close()
  })

  const refundsOf = (intent: unknown) => stripe.refunds.filter((r) => r.payment_intent === intent)
  const paymentOf = async (number: string) =>
    (await staff.get(`/api/admin/orders/${number}`)).body.placed_order.payment

  it('answers a cancel at once while the refund never answers, and refunds once on recovery', async () => {
    const { placed, intent } = await orders.paidOrder()
    stripe.holdRefunds()

    const started = performance.now()
    const res = await staff.post(`/api/admin/orders/${placed.number}/events`, {
      event: 'cancelled',
      reason: 'Customer asked',
    })
    const took = performance.now() - started
    expect(res.status).toBe(200)
    expect(took).toBeLessThan(PROVIDER_TIMEOUT_MS)
    expect(res.body.placed_order).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refund_pending', method: 'card', amount_paid: placed.total },
    })

    // The store answers as usual while the provider hangs: /healthz sampled for WATCH_MS.
    const times: number[] = []
    const until = performance.now() + WATCH_MS
    while (performance.now() < until) {
      const t = performance.now()
      const health = await fetch(`${server.url}/healthz`)
      times.push(performance.now() - t)
      expect(health.status).toBe(200)
      await health.arrayBuffer()
      await new Promise((r) => setTimeout(r, 10))
    }
    times.sort((a, b) => a - b)
    const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? Infinity
    expect(times.length).toBeGreaterThan(20)
    expect(p99).toBeLessThan(FROZEN_MS)

    // Nothing was refunded yet, and staff see the refund failing on the order list.
    expect(stripe.refunds.filter((r) => r.payment_intent === intent)).toEqual([])
    const list = await staff.get(`/api/admin/orders?q=${placed.number}`)
    expect(list.body.placed_orders[0].payment).toMatchObject({
      status: 'refund_pending',
      refund_error: expect.any(String),
    })

    stripe.releaseRefunds()
    await expect
      .poll(async () => (await paymentOf(placed.number)).status, { timeout: 15_000, interval: 100 })
      .toBe('refunded')
    // Let any late retry land, then count: one refund, always under the same key.
    await new Promise((r) => setTimeout(r, 500))
    expect(stripe.refunds.filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: cents(placed.total), status: 'succeeded' }),
    ])
    const asked = stripe.seen.filter((r) => r.path === '/v1/refunds')
    expect(asked.length).toBeGreaterThan(1)
    expect(new Set(asked.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${intent}`]))
    const payment = await paymentOf(placed.number)
    expect(payment.refund_error).toBeUndefined()
    const page = await staff.get(`/api/admin/orders/${placed.number}`)
    const notes = page.body.placed_order.events.map((e: { note: string }) => e.note)
    expect(notes).toContain(`Card refund of $${placed.total.toFixed(2)} made (${intent})`)
  })

  it('gives back a card payment the order cannot take, noted on the order, after answering', async () => {
    const { customer, placed } = await orders.approvedOrder()
    const { payload, session } = await orders.paidPayload(customer, placed.number)
    // Staff cancel the unpaid order before the customer's payment arrives.
    const cancel = await staff.post(`/api/admin/orders/${placed.number}/events`, {
      event: 'cancelled',
      reason: 'Duplicate',
    })
    expect(cancel.status).toBe(200)
    stripe.holdRefunds()
    const started = performance.now()
    const hook = await stripe.deliver(server.url, payload)
    expect(hook).toEqual({ status: 200, body: { received: true } })
    expect(performance.now() - started).toBeLessThan(PROVIDER_TIMEOUT_MS)
    const intent = stripe.session(session.id)?.payment_intent
    const noted = await staff.get(`/api/admin/orders/${placed.number}`)
    expect(noted.body.placed_order.payment).toMatchObject({ status: 'not_due', amount_paid: 0 })
    expect(noted.body.placed_order.events.at(-1).note).toBe(
      `Card payment of $${placed.total.toFixed(2)} (${intent}) not booked: This order is cancelled; it takes no payment. It is being given back.`,
    )
    stripe.releaseRefunds()
    await expect
      .poll(() => stripe.refunds.filter((r) => r.payment_intent === intent).length, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(1)
    await expect
      .poll(
        async () =>
          (await staff.get(`/api/admin/orders/${placed.number}`)).body.placed_order.events.at(-1)
            .note,
        { timeout: 5000, interval: 100 },
      )
      .toBe(`Card refund of $${placed.total.toFixed(2)} made (${intent})`)
  })
  it('flags a stale card session paid after a check as overpaid, and staff give the rest back', async () => {
    const { customer, placed } = await orders.approvedOrder()
    // The customer opens a card session for the whole total, then staff record a $100 check.
    const { payload, session } = await orders.paidPayload(customer, placed.number)
    const check = await staff.post(`/api/admin/orders/${placed.number}/events`, {
      event: 'payment_received',
      amount: 100,
      method: 'check',
      reference: 'CHK 1042',
    })
    expect(check.status).toBe(200)
    expect(check.body.placed_order.payment).toMatchObject({ status: 'due' })
    // The customer pays the old session.
    expect((await stripe.deliver(server.url, payload)).status).toBe(200)
    const intent = stripe.session(session.id)?.payment_intent
    const over = await paymentOf(placed.number)
    expect(over).toMatchObject({
      status: 'overpaid',
      amount_paid: Math.round(placed.total * 100 + 10_000) / 100,
      total: placed.total,
      balance: -100,
    })
    expect(
      over.ledger.map((e: { kind: string; method: string; by: string }) => [
        e.kind,
        e.method,
        e.by,
      ]),
    ).toEqual([
      ['manual', 'check', 'staff'],
      ['charge', 'card', 'system'],
    ])
    const page = await staff.get(`/api/admin/orders/${placed.number}`)
    expect(page.body.allowed_actions).toContain('refund')

    const refund = await staff.post(`/api/admin/orders/${placed.number}/events`, {
      event: 'refund',
      amount: 100,
      method: 'card',
      reference: intent,
    })
    expect(refund.status).toBe(200)
    expect(refund.body.placed_order.payment.status).toBe('refund_pending')
    await expect
      .poll(async () => (await paymentOf(placed.number)).status, { timeout: 10_000, interval: 100 })
      .toBe('paid')
    expect(refundsOf(intent)).toEqual([expect.objectContaining({ amount: 10_000 })])
    expect(await paymentOf(placed.number)).toMatchObject({
      amount_paid: placed.total,
      balance: 0,
    })
    // More than was paid is refused, and changes nothing.
    const tooMuch = await staff.post(`/api/admin/orders/${placed.number}/events`, {
      event: 'refund',
      amount: placed.total + 1,
      method: 'check',
      reference: 'CHK 9',
    })
    expect(tooMuch.status).toBe(409)
  })
})
