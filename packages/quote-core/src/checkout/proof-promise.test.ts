import { describe, expect, it } from 'vitest'
import type { PlacedOrder } from '../schema/placed-order'
import { placedOrderFixture } from '../testing/test-cart'
import { isProofOverdue, proofDueAfter, proofDueOf, proofPromise } from './proof-promise'
import { applyPlacedOrderEvent } from './placed-order-status'

const placedAt = (at: string, patch: Partial<PlacedOrder> = {}): PlacedOrder => ({
  ...placedOrderFixture(),
  placed_at: at,
  ...patch,
})

describe('the proof promise', () => {
  it('is noon Eastern on the next business day', () => {
    // Tuesday 10:00 ET (EST) -> Wednesday noon ET = 17:00 UTC.
    expect(proofDueAfter('2025-03-04T15:00:00.000Z')).toEqual({
      date: '2025-03-05',
      at: '2025-03-05T17:00:00.000Z',
    })
    // Friday evening -> Monday; in daylight time noon ET is 16:00 UTC.
    expect(proofDueAfter('2025-06-06T23:30:00.000Z')).toEqual({
      date: '2025-06-09',
      at: '2025-06-09T16:00:00.000Z',
    })
    // Wednesday 2 July -> Thursday 3 July; Thursday 3 July -> Monday 7 July (the 4th is a holiday).
    expect(proofDueAfter('2025-07-03T14:00:00.000Z').date).toBe('2025-07-07')
    // Late Monday evening Eastern is still Monday there.
    expect(proofDueAfter('2025-03-11T03:30:00.000Z').date).toBe('2025-03-11')
  })

  it('counts from checkout for lines placed with artwork, and says so to the customer', () => {
    const order = placedAt('2025-03-04T15:00:00.000Z')
    expect(proofDueOf(order)?.at).toBe('2025-03-05T17:00:00.000Z')
    expect(proofPromise(order)).toBe('Your proof will be ready by noon ET on Wed, Mar 5.')
    expect(isProofOverdue(order, '2025-03-05T16:59:00.000Z')).toBe(false)
    expect(isProofOverdue(order, '2025-03-05T17:01:00.000Z')).toBe(true)
  })

  it('counts from the artwork when it came later, and promises nothing while it is awaited', () => {
    const base = placedAt('2025-03-04T15:00:00.000Z')
    const waiting: PlacedOrder = {
      ...base,
      status: 'awaiting_artwork',
      lines: base.lines.map((l) => ({ ...l, proof_status: 'awaiting_artwork' as const })),
    }
    expect(proofDueOf(waiting)).toBeNull()
    expect(proofPromise(waiting)).toBe(
      'Your proof will be ready by noon ET on the business day after we receive your artwork.',
    )
    const moved = applyPlacedOrderEvent(waiting, {
      type: 'placedOrder/artworkReceived',
      payload: { orderId: 1, files: 1, at: '2025-03-07T20:00:00.000Z' },
    })
    if (moved._tag !== 'Moved') throw new Error(moved.message)
    expect(proofDueOf(moved.order)?.date).toBe('2025-03-10')
  })

  it('owes nothing once proofs wait on the customer, or the order is cancelled', () => {
    const base = placedAt('2025-03-04T15:00:00.000Z')
    const out: PlacedOrder = {
      ...base,
      status: 'proof_ready',
      lines: base.lines.map((l) => ({ ...l, proof_status: 'proof_ready' as const })),
    }
    expect(proofDueOf(out)).toBeNull()
    expect(proofDueOf({ ...base, status: 'cancelled' })).toBeNull()
  })
})
