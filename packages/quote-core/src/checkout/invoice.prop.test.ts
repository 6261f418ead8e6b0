import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { roundHalfUpToCents } from '../pricing/money'
import type { PlacedOrder, PlacedOrderLine } from '../schema/placed-order'
import { invoiceAvailable, invoiceOf } from './invoice'
import { applyPlacedOrderEvent, type PlacedOrderEventInput } from './placed-order-status'
import { placedOrderFixture } from '../testing/test-cart'

const at = '2025-03-05T14:00:00.000Z'
const cents = (dollars: number) => roundHalfUpToCents(dollars)

// Lines and shipping in whole cents, added up as checkout adds them (placeCart).
const order: fc.Arbitrary<PlacedOrder> = fc
  .record({
    lines: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 1_000_000 }),
        subtotalCents: fc.integer({ min: 1, max: 5_000_000 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    shippingCents: fc.integer({ min: 0, max: 200_000 }),
  })
  .map(({ lines, shippingCents }) => {
    const placedLines: PlacedOrderLine[] = lines.map((l, i) => ({
      ...placedOrderFixture().lines[0]!,
      order_id: i + 1,
      quantity: l.quantity,
      unit_price: Math.ceil((l.subtotalCents * 10) / l.quantity) / 1000,
      subtotal: l.subtotalCents / 100,
    }))
    const subtotalCents = lines.reduce((a, l) => a + l.subtotalCents, 0)
    const base = placedOrderFixture(placedLines)
    return {
      ...base,
      shipping: { ...base.shipping, total: shippingCents / 100 },
      subtotal: subtotalCents / 100,
      total: (subtotalCents + shippingCents) / 100,
    }
  })

const uploadEvent = (orderId: number): PlacedOrderEventInput => ({
  type: 'placedOrder/proofUploaded',
  payload: {
    orderId,
    proof: { filename: 'p.pdf', mimetype: 'application/pdf', uploaded_at: at },
    at,
  },
})
const approveEvent = (orderId: number, netDays: number): PlacedOrderEventInput => ({
  type: 'placedOrder/proofAnswered',
  payload: { orderId, decision: 'approve', comment: null, at, netDays },
})

// Steps of an order's life, each one or more events: a proof, an answer, every proof approved
// at once (so that many orders reach their invoice), a payment, a cancellation.
const step = (lineCount: number): fc.Arbitrary<readonly PlacedOrderEventInput[]> => {
  const orderId = fc.integer({ min: 1, max: lineCount })
  const netDays = fc.constantFrom(0, 30)
  const ids = Array.from({ length: lineCount }, (_, i) => i + 1)
  return fc.oneof(
    { arbitrary: orderId.map((id) => [uploadEvent(id)]), weight: 1 },
    {
      arbitrary: fc.tuple(orderId, netDays).map(([id, n]) => [approveEvent(id, n)]),
      weight: 1,
    },
    {
      arbitrary: netDays.map((n) => [
        ...ids.map(uploadEvent),
        ...ids.map((id) => approveEvent(id, n)),
      ]),
      weight: 4,
    },
    {
      arbitrary: fc.integer({ min: 1, max: 3_000_000 }).map((c) => [
        {
          type: 'placedOrder/paymentReceived' as const,
          payload: { at, amount: c / 100, method: 'invoice' as const, reference: 'r' },
        },
      ]),
      weight: 2,
    },
    {
      arbitrary: fc.constant([
        {
          type: 'placedOrder/cancelled' as const,
          payload: { at, by: 'staff' as const, reason: null },
        },
      ]),
      weight: 1,
    },
  )
}

// An order and what happened to it since checkout; refused events change nothing.
const lived = order.chain((o) =>
  fc.array(step(o.lines.length), { maxLength: 6 }).map((steps) =>
    steps.flat().reduce((prev, e) => {
      const r = applyPlacedOrderEvent(prev, e)
      return r._tag === 'Moved' ? r.order : prev
    }, o),
  ),
)

const now = fc
  .integer({ min: 0, max: 120 * 24 * 60 })
  .map((minutes) => new Date(Date.parse(at) + minutes * 60_000).toISOString())

describe('invoiceOf', () => {
  it.prop([lived, now])(
    'adds its lines and shipping up to the placed total, to the cent',
    (o, t) => {
      const result = invoiceOf(o, t)
      if (result._tag !== 'Invoice') return
      const { invoice } = result
      const lineCents = invoice.lines.reduce((a, l) => a + cents(l.subtotal), 0)
      expect(lineCents).toBe(cents(o.subtotal))
      expect(cents(invoice.subtotal)).toBe(lineCents)
      expect(lineCents + cents(invoice.shipping.amount)).toBe(cents(invoice.total))
      expect(cents(invoice.total)).toBe(cents(o.total))
    },
  )

  it.prop([lived, now])('leaves the total less what was paid, never below zero', (o, t) => {
    const result = invoiceOf(o, t)
    if (result._tag !== 'Invoice') return
    const { invoice } = result
    expect(cents(invoice.amount_paid)).toBe(cents(o.payment.amount_paid))
    const owed = cents(invoice.total) - cents(invoice.amount_paid)
    expect(cents(invoice.balance_due)).toBe(Math.max(0, owed))
    if (invoice.status === 'paid') expect(invoice.balance_due).toBe(0)
    else expect(invoice.balance_due).toBeGreaterThan(0)
  })

  it.prop([lived, now])('says paid exactly when the order is paid', (o, t) => {
    const result = invoiceOf(o, t)
    expect(result._tag === 'Invoice').toBe(invoiceAvailable(o))
    if (result._tag !== 'Invoice') return
    const paid = o.payment.status === 'paid' || o.payment.status === 'overpaid'
    expect(result.invoice.status === 'paid').toBe(paid)
    expect(result.invoice.status_label === 'Paid').toBe(paid)
    expect(/paid/i.test(`${result.invoice.status_label} ${result.invoice.message}`)).toBe(paid)
  })

  it.prop([lived, now])(
    'is offered only for orders on terms or paid, never cancelled ones',
    (o, t) => {
      const result = invoiceOf(o, t)
      const invoiced =
        o.status !== 'cancelled' && ['on_terms', 'paid', 'overpaid'].includes(o.payment.status)
      expect(result._tag).toBe(invoiced ? 'Invoice' : 'InvoiceUnavailable')
      if (result._tag === 'Invoice')
        expect(result.invoice.due_date >= result.invoice.issue_date).toBe(true)
    },
  )
})
