import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { PLACED_ORDER_STATUSES, PROOF_STATUSES } from '../schema/placed-order'
import type { PlacedOrder } from '../schema/placed-order'
import type { PlacedOrderEventInput } from './placed-order-status'
import { applyPlacedOrderEvent, canMovePlacedOrder, statusOfLines } from './placed-order-status'
import { placedOrderFixture } from '../testing/test-cart'

const at = '2025-03-05T10:00:00.000Z'
const orderId = fc.integer({ min: 1, max: 3 })
const event: fc.Arbitrary<PlacedOrderEventInput> = fc.oneof(
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
      comment: fc.option(fc.string()),
    })
    .map(({ id, decision, comment }) => ({
      type: 'placedOrder/proofAnswered' as const,
      payload: { orderId: id, decision, comment, at },
    })),
  fc.constantFrom<PlacedOrderEventInput>(
    { type: 'placedOrder/productionStarted', payload: { at } },
    {
      type: 'placedOrder/shipped',
      payload: { at, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    },
    { type: 'placedOrder/cancelled', payload: { at, by: 'staff', reason: null } },
  ),
)

describe('placed-order status machine', () => {
  it.prop([fc.array(event, { maxLength: 40 })])(
    'never reaches an unlisted status, and every change is an allowed move',
    (events) => {
      let order: PlacedOrder = placedOrderFixture()
      for (const e of events) {
        const result = applyPlacedOrderEvent(order, e)
        if (result._tag !== 'Moved') continue
        const next = result.order
        expect(PLACED_ORDER_STATUSES).toContain(next.status)
        for (const line of next.lines) expect(PROOF_STATUSES).toContain(line.proof_status)
        if (next.status !== order.status)
          expect(canMovePlacedOrder(order.status, next.status)).toBe(true)
        expect(next.events.length).toBe(order.events.length + 1)
        order = next
      }
    },
  )

  it.prop([fc.array(fc.constantFrom(...PROOF_STATUSES), { minLength: 1, maxLength: 6 })])(
    'the order is approved exactly when every line is',
    (statuses) => {
      const status = statusOfLines(statuses.map((proof_status) => ({ proof_status })))
      expect(status === 'approved').toBe(statuses.every((s) => s === 'approved'))
    },
  )
})
