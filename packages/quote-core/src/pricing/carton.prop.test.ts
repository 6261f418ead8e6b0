import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { priceCartonJob } from './carton'
import type { CartonJob } from './carton'
import { blanksPerSheet, cartonBlank } from './carton-blank'
import { defaultPricingParams } from './params'
import { DEFAULT_LADDERS } from './price-breaks'
import { cartonJobArb } from '../testing/pricing-arbitraries'
import { priceCartonQuote } from './quote'
import type { PriceQuote } from './quote'

// docs/pricing-model.md §12.6 checks 2 for cartons: along the ladder production + die (new-die quotes)
// or production alone (library dies) strictly rises and the unit price strictly falls.
const P = defaultPricingParams

const quoteOrUndefined = (job: CartonJob): PriceQuote | undefined => {
  const result = priceCartonQuote(job, {}, P)
  return result._tag === 'Quoted' ? result.quote : undefined
}

const production = (q: PriceQuote): number => q.lines[0]?.cents ?? 0

describe('carton ladder monotonicity (§12.6)', () => {
  it.prop([cartonJobArb])('holds for any carton that fits a sheet', (job) => {
    const quotes = DEFAULT_LADDERS.carton.map((q) =>
      quoteOrUndefined({ ...job, designQuantities: [q] }),
    )
    const priced = quotes.filter((q): q is PriceQuote => q !== undefined)
    fc.pre(priced.length === quotes.length)
    const compared = (q: PriceQuote) => production(q) + (job.newDie ? q.dieChargeCents : 0)
    priced.slice(1).forEach((q, i) => {
      const prev = priced[i]
      if (prev === undefined) return
      expect(compared(q)).toBeGreaterThan(compared(prev))
      expect(q.unitPriceMills).toBeLessThan(prev.unitPriceMills)
    })
  })
})

describe('carton totals and process choice', () => {
  it.prop([cartonJobArb, fc.integer({ min: 50, max: 15_000 }), fc.nat()])(
    'never decrease when one design gets one more carton',
    (job, q, pick) => {
      const designQuantities = [...job.designQuantities]
      const i = pick % designQuantities.length
      designQuantities[i] = q
      const before = quoteOrUndefined({ ...job, designQuantities })
      designQuantities[i] = q + 1
      const after = quoteOrUndefined({ ...job, designQuantities })
      fc.pre(before !== undefined && after !== undefined)
      expect(after?.totalCents).toBeGreaterThanOrEqual(before?.totalCents ?? 0)
    },
  )

  it.prop([cartonJobArb])(
    'keeps the format with the lowest production + die·[new die], digital under VDP',
    (job) => {
      const result = priceCartonJob(job, P)
      const blank = cartonBlank(job, P.carton)
      const fits = (['digital', 'offset'] as const).filter(
        (f) => blanksPerSheet(blank, f, P.carton) > 0 && (f === 'digital' || !job.variableData),
      )
      const formats = result._tag === 'Priced' ? result.formats : []
      // ExceedsSheet exactly when no allowed format fits (§5.1).
      expect(result._tag === 'ExceedsSheet').toBe(fits.length === 0)
      expect(formats.map((f) => f.format)).toEqual(fits)
      const chosen = result._tag === 'Priced' ? [result.chosen] : []
      const best = Math.min(...formats.map((f) => f.comparisonCents))
      expect(chosen.map((f) => f.comparisonCents)).toEqual(formats.length > 0 ? [best] : [])
      expect(job.variableData && chosen.some((f) => f.format === 'offset')).toBe(false)
    },
  )
})
