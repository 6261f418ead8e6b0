import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { ceilToMills } from './money'
import { checkMarkupInvariant, productionPrice } from './markup'
import { defaultPricingParams } from './params'
import { cartonJobArb, extrasArb, labelJobArb } from '../testing/pricing-arbitraries'
import { priceQuote } from './quote'
import type { QuoteRequest, QuoteResult } from './quote'

const P = defaultPricingParams

const requestArb: fc.Arbitrary<QuoteRequest> = fc.oneof(
  labelJobArb.map((job) => ({ product: 'label' as const, job })),
  cartonJobArb.map((job) => ({ product: 'carton' as const, job })),
)

describe('priceQuote invariants', () => {
  it.prop([requestArb, extrasArb])(
    'the breakdown lines sum exactly to the total; only production may be zero',
    (request, extras) => {
      const result = priceQuote(request, extras, P)
      fc.pre(result._tag === 'Quoted')
      const q = (result as Extract<QuoteResult, { _tag: 'Quoted' }>).quote
      expect(q.lines.reduce((acc, l) => acc + l.cents, 0)).toBe(q.totalCents)
      expect(q.lines[0]?.key).toBe('production')
      for (const line of q.lines.slice(1)) expect(line.cents).toBeGreaterThan(0)
      for (const line of q.lines) expect(Number.isInteger(line.cents)).toBe(true)
      expect(q.unitPriceMills).toBe(ceilToMills(q.totalCents - q.dieChargeCents, q.quantity))
    },
  )

  it.prop([requestArb, extrasArb])(
    'a requested speed is either offered (and billed) or rejected with the offered list',
    (request, extras) => {
      const result = priceQuote(request, extras, P)
      const offered = result._tag === 'ProductionDaysUnavailable' ? result.options : []
      expect(offered.map((o) => o.productionDays)).not.toContain(extras.productionDays)
      const quote = result._tag === 'Quoted' ? result.quote : undefined
      const fee = quote?.lines.find((l) => l.key === 'expedite')?.cents ?? 0
      expect(fee).toBe(quote?.production.feeCents ?? 0)
      // Only cartons can fail to fit a sheet.
      expect(result._tag === 'ExceedsSheet' && request.product === 'label').toBe(false)
    },
  )

  it.prop([requestArb])('pricing is deterministic', (request) => {
    expect(priceQuote(request, {}, P)).toEqual(priceQuote(request, {}, P))
  })
})

describe('markup curve (§2)', () => {
  it.prop([
    fc.constantFrom('label' as const, 'carton' as const),
    fc.double({ min: 1, max: 1e6, noNaN: true }),
    fc.double({ min: 1e-6, max: 1e4, noNaN: true }),
  ])(
    'the default curves satisfy the invariant and price never falls as cost rises',
    (product, c, dc) => {
      const curve = P.markup[product]
      expect(checkMarkupInvariant(curve)).toBe(true)
      expect(productionPrice(curve, c + dc)).toBeGreaterThanOrEqual(productionPrice(curve, c))
    },
  )
})
