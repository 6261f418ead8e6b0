import { describe, expect, it } from 'vitest'
import type { PlacedOrder } from '../schema/placed-order'
import { applyPlacedOrderEvent, type PlacedOrderEventInput } from './placed-order-status'
import { placedOrderTimeline } from './placed-order-timeline'
import { applyEvents, placedOrderFixture } from '../testing/test-cart'

const at = '2025-03-05T10:00:00.000Z'
const proof = { filename: 'proof.pdf', mimetype: 'application/pdf', uploaded_at: at }
const ship = {
  type: 'placedOrder/shipped',
  payload: { at, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
} as const
const moved = (r: ReturnType<typeof applyPlacedOrderEvent>) => {
  if (r._tag !== 'Moved') throw new Error(r.message)
  return r.order
}

describe('applyPlacedOrderEvent', () => {
  it('moves a line to proof_ready on upload, and to approved once every line is approved', () => {
    let o = placedOrderFixture()
    for (const orderId of [1, 2])
      o = moved(
        applyPlacedOrderEvent(o, {
          type: 'placedOrder/proofUploaded',
          payload: { orderId, proof, at },
        }),
      )
    expect(o.status).toBe('proof_ready')
    o = moved(
      applyPlacedOrderEvent(o, {
        type: 'placedOrder/proofAnswered',
        payload: { orderId: 1, decision: 'approve', comment: null, at },
      }),
    )
    expect(o.status).toBe('proof_ready')
    expect(o.lines[0]?.proof_status).toBe('approved')
    o = moved(
      applyPlacedOrderEvent(o, {
        type: 'placedOrder/proofAnswered',
        payload: { orderId: 2, decision: 'approve', comment: null, at },
      }),
    )
    expect(o.status).toBe('approved')
    expect(o.events.at(-1)).toEqual({
      at,
      status: 'approved',
      note: 'Proof approved for item 2',
      by: 'customer',
    })
  })

  it('records the requested changes with the comment, and needs one', () => {
    let o = moved(
      applyPlacedOrderEvent(placedOrderFixture(), {
        type: 'placedOrder/proofUploaded',
        payload: { orderId: 1, proof, at },
      }),
    )
    const answer = (comment: string | null) =>
      applyPlacedOrderEvent(o, {
        type: 'placedOrder/proofAnswered',
        payload: { orderId: 1, decision: 'changes', comment, at },
      })
    expect(answer(' ')).toMatchObject({ reason: 'comment_required' })
    o = moved(answer('Bigger logo'))
    expect(o.status).toBe('changes_requested')
    expect(o.lines[0]).toMatchObject({
      proof_status: 'changes_requested',
      customer_comment: 'Bigger logo',
    })
  })

  it('refuses an answer without a proof, an unknown line, and same-status moves', () => {
    const o = placedOrderFixture()
    expect(
      applyPlacedOrderEvent(o, {
        type: 'placedOrder/proofAnswered',
        payload: { orderId: 1, decision: 'approve', comment: null, at },
      }),
    ).toMatchObject({ reason: 'no_proof_to_answer' })
    expect(
      applyPlacedOrderEvent(o, {
        type: 'placedOrder/proofUploaded',
        payload: { orderId: 7, proof, at },
      }),
    ).toMatchObject({ reason: 'no_such_line' })
    expect(applyPlacedOrderEvent(o, ship)._tag).toBe('PlacedOrderRejected')
  })
})

describe('placedOrderTimeline', () => {
  const states = (o: PlacedOrder) => placedOrderTimeline(o).map((s) => `${s.key}:${s.state}`)
  const fixture = placedOrderFixture()
  const at = (h: number) => `2025-03-05T${String(h).padStart(2, '0')}:00:00.000Z`
  const upload = (orderId: number, h: number): PlacedOrderEventInput => ({
    type: 'placedOrder/proofUploaded',
    payload: {
      orderId,
      proof: { filename: 'p.pdf', mimetype: 'application/pdf', uploaded_at: at(h) },
      at: at(h),
    },
  })
  const answer = (
    orderId: number,
    h: number,
    decision: 'approve' | 'changes' = 'approve',
  ): PlacedOrderEventInput => ({
    type: 'placedOrder/proofAnswered',
    payload: {
      orderId,
      decision,
      comment: decision === 'changes' ? 'Bigger logo' : null,
      at: at(h),
    },
  })

  it('marks the steps before the current one done, with when each was passed', () => {
    const ready = applyEvents(fixture, upload(1, 10), upload(2, 11))
    expect(states(ready)).toEqual([
      'artwork:done',
      'proof:done',
      'approval:current',
      'payment:upcoming',
      'production:upcoming',
      'shipping:upcoming',
    ])
    expect(placedOrderTimeline(ready)[1]?.at).toBe(at(11))
    expect(placedOrderTimeline(ready)[2]?.at).toBeNull()
  })

  it('takes the later time of a step passed again after changes were asked for', () => {
    const again = applyEvents(fixture, upload(1, 10), upload(2, 10), answer(1, 12, 'changes'))
    expect(states(again)[1]).toBe('proof:current')
    const redone = applyEvents(again, upload(1, 14))
    expect(placedOrderTimeline(redone)[1]?.at).toBe(at(14))
  })

  it('waits at payment until the order is paid, then at production with its ship-by day', () => {
    const approved = applyEvents(
      fixture,
      upload(1, 10),
      upload(2, 10),
      answer(1, 12),
      answer(2, 13),
    )
    const steps = placedOrderTimeline(approved)
    expect(steps.find((s) => s.state === 'current')?.key).toBe('payment')
    expect(steps.find((s) => s.key === 'approval')?.at).toBe(at(13))
    const paid = applyEvents(approved, {
      type: 'placedOrder/paymentReceived',
      payload: { at: at(15), amount: approved.total, method: 'card', reference: 'pi_1' },
    })
    const current = placedOrderTimeline(paid).find((s) => s.state === 'current')
    expect(current?.key).toBe('production')
    expect(current?.detail).toContain('ships by')
    expect(placedOrderTimeline(paid).find((s) => s.key === 'payment')?.detail).toBe('Paid.')
  })

  it('ends a cancelled order with its cancellation after the steps it had passed', () => {
    const cancelled = applyEvents(fixture, upload(1, 10), {
      type: 'placedOrder/cancelled',
      payload: { at: at(16), by: 'staff', reason: 'Duplicate order' },
    })
    expect(states(cancelled)).toEqual(['artwork:done', 'cancelled:current'])
    expect(placedOrderTimeline(cancelled).at(-1)).toMatchObject({
      detail: 'Cancelled: Duplicate order',
      at: at(16),
    })
  })

  it('marks every step done once shipped, naming the carrier', () => {
    const o: PlacedOrder = {
      ...fixture,
      status: 'shipped',
      shipment: {
        carrier: 'UPS',
        tracking_number: '1Z999AA10123456784',
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        shipped_at: at(9),
      },
    }
    const steps = placedOrderTimeline(o)
    expect(steps.every((s) => s.state === 'done')).toBe(true)
    expect(steps.at(-1)?.detail).toBe('Shipped by UPS, tracking number 1Z999AA10123456784.')
  })
})
