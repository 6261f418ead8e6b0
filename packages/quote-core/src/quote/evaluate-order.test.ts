import { describe, expect, it } from 'vitest'
import { DESIGN_TYPE, PROCESSING, PRODUCT_TYPE, PROOF_TYPE, SHAPE } from '../catalog/ids'
import { CARTON_LAMINATE, LABEL_LAMINATE } from '../catalog/laminates'
import { LABEL_SUBSTRATE } from '../catalog/substrates'
import type { QuoteEnv } from '../rules/quote-env'
import {
  buildOrder,
  cartonQuotePatch,
  fixedNow,
  guestEnv,
  labelQuotePatch,
} from '../testing/fixtures'
import { evaluateOrder, quoteOrder } from './evaluate-order'
import { priceBreakComparison, priceBreaksForOrder } from './order-price-breaks'
import { shippingRatesForOrder } from './order-shipping'

const noDies: QuoteEnv = { dies: [], account: null }

// docs/pricing-model.md section 10, example A: 5,000 2x3 White Plastic Gloss, new die, digital proof.
const exampleA = {
  ...labelQuotePatch,
  substrate_id: LABEL_SUBSTRATE.whitePlastic,
  total_qty: 5000,
  proof_type_id: PROOF_TYPE.digital,
}

describe('evaluateOrder', () => {
  it('gives no price, dates or price breaks to a label with blocking size errors', () => {
    const ctx = { env: guestEnv, now: fixedNow }
    // 12 x 23.25 is within each side's bounds but 279 sq in is over the 204 sq in maximum.
    const huge = buildOrder({ ...labelQuotePatch, width: 12, length: 23.25 }, guestEnv)
    const { order, errors, quote } = evaluateOrder(huge, ctx)
    expect(errors).toContainEqual(
      expect.objectContaining({ category: 'label_size', blocking: true }),
    )
    expect(quote).toBeNull()
    expect(order).toMatchObject({ quoted_total: null, price_breakdown: [], ship_due_date: null })
    expect(priceBreaksForOrder(order, ctx)).toEqual([])
    const vinyl = buildOrder(
      { ...labelQuotePatch, substrate_id: LABEL_SUBSTRATE.whiteVinyl, width: 0.75, length: 3 },
      guestEnv,
    )
    expect(evaluateOrder(vinyl, ctx).order.quoted_total).toBeNull()
  })

  it('prices, dates and itemises worked example A end to end', () => {
    const { order, errors, quote } = evaluateOrder(buildOrder(exampleA, noDies), {
      env: noDies,
      now: '2025-03-04T14:30:00Z',
    })
    expect(errors).toEqual([])
    expect(quote).not.toBeNull()
    expect(order.quoted_total).toBe(850.47)
    expect(order.quoted_die_charge).toBe(313)
    expect(order.quoted_price_per_label).toBe(0.108)
    expect(order.price_breakdown).toEqual([
      { label: 'Production', amount: 537.47 },
      { label: 'Cutting die (one-time)', amount: 313 },
    ])
    expect(order.ship_due_date).toBe('2025-03-12')
    expect(order.ship_due_formatted).toBe('Wed, Mar 12')
    expect(order.delay_new_size).toBe(3)
    expect(order.delay_total).toBe(1 + 2 + 3)
  })

  it('charges no die for a stocked library size (example A on the shelf die)', () => {
    const { order } = evaluateOrder(buildOrder(exampleA), { env: guestEnv, now: fixedNow })
    expect(order.quoted_die_charge).toBe(0)
    expect(order.quoted_total).toBe(537.47)
    expect(order.delay_new_size).toBe(0)
  })

  it('prices worked example B: three designs, no proof, expedited next day after the cut-off', () => {
    const patch = {
      ...labelQuotePatch,
      width: 3,
      length: 4,
      laminate_id: LABEL_LAMINATE.none,
      total_qty: 3000,
      design_count: 3,
      proof_type_id: PROOF_TYPE.none,
      processing_id: PROCESSING.expedited,
      delay_expedite: 1,
    }
    const { order } = evaluateOrder(buildOrder(patch), {
      env: guestEnv,
      now: '2025-11-26T16:05:00Z',
    })
    expect(order.quoted_total).toBe(788.02)
    expect(order.quoted_price_per_label).toBe(0.263)
    expect(order.price_breakdown.at(-1)).toEqual({ label: 'Expedited processing', amount: 204.3 })
    // Ordered after 10:00 ET the day before Thanksgiving: day 0 is Friday, ships Monday.
    expect(order.ship_due_date).toBe('2025-12-01')
  })

  it('offers same-day labels only before the cut-off, falling back to Standard after it', () => {
    const patch = {
      ...labelQuotePatch,
      proof_type_id: PROOF_TYPE.none,
      processing_id: PROCESSING.expedited,
      delay_expedite: 0,
    }
    const morning = evaluateOrder(buildOrder(patch), { env: guestEnv, now: '2025-03-04T14:30:00Z' })
    expect(morning.quote?.production.productionDays).toBe(0)
    expect(morning.order.ship_due_date).toBe('2025-03-04')
    const afternoon = evaluateOrder(buildOrder(patch), {
      env: guestEnv,
      now: '2025-03-04T18:30:00Z',
    })
    expect(afternoon.quote?.production.standard).toBe(true)
    expect(afternoon.quote?.expediteOptions.some((o) => o.productionDays === 0)).toBe(false)
    // Priced and dated Standard, it says Standard: the shared quote and PDF read processing_id.
    expect(morning.order).toMatchObject({ processing_id: PROCESSING.expedited, delay_expedite: 0 })
    expect(afternoon.order).toMatchObject({
      processing_id: PROCESSING.standard,
      delay_expedite: null,
    })
  })

  it('gives an oversize custom carton with variable data the model reason, not an empty list', () => {
    // Variable data prints digital only, and this custom blank fits no digital sheet (§5.1).
    const patch = {
      ...cartonQuotePatch,
      shape_id: SHAPE.customCarton,
      length: 5,
      width: 4.875,
      depth: 11.75,
    }
    const ctx = { env: guestEnv, now: fixedNow }
    expect(evaluateOrder(buildOrder(patch), ctx).quote).not.toBeNull()
    const { quote, errors, order } = evaluateOrder(
      buildOrder({ ...patch, is_variable_data: true }),
      ctx,
    )
    expect(quote).toBeNull()
    expect(order.quoted_total).toBeNull()
    expect(errors).toContainEqual({
      category: 'carton_size',
      message: 'exceeds sheet — custom quote',
      blocking: true,
      code: 'carton_exceeds_sheet',
      path: ['width', 'length', 'depth'],
    })
  })

  it('prices a carton with a printed proof on a new die (example D without design)', () => {
    const patch = {
      ...cartonQuotePatch,
      laminate_id: CARTON_LAMINATE.gloss,
      proof_type_id: PROOF_TYPE.printed,
    }
    const { order, quote } = evaluateOrder(buildOrder(patch, noDies), {
      env: noDies,
      now: fixedNow,
    })
    expect(quote?.process).toBe('digital')
    expect(order.quoted_total).toBe(2170.88)
    // (2,170.88 - 375) / 1,000 = 1.79588, rounded up to 1.796.
    expect(order.quoted_price_per_label).toBe(1.796)
    // Approval day0 + 3 (printed proof) = Fri Mar 7, + 7 production + 5 new die = Tue Mar 25.
    expect(order.ship_due_date).toBe('2025-03-25')
  })

  it('leaves an incomplete quote unpriced and says what is missing', () => {
    const { order, errors, quote } = evaluateOrder(
      buildOrder({ substrate_id: LABEL_SUBSTRATE.whitePaper }),
      { env: guestEnv, now: fixedNow },
    )
    expect(quote).toBeNull()
    expect(order.quoted_total).toBeNull()
    expect(order.price_breakdown).toEqual([])
    expect(errors.map((e) => e.message)).toContain('Select Material & Laminate')
  })

  it('gives no price, dates or price breaks to 49 labels, one under the per-design minimum', () => {
    const ctx = { env: guestEnv, now: fixedNow }
    const { order, errors, quote } = evaluateOrder(
      buildOrder({ ...labelQuotePatch, total_qty: 49 }),
      ctx,
    )
    expect(errors).toContainEqual(
      expect.objectContaining({ code: 'design_qty_below_minimum', blocking: true }),
    )
    expect(quote).toBeNull()
    expect(order).toMatchObject({
      quoted_total: null,
      quoted_price_per_label: null,
      quoted_die_charge: null,
      price_breakdown: [],
      ship_due_date: null,
    })
    expect(priceBreaksForOrder(order, ctx)).toEqual([])
    // One more label is an order the plant makes, and it has its price.
    expect(quoteOrder(buildOrder({ ...labelQuotePatch, total_qty: 50 }), ctx).quoted_total).toEqual(
      expect.any(Number),
    )
  })

  it('gives no price to duplex cartons off the quantity step of 2', () => {
    const ctx = { env: guestEnv, now: fixedNow }
    const duplex = { ...cartonQuotePatch, is_duplex: true, design_count: 2 }
    const odd = evaluateOrder(buildOrder({ ...duplex, total_qty: 1001 }), ctx)
    expect(odd.errors.map((e) => e.code)).toEqual(['design_qty_off_step'])
    expect(odd.order).toMatchObject({
      quoted_total: null,
      price_breakdown: [],
      ship_due_date: null,
    })
    expect(priceBreaksForOrder(odd.order, ctx)).toEqual([])
    const even = evaluateOrder(buildOrder({ ...duplex, total_qty: 1000 }), ctx)
    expect(even.errors).toEqual([])
    expect(even.order.quoted_total).toEqual(expect.any(Number))
  })

  it('keeps the price of an order that is only waiting for artwork or its other files', () => {
    const ctx = { env: guestEnv, now: fixedNow }
    const later = evaluateOrder(buildOrder({ ...labelQuotePatch, design_count: 0 }), ctx)
    expect(later.errors.map((e) => [e.code, e.blocking])).toEqual([['artwork_missing', true]])
    expect(later.order.quoted_total).toBe(quoteOrder(buildOrder(labelQuotePatch), ctx).quoted_total)
    expect(priceBreaksForOrder(later.order, ctx)).not.toEqual([])
    const oneFile = evaluateOrder(
      buildOrder({ ...cartonQuotePatch, is_duplex: true, design_count: 1 }),
      ctx,
    )
    expect(oneFile.errors.map((e) => e.code)).toEqual(['artwork_files_odd'])
    expect(oneFile.order.quoted_total).toEqual(expect.any(Number))
  })

  it('prices no label on a carton shape', () => {
    const ctx = { env: guestEnv, now: fixedNow }
    const onCartonShape = { ...buildOrder(labelQuotePatch), shape_id: SHAPE.straightTuck }
    const { order, errors } = evaluateOrder(onCartonShape, ctx)
    expect(errors.map((e) => e.code)).toEqual(['shape_missing'])
    expect(order.quoted_total).toBeNull()
    expect(priceBreaksForOrder(order, ctx)).toEqual([])
  })

  it('stops pricing while the size is invalid (docs/product.md section 4)', () => {
    const { order, errors } = evaluateOrder(buildOrder({ ...labelQuotePatch, width: 30 }), {
      env: guestEnv,
      now: fixedNow,
    })
    expect(errors.some((e) => e.category === 'width' && e.blocking)).toBe(true)
    expect(order.quoted_total).toBeNull()
  })

  it('prices a custom design brief once, whatever its file count, with its first-proof date', () => {
    const patch = {
      product_type_id: PRODUCT_TYPE.design,
      design_count: 2,
      graphic_design_order_details: {
        design_type_id: DESIGN_TYPE.custom,
        design_product_type_id: 1 as const,
      },
    }
    const order = quoteOrder(buildOrder(patch), { env: guestEnv, now: fixedNow })
    expect(order.quoted_total).toBe(250)
    expect(order.price_breakdown).toHaveLength(1)
    expect(order.ship_due_date).toBe('2025-03-11')
  })

  it('is deterministic and leaves its input untouched', () => {
    const input = Object.freeze(buildOrder(labelQuotePatch))
    const a = quoteOrder(input, { env: guestEnv, now: fixedNow })
    const b = quoteOrder(input, { env: guestEnv, now: fixedNow })
    expect(a).toEqual(b)
    expect(input.quoted_total).toBeNull()
  })

  it('keeps the breakdown summing to the total', () => {
    const order = quoteOrder(
      buildOrder({ ...labelQuotePatch, shape_id: SHAPE.star, width: 2.5, length: 2.5 }),
      { env: guestEnv, now: fixedNow },
    )
    const sum = order.price_breakdown.reduce((a, l) => a + Math.round(l.amount * 100), 0)
    expect(sum).toBe(Math.round((order.quoted_total ?? -1) * 100))
  })
})

