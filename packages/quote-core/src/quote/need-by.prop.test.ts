import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { EXPEDITE_DAYS } from '../catalog/enumerations'
import { PROCESSING } from '../catalog/ids'
import { addDays } from '../dates/iso-date'
import { toEasternTime } from '../dates/eastern-time'
import { processingSelected } from '../order/actions'
import { orderReducer } from '../order/reducer'
import { buildOrder, cartonQuotePatch, guestEnv, labelQuotePatch } from '../testing/fixtures'
import { evaluateOrder } from './evaluate-order'
import { planNeedBy } from './need-by'
import { shippingRatesForOrder } from './order-shipping'
import type { Order } from '../schema/order'
import type { QuoteContext } from './evaluate-order'

type Combo = { readonly arrival: string; readonly totalCents: number }

/**
 * Every processing speed of the catalogue with every shipping service, priced and dated one
 * by one through the public reducer, quote and rates calls: the oracle the plan is checked on.
 */
const everyCombination = (order: Order, zip: string, ctx: QuoteContext): Combo[] => {
  const product = order.product_type_id === 2 ? 2 : 1
  const speeds: (number | null)[] = [null, ...EXPEDITE_DAYS[product]]
  const combos: Combo[] = []
  for (const days of speeds) {
    const action =
      days === null
        ? processingSelected({ processingId: PROCESSING.standard })
        : processingSelected({ processingId: PROCESSING.expedited, expediteDays: days })
    const evaluation = evaluateOrder(orderReducer(order, action, ctx.env), ctx)
    const quote = evaluation.quote
    if (quote === null || evaluation.order.quoted_total === null) continue
    // Same day after the cut-off (or with a proof) is not on offer: the quote falls back.
    if (days !== null && quote.production.productionDays !== days) continue
    const rates = shippingRatesForOrder(
      evaluation.order,
      { city: 'Town', zip, country: 'US', is_residential: false },
      ctx,
    )
    if (rates._tag !== 'Rates') continue
    for (const r of rates.rates)
      combos.push({
        arrival: r.estimatedArrival,
        totalCents: Math.round(evaluation.order.quoted_total * 100) + Math.round(r.total * 100),
      })
  }
  return combos
}

const order = fc.record({
  patch: fc.constantFrom(labelQuotePatch, cartonQuotePatch),
  total_qty: fc.constantFrom(250, 1000, 5000, 20_000),
  proof_type_id: fc.constantFrom(1, 2, 3),
})
// Instants over two years, hours spread across the 10am ET cut-off.
const now = fc
  .integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') })
  .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString())
const zip = fc.constantFrom('10001', '30303', '60601', '75201', '80202', '94105', '98101', '99501')
const daysAhead = fc.integer({ min: 0, max: 30 })

describe('planNeedBy properties', () => {
  it.prop([order, now, zip, daysAhead], { numRuns: 120 })(
    'picks an on-time option no dearer than any other on-time option, or reports the real earliest',
    (o, at, toZip, ahead) => {
      const ctx: QuoteContext = { env: guestEnv, now: at }
      const built = buildOrder({
        ...o.patch,
        total_qty: o.total_qty,
        proof_type_id: o.proof_type_id,
      })
      const needBy = addDays(toEasternTime(at).date, ahead)
      const plan = planNeedBy(built, { needBy, zip: toZip }, ctx)
      const combos = everyCombination(built, toZip, ctx)
      const onTime = combos.filter((c) => c.arrival <= needBy)
      if (onTime.length > 0) {
        expect(plan._tag).toBe('OnTime')
        if (plan._tag !== 'OnTime') return
        expect(plan.choice.arrival <= needBy).toBe(true)
        const cheapest = Math.min(...onTime.map((c) => c.totalCents))
        expect(Math.round(plan.choice.total * 100)).toBe(cheapest)
      } else {
        expect(plan._tag).toBe('TooLate')
        if (plan._tag !== 'TooLate') return
        const earliest = combos.map((c) => c.arrival).sort()[0]
        expect(plan.earliest.arrival).toBe(earliest)
        expect(plan.earliest.arrival > needBy).toBe(true)
      }
    },
  )

  it.prop([order, now, zip], { numRuns: 60 })(
    'every option it offers is one the quote and rates calls agree on',
    (o, at, toZip) => {
      const ctx: QuoteContext = { env: guestEnv, now: at }
      const built = buildOrder({
        ...o.patch,
        total_qty: o.total_qty,
        proof_type_id: o.proof_type_id,
      })
      const plan = planNeedBy(built, { needBy: '2099-01-01', zip: toZip }, ctx)
      expect(plan._tag).toBe('OnTime')
      if (plan._tag !== 'OnTime') return
      const combos = everyCombination(built, toZip, ctx)
      expect(plan.options.map((x) => [x.arrival, Math.round(x.total * 100)]).sort()).toEqual(
        combos.map((c) => [c.arrival, c.totalCents]).sort(),
      )
    },
  )
})
