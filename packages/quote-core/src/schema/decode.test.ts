import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { decodeInput } from './decode'
import { OrderPatch } from './order'
import { PLACED_ORDER_STATUSES, PlacedOrderStatus } from './placed-order'

describe('decodeInput', () => {
  it('names every allowed value of an enum in one sentence', () => {
    const decoded = decodeInput(Schema.Struct({ order: OrderPatch }))({
      order: { product_type_id: 5 },
    })
    expect(decoded).toEqual({
      _tag: 'DecodeFailed',
      message: 'order.product_type_id: must be one of 1, 2, 3 (got 5).',
      issues: [{ path: 'order.product_type_id', message: 'must be one of 1, 2, 3 (got 5)' }],
    })
  })

  it('says nothing of leaving out an optional field that was given wrong', () => {
    const decoded = decodeInput(Schema.Struct({ order: Schema.optional(OrderPatch) }))({
      order: { product_type_id: 5 },
    })
    expect(decoded).toMatchObject({
      message: 'order.product_type_id: must be one of 1, 2, 3 (got 5).',
      issues: [{ path: 'order.product_type_id' }],
    })
  })

  it('names the allowed words of an optional enum, without the empty choice', () => {
    const decoded = decodeInput(Schema.Struct({ status: Schema.optional(PlacedOrderStatus) }))({
      status: 'lost',
    })
    const allowed = PLACED_ORDER_STATUSES.map((s) => `"${s}"`).join(', ')
    expect(decoded).toMatchObject({
      message: `status: must be one of ${allowed} (got "lost").`,
      issues: [{ path: 'status' }],
    })
  })

  it('joins the types a field may have, and counts the other problems', () => {
    const decoded = decodeInput(Schema.Struct({ order: OrderPatch }))({
      order: { product_type_id: 7, substrate_id: 'x' },
    })
    expect(decoded).toMatchObject({
      message: 'order.product_type_id: must be one of 1, 2, 3 (got 7), and 1 more problem.',
      issues: [
        { path: 'order.product_type_id' },
        { path: 'order.substrate_id', message: expect.stringMatching(/ or null, actual "x"$/) },
      ],
    })
  })
})