describe('shippingRatesForOrder', () => {
  it('rates example A to Atlanta like the model: Ground $18.77', () => {
    const order = buildOrder(exampleA, noDies)
    const rates = shippingRatesForOrder(
      order,
      { city: 'Atlanta', zip: '30303', country: 'US', is_residential: false },
      { env: noDies, now: '2025-03-04T14:30:00Z' },
    )
    expect(rates._tag).toBe('Rates')
    if (rates._tag !== 'Rates') return
    expect(rates.rates.find((r) => r.name === 'Ground')?.total).toBe(18.77)
    expect(rates.rates.find((r) => r.name === 'Ground')?.estimatedArrival).toBe('2025-03-14')
  })

  it("answers 'Invalid Destination.' without a city", () => {
    const rates = shippingRatesForOrder(
      buildOrder(labelQuotePatch),
      { zip: '30303', country: 'US', is_residential: false },
      { env: guestEnv, now: fixedNow },
    )
    expect(rates).toMatchObject({ _tag: 'InvalidDestination', message: 'Invalid Destination.' })
  })

  it('has no estimate until the quote is priced', () => {
    const rates = shippingRatesForOrder(
      buildOrder({}),
      { city: 'Atlanta', zip: '30303', country: 'US', is_residential: false },
      { env: guestEnv, now: fixedNow },
    )
    expect(rates._tag).toBe('NotPriced')
  })
})

