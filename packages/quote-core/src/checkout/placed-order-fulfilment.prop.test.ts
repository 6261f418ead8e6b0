import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { STAFF_ACTIONS } from '../schema/fulfilment'
import type { StaffAction } from '../schema/fulfilment'
import type { PlacedOrder } from '../schema/placed-order'
import { customerActions, staffActions } from './placed-order-actions'
import type { PlacedOrderEventInput } from './placed-order-status'
import { applyPlacedOrderEvent, statusOfLines } from './placed-order-status'
import { canSendArtwork } from './placed-order-timeline'
import { placedOrderFixture } from '../testing/test-cart'

const at = '2025-03-05T14:00:00.000Z'
const orderId = fc.integer({ min: 1, max: 2 })

// One event of each kind staff record, as the admin screen would send it.
const staffEvent = (action: StaffAction): PlacedOrderEventInput => {
  switch (action) {
    case 'production_started':
      return { type: 'placedOrder/productionStarted', payload: { at } }
    case 'shipped':
      return {
        type: 'placedOrder/shipped',
        payload: { at, carrier: 'USPS', trackingNumber: '9400100000000000000000' },
      }
    case 'cancelled':
      return { type: 'placedOrder/cancelled', payload: { at, by: 'staff', reason: 'x' } }
    case 'payment_received':
      return {
        type: 'placedOrder/paymentReceived',
        payload: { at, amount: 1, method: 'invoice', reference: 'r' },
      }
    case 'note':
      return { type: 'placedOrder/noteAdded', payload: { at, note: 'n' } }
    case 'refund':
      return {
        type: 'placedOrder/refundIssued',
        payload: { at, amount: 1, method: 'check', reference: 'r' },
      }
  }
}

const artwork = (id: number, files = 1): PlacedOrderEventInput => ({
  type: 'placedOrder/artworkReceived',
  payload: { orderId: id, files, at },
})

// A placed order whose items were checked out with their artwork or without it (sent later).
const placed: fc.Arbitrary<PlacedOrder> = fc
  .tuple(
    fc.constantFrom('awaiting_artwork' as const, 'awaiting_proof' as const),
    fc.constantFrom('awaiting_artwork' as const, 'awaiting_proof' as const),
  )
  .map(([a, b]) => {
    const o = placedOrderFixture()
    const lines = [
      { ...o.lines[0]!, proof_status: a },
      { ...o.lines[1]!, proof_status: b },
    ]
    return { ...o, lines, status: statusOfLines(lines) }
  })

const event: fc.Arbitrary<PlacedOrderEventInput> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 3 }))
    .map(([id, files]) => artwork(id, files)),
  orderId.map((id) => ({
    type: 'placedOrder/proofUploaded' as const,
    payload: {
      orderId: id,
      proof: { filename: 'p.png', mimetype: 'image/png', uploaded_at: at },
      at,
    },
  })),
  fc
    .record({
      id: orderId,
      decision: fc.constantFrom('approve' as const, 'changes' as const),
      comment: fc.option(fc.constantFrom('', 'Bigger')),
      netDays: fc.constantFrom(0, 30),
    })
    .map(({ id, decision, comment, netDays }) => ({
      type: 'placedOrder/proofAnswered' as const,
      payload: { orderId: id, decision, comment, at, netDays },
    })),
  fc.constantFrom(...STAFF_ACTIONS).map(staffEvent),
  fc.integer({ min: 1, max: 500 }).map((amount) => ({
    type: 'placedOrder/paymentReceived' as const,
    payload: { at, amount, method: 'card' as const, reference: 'ch' },
  })),
  fc.constantFrom('customer' as const, 'staff' as const).map((by) => ({
    type: 'placedOrder/cancelled' as const,
    payload: { at, by, reason: null },
  })),
)

const moves = (order: PlacedOrder, e: PlacedOrderEventInput) =>
  applyPlacedOrderEvent(order, e)._tag === 'Moved'

const run = (
  start: PlacedOrder,
  events: readonly PlacedOrderEventInput[],
  check: (prev: PlacedOrder, e: PlacedOrderEventInput) => void,
) => {
  let order = start
  for (const e of events) {
    check(order, e)
    const result = applyPlacedOrderEvent(order, e)
    if (result._tag === 'Moved') order = result.order
  }
}

describe('placed-order fulfilment', () => {
  it.prop([placed, fc.array(event, { maxLength: 40 })])(
    'never leaves shipped or cancelled',
    (start, events) =>
      run(start, events, (prev, e) => {
        const result = applyPlacedOrderEvent(prev, e)
        if (result._tag === 'Moved' && (prev.status === 'shipped' || prev.status === 'cancelled'))
          expect(result.order.status).toBe(prev.status)
      }),
  )

  it.prop([placed, fc.array(event, { maxLength: 40 })])(
    'production never starts unpaid unless the customer is on terms',
    (start, events) =>
      run(start, events, (prev, e) => {
        const result = applyPlacedOrderEvent(prev, e)
        if (result._tag !== 'Moved') return
        if (result.order.status === 'in_production' && prev.status !== 'in_production')
          expect(['paid', 'on_terms']).toContain(prev.payment.status)
      }),
  )

  it.prop([placed, fc.array(event, { maxLength: 40 })])(
    'the allowed actions are exactly the events that apply',
    (start, events) =>
      run(start, events, (prev) => {
        const allowed = staffActions(prev)
        for (const action of STAFF_ACTIONS)
          expect(allowed.includes(action)).toBe(moves(prev, staffEvent(action)))
        const customer = customerActions(prev)
        expect(customer.includes('cancelled')).toBe(
          moves(prev, {
            type: 'placedOrder/cancelled',
            payload: { at, by: 'customer', reason: null },
          }),
        )
        const answerable = prev.lines.some((l) =>
          moves(prev, {
            type: 'placedOrder/proofAnswered',
            payload: { orderId: l.order_id, decision: 'approve', comment: null, at },
          }),
        )
        expect(customer.includes('proof_decision')).toBe(answerable)
        expect(customer.includes('artwork')).toBe(
          prev.lines.some((l) => moves(prev, artwork(l.order_id))),
        )
        for (const line of prev.lines)
          expect(canSendArtwork(prev, line)).toBe(moves(prev, artwork(line.order_id)))
      }),
  )

  it.prop([placed, fc.array(event, { maxLength: 40 })])(
    'artwork moves only its own item, from awaiting artwork to awaiting its proof, recorded as the customer',
    (start, events) =>
      run(start, events, (prev, e) => {
        if (e.type !== 'placedOrder/artworkReceived') return
        const result = applyPlacedOrderEvent(prev, e)
        if (result._tag !== 'Moved') return
        const next = result.order
        prev.lines.forEach((line, i) => {
          const after = next.lines[i]
          if (line.order_id !== e.payload.orderId) return expect(after).toBe(line)
          expect([line.proof_status, after?.proof_status]).toEqual([
            'awaiting_artwork',
            'awaiting_proof',
          ])
        })
        expect(next.status).toBe(statusOfLines(next.lines))
        expect(next.events.slice(0, -1)).toEqual(prev.events)
        expect(next.events.at(-1)).toMatchObject({ by: 'customer', status: next.status })
        expect(e.payload.files).toBeGreaterThan(0)
      }),
  )
})
