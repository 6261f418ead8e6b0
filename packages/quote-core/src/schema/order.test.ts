import { Either, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { buildOrder, labelQuotePatch } from '../testing/fixtures'
import { decodeInput } from './decode'
import { MAX_DESIGNS, MAX_QUANTITY } from './limits'
import { Order, OrderPatch } from './order'
import { SharedQuote } from './shared-quote'

const decodePatch = decodeInput(OrderPatch, 'order')

describe('OrderPatch', () => {
  it('takes counts up to their ceilings', () => {
    expect(
      decodePatch({ design_count: MAX_DESIGNS, total_qty: MAX_QUANTITY, design_qty: MAX_QUANTITY }),
    ).toMatchObject({ _tag: 'Decoded' })
  })

  it.each([
    ['design_count', MAX_DESIGNS + 1, 'designs'],
    ['total_qty', MAX_QUANTITY + 1, '1,000,000'],
    ['design_qty', MAX_QUANTITY + 1, '1,000,000'],
    ['roll_qty_max', MAX_QUANTITY + 1, '1,000,000'],
  ])('refuses %s %d with a message naming the limit', (field, value, named) => {
    const decoded = decodePatch({ [field]: value })
    expect(decoded).toMatchObject({ _tag: 'DecodeFailed' })
    const message = decoded._tag === 'DecodeFailed' ? decoded.message : ''
    expect(message).toContain(`order.${field}`)
    expect(message).toContain(named)
  })
})

describe('Order as stored', () => {
  it('still reads an order saved above the ceilings', () => {
    const stored = {
      ...buildOrder(labelQuotePatch),
      design_count: 1_000_000,
      total_qty: 2_000_000,
      design_qty: 2,
    }
    expect(Either.isRight(Schema.decodeUnknownEither(Order)(stored))).toBe(true)
  })

  it('still reads a shared quote taken above the ceilings', () => {
    const snapshot = {
      ...Schema.encodeSync(Order)(buildOrder(labelQuotePatch)),
      design_count: 3,
      total_qty: 3_000_000,
      design_quantities: [1_000_000, 1_000_000, 1_000_000],
    }
    const picked = Object.fromEntries(
      Object.keys(SharedQuote.fields).map((k) => [k, (snapshot as Record<string, unknown>)[k]]),
    )
    const shared = {
      ...picked,
      graphic_design_order_details: null,
      quote_number: 1,
      quoted_total: 1,
      price_breaks: [],
      created_at: '2026-01-05T15:00:00.000Z',
      valid_until: '2026-02-04',
    }
    expect(Schema.decodeUnknownEither(SharedQuote)(shared)).toMatchObject({ _tag: 'Right' })
  })
})
