import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { applyPatch } from '../order/apply-patch'
import { Order } from '../schema/order'
import { initialOrder } from '../schema/initial-order'
import { SharedQuote } from '../schema/shared-quote'
import {
  buildOrder,
  cartonQuotePatch,
  fixedNow,
  guestEnv,
  labelQuotePatch,
} from '../testing/fixtures'
import { evaluateOrder } from './evaluate-order'
import { quoteChoices } from './quote-choices'
import {
  orderOfSharedQuote,
  quoteValidUntil,
  sharedQuoteOf,
  sharedQuotePatch,
} from './shared-quote'

const ctx = { env: guestEnv, now: fixedNow }

const shared = (patch: typeof labelQuotePatch, extra: object = {}) => {
  const order = { ...buildOrder(patch, guestEnv, 42), user_id: 'owner-uuid', ...extra }
  const result = sharedQuoteOf(order, ctx)
  if (result._tag !== 'Shared') throw new Error(result.message)
  return result.quote
}

describe('sharedQuoteOf', () => {
  it('keeps the choices, price, breaks and dates, and decodes with its Schema', () => {
    const quote = shared(labelQuotePatch)
    expect(Schema.decodeUnknownSync(SharedQuote)(quote)).toEqual(quote)
    expect(quote).toMatchObject({
      quote_number: 42,
      width: 2,
      length: 3,
      substrate_label: 'White Paper',
      quoted_total: 316.11,
      price_breakdown: [{ label: 'Production', amount: 316.11 }],
      design_quantities: [1000],
      ship_due_date: '2025-03-07',
      created_at: '2025-03-04T14:30:00.000Z',
      valid_until: '2025-04-03',
    })
    expect(quote.price_breaks.find((b) => b.is_current)?.total).toBe(316.11)
  })

  it('never carries the owner, notes or uploads', () => {
    const quote = shared(labelQuotePatch, {
      customer_label: 'Secret launch',
      comments_customer: 'call me on 555-0100',
    })
    const text = JSON.stringify(quote)
    for (const key of ['user_id', 'order_uploads', 'designs_orders', 'customer_label', 'comments'])
      expect(text).not.toContain(key)
    expect(text).not.toContain('owner-uuid')
    expect(text).not.toContain('555-0100')
  })

  it('refuses an order without a price', () => {
    expect(sharedQuoteOf(initialOrder(1), ctx)).toEqual({
      _tag: 'NotPriced',
      message: 'Complete the quote before sharing it.',
    })
  })

  it('refuses 49 labels, which are not made, and shares a quote only waiting for artwork', () => {
    const below = buildOrder({ ...labelQuotePatch, total_qty: 49 })
    expect(sharedQuoteOf(below, ctx)._tag).toBe('NotPriced')
    const later = shared({ ...labelQuotePatch, design_count: 0 })
    expect(later.quoted_total).toBe(shared(labelQuotePatch).quoted_total)
    expect(later.price_breaks).not.toEqual([])
  })
})

describe('sharedQuotePatch', () => {
  it.each([
    ['labels', labelQuotePatch],
    ['cartons', cartonQuotePatch],
  ])('starts a new order of %s that prices the same', (_, patch) => {
    const quote = shared(patch)
    const copy = applyPatch(initialOrder(quote.product_type_id), sharedQuotePatch(quote), guestEnv)
    const evaluated = evaluateOrder(copy, ctx).order
    expect(evaluated.quoted_total).toBe(quote.quoted_total)
    expect(evaluated.size_description).toBe(quote.size_description)
    expect(evaluated.user_id).toBeNull()
  })
})

describe('quoteValidUntil', () => {
  it('is 30 days after the Eastern quote date', () => {
    // 2025-03-05 02:00 UTC is still Mar 4 in New York.
    expect(quoteValidUntil('2025-03-05T02:00:00Z')).toBe('2025-04-03')
  })
})

describe('quoteChoices', () => {
  it('names every choice of a label quote', () => {
    expect(quoteChoices(shared(labelQuotePatch))).toEqual([
      { label: 'Product', value: 'Roll labels' },
      { label: 'Material', value: 'White Paper' },
      { label: 'Laminate', value: 'Gloss' },
      { label: 'Size', value: '2" x 3" Rectangle, Round Corners (inches)' },
      { label: 'Color', value: 'Full Color' },
      { label: 'Application', value: 'Machine Applied (Rolls)' },
      { label: 'Rolls', value: 'Top Edge Leading, 3" core' },
      { label: 'Finishing', value: 'None' },
      { label: 'Proof', value: 'Digital Proof' },
      { label: 'Processing', value: 'Standard' },
      { label: 'Quantity', value: '1,000 labels' },
    ])
  })

  it('counts the designs of a carton quote', () => {
    const choices = quoteChoices(shared({ ...cartonQuotePatch, total_qty: 3000, design_count: 3 }))
    expect(choices.find((c) => c.label === 'Quantity')?.value).toBe('3,000 cartons in 3 designs')
    expect(choices.some((c) => c.label === 'Rolls')).toBe(false)
  })
})

describe('orderOfSharedQuote', () => {
  it('draws as the shared order did, without owner or artwork', () => {
    const quote = shared(cartonQuotePatch)
    const order = orderOfSharedQuote(quote)
    expect(Schema.decodeUnknownSync(Order)(order)).toEqual(order)
    expect(order).toMatchObject({ id: 0, user_id: null, width: 2, length: 4, depth: 6 })
    expect(order.quoted_total).toBe(quote.quoted_total)
  })
})
