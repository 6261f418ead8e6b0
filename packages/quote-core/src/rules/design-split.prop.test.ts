import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { COLOR } from '../catalog/ids'
import { LABEL_SUBSTRATE } from '../catalog/substrates'
import { evaluateOrder } from '../quote/evaluate-order'
import { priceBreaksForOrder } from '../quote/order-price-breaks'
import { pricingInputOf } from '../quote/order-job'
import type { OrderPatch } from '../schema/order'
import {
  buildOrder,
  cartonQuotePatch,
  fixedNow,
  guestEnv,
  labelQuotePatch,
} from '../testing/fixtures'
import { designSplit } from './design-split'
import { MIN_QTY_PER_DESIGN } from './quantities'

const ctx = { env: guestEnv, now: fixedNow }

const frontBack: OrderPatch = {
  ...labelQuotePatch,
  substrate_id: LABEL_SUBSTRATE.clearPlastic,
  color_id: COLOR.doubleSided,
  is_front_back: true,
}
const duplex: OrderPatch = { ...cartonQuotePatch, is_duplex: true }

const priced = (patch: OrderPatch) => {
  const { quote, errors } = evaluateOrder(buildOrder(patch), ctx)
  return { quote, codes: errors.filter((e) => e.blocking).map((e) => e.code) }
}

describe('designSplit: the real quantity of each printed design', () => {
  it('splits the total evenly, the first designs one more', () => {
    expect(designSplit(buildOrder({ ...labelQuotePatch, total_qty: 99, design_count: 2 }))).toEqual(
      [50, 49],
    )
    expect(designSplit(buildOrder({ ...duplex, total_qty: 1000, design_count: 6 }))).toEqual([
      334, 333, 333,
    ])
  })

  it('counts an odd file of a pair as a design of its own', () => {
    expect(designSplit(buildOrder({ ...frontBack, total_qty: 6503, design_count: 5 }))).toEqual([
      2168, 2168, 2167,
    ])
  })

  it('gives a blank carton one unprinted run, whatever its design count', () => {
    for (const n of [1, 5])
      expect(
        designSplit(buildOrder({ ...cartonQuotePatch, is_blank: true, design_count: n })),
      ).toEqual([1000])
  })
})

describe('no price for a split that cannot be made', () => {
  it('withholds the price when one design of the real split is under the minimum (H1)', () => {
    expect(priced({ ...labelQuotePatch, total_qty: 99, design_count: 2 })).toEqual({
      quote: null,
      codes: ['design_qty_below_minimum'],
    })
    expect(priced({ ...labelQuotePatch, total_qty: 246, design_count: 5 }).quote).toBeNull()
    expect(priced({ ...cartonQuotePatch, total_qty: 149, design_count: 3 }).quote).toBeNull()
    expect(priced({ ...labelQuotePatch, total_qty: 100, design_count: 2 }).quote).not.toBeNull()
  })

  it('withholds the price of duplex cartons with an odd quantity in a pair (H2)', () => {
    expect(priced({ ...duplex, total_qty: 1000, design_count: 6 })).toEqual({
      quote: null,
      codes: ['design_qty_off_step'],
    })
    expect(priced({ ...duplex, total_qty: 1002, design_count: 6 }).quote).not.toBeNull()
  })

  it('prices odd file counts with every design the order shows (M1)', () => {
    const order = buildOrder({ ...frontBack, total_qty: 6503, design_count: 5 })
    const input = pricingInputOf(order, guestEnv)
    expect(input._tag === 'Ready' ? input.request.job.designQuantities : []).toEqual([
      2168, 2168, 2167,
    ])
    expect(evaluateOrder(order, ctx).quote?.designCount).toBe(3)
  })

  it('prices a blank carton the same whatever its design count (H4)', () => {
    const blank = { ...cartonQuotePatch, is_blank: true }
    const totals = [1, 2, 5].map((n) => priced({ ...blank, design_count: n }).quote?.totalCents)
    expect(totals[0]).toBeGreaterThan(0)
    expect(totals).toEqual([totals[0], totals[0], totals[0]])
  })

  const orderArb = fc.record({
    carton: fc.boolean(),
    paired: fc.boolean(),
    blank: fc.boolean(),
    designs: fc.integer({ min: 0, max: 12 }),
    total: fc.integer({ min: 1, max: 3000 }),
  })

  it.prop([orderArb], { numRuns: 200 })(
    'no priced quote has a design (or pair) under its minimum or off its duplex step',
    ({ carton, paired, blank, designs, total }) => {
      const patch: OrderPatch = carton
        ? { ...cartonQuotePatch, is_duplex: paired && !blank, is_blank: blank && !paired }
        : paired
          ? frontBack
          : labelQuotePatch
      const order = buildOrder({ ...patch, total_qty: total, design_count: designs })
      const { quote, order: evaluated } = evaluateOrder(order, ctx)
      if (quote === null) return
      const split = designSplit(evaluated)
      const min = carton ? MIN_QTY_PER_DESIGN.carton : MIN_QTY_PER_DESIGN.label
      const step = evaluated.is_duplex ? 2 : 1
      expect(split.every((q) => q >= min && q % step === 0)).toBe(true)
      // The price is of the same split, and its breaks keep to the same rules.
      expect(quote.designCount).toBe(split.length)
      expect(quote.quantity).toBe(total)
      for (const row of priceBreaksForOrder(evaluated, ctx)) {
        const rowSplit = designSplit({ ...evaluated, total_qty: row.quantity })
        expect(rowSplit.every((q) => q >= min && q % step === 0)).toBe(true)
      }
    },
  )
})