describe('priceBreaksForOrder', () => {
  it('lists the ladder with falling unit prices and marks the current quantity', () => {
    const rows = priceBreaksForOrder(buildOrder(labelQuotePatch), { env: guestEnv, now: fixedNow })
    expect(rows.map((r) => r.quantity)).toEqual([
      100, 250, 500, 1000, 2500, 5000, 10000, 25000, 50000,
    ])
    expect(rows.filter((r) => r.is_current).map((r) => r.quantity)).toEqual([1000])
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.total).toBeGreaterThan(rows[i - 1]!.total)
      expect(rows[i]!.per_unit).toBeLessThan(rows[i - 1]!.per_unit)
    }
  })

  it('says how much more a smaller run costs per unit, never a negative saving', () => {
    const rows = priceBreaksForOrder(buildOrder(labelQuotePatch), { env: guestEnv, now: fixedNow })
    const current = rows.findIndex((r) => r.is_current)
    const own = rows[current]!.per_unit
    // Each row's unit price against this quote's, in whole percent rounded toward zero.
    const expected = rows.map((r, i) => {
      if (i === current) return '–'
      const percent = Math.trunc((Math.abs(r.per_unit - own) / own) * 100 + 1e-9)
      return `${percent}% ${r.per_unit > own ? 'more' : 'less'}`
    })
    expect(rows.map(priceBreakComparison)).toEqual(expected)
    expect(expected.slice(0, current).every((w) => w.endsWith('more'))).toBe(true)
    expect(expected.slice(current + 1).every((w) => w.endsWith('less'))).toBe(true)
  })

  it('is empty while the order cannot be priced', () => {
    expect(priceBreaksForOrder(buildOrder({}), { env: guestEnv, now: fixedNow })).toEqual([])
  })
})
