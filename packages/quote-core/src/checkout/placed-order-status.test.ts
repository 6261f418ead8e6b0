import { describe, expect, it } from 'vitest'
import { applyPlacedOrderEvent } from './placed-order-status'
import { placedOrderTimeline } from './placed-order-timeline'
import { placedOrderFixture } from './test-cart'

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
  it('marks the steps before the current one done', () => {
    expect(placedOrderTimeline('proof_ready').map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ])
    expect(placedOrderTimeline('shipped').every((s) => s.state === 'done')).toBe(true)
  })
})
