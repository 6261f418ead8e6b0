import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { labelSubstrates } from '../catalog/substrates'
import { cartonPressHours } from '../pricing/carton'
import { defaultPricingParams } from '../pricing/params'
import { priceQuote } from '../pricing/quote'
import { pricingInputOf } from '../quote/order-job'
import { emptyEnv } from '../rules/quote-env'
import type { Order } from '../schema/order'
import type { PlacedOrder } from '../schema/placed-order'
import { cartonOrder, labelOrder, placedOrderFixture } from '../testing/test-cart'
import { pressPlanOf } from './press-plan'
import { productionSpecOf } from './production-spec'

// The press plan's figures are the price's own: a label line's linear feet are the web footage
// the price is made from (make-ready, per-design changeover and converting waste included,
// docs/pricing-model.md section 3.5) and its minutes the press time C_press charges; a carton
// line's sheets and minutes are the chosen sheet format's. A group adds up its lines.

const round1 = (n: number) => Math.round(n * 10) / 10
const now = '2025-03-20T15:00:00.000Z'

const placedOf = (order: Order, i: number): PlacedOrder => {
  const base = placedOrderFixture()
  return {
    ...base,
    number: `DC-${String(20000000 + i)}`,
    status: 'approved',
    payment: {
      status: 'on_terms',
      method: 'invoice',
      amount_paid: 0,
      ledger: [],
      pending_refunds: [],
    },
    ship_by: `2025-03-${String(10 + (i % 18)).padStart(2, '0')}`,
    lines: [{ ...base.lines[0]!, order_id: order.id, quantity: order.total_qty ?? 0 }],
  }
}

const quoted = (order: Order) => {
  const input = pricingInputOf(order, emptyEnv)
  if (input._tag !== 'Ready') return null
  const q = priceQuote(input.request, { ...input.extras, productionDays: undefined })
  return q._tag === 'Quoted' ? { input, quote: q.quote } : null
}

const labelArb = fc
  .record({
    substrate: fc.constantFrom(...labelSubstrates.map((s) => s.id)),
    width: fc.constantFrom(1, 1.5, 2, 3, 4, 6),
    length: fc.constantFrom(1, 2, 2.5, 3, 5),
    qty: fc.integer({ min: 100, max: 60_000 }),
    designs: fc.integer({ min: 1, max: 4 }),
  })
  .map(({ substrate, width, length, qty, designs }) => ({
    substrate,
    width,
    length,
    qty: Math.max(qty, 100 * designs),
    designs,
  }))

const cartonArb = fc.record({
  qty: fc.integer({ min: 250, max: 20_000 }),
  designs: fc.integer({ min: 1, max: 3 }),
  depth: fc.constantFrom(2, 4, 6),
})

describe('press plan figures', () => {
  it.prop([fc.array(labelArb, { minLength: 1, maxLength: 6 })], { numRuns: 60 })(
    "a label line's feet and minutes are its price's, and a group sums its lines",
    (jobs) => {
      const orders = jobs.map((j, i) =>
        labelOrder(
          {
            substrate_id: j.substrate,
            width: j.width,
            length: j.length,
            total_qty: j.qty,
            design_count: j.designs,
          },
          100 + i,
        ),
      )
      const planned = orders.flatMap((order, i) => {
        const q = quoted(order)
        if (q === null || q.quote.details.product !== 'label') return []
        const placed = placedOf(order, i)
        const spec = productionSpecOf({
          order,
          placed,
          line: placed.lines[0]!,
          artworkFiles: [],
          applicatorProfile: null,
        })
        expect(spec.label_press?.linear_feet).toBe(round1(q.quote.details.layout.webFeet))
        expect(spec.label_press?.press_minutes).toBe(round1(q.quote.details.pressMinutes))
        expect(q.quote.details.costs.press).toBe(
          (q.quote.details.pressMinutes / 60) * defaultPricingParams.label.pressRate,
        )
        return [{ placed, specs: new Map([[order.id, spec]]) }]
      })
      const plan = pressPlanOf(planned, now)
      expect(plan.groups.flatMap((g) => g.lines)).toHaveLength(planned.length)
      for (const g of plan.groups) {
        expect(new Set(g.lines.map((l) => l.description)).size).toBeGreaterThan(0)
        expect(g.linear_feet).toBe(round1(g.lines.reduce((a, l) => a + (l.linear_feet ?? 0), 0)))
        expect(g.press_minutes).toBe(round1(g.lines.reduce((a, l) => a + l.press_minutes, 0)))
        const shipBys = g.lines.map((l) => l.ship_by)
        expect(shipBys).toEqual([...shipBys].sort())
      }
      const firsts = plan.groups.map((g) => g.lines[0]!.ship_by)
      expect(firsts).toEqual([...firsts].sort())
    },
  )

  it.prop([cartonArb], { numRuns: 40 })(
    "a carton line's sheets and minutes are its chosen format's",
    ({ qty, designs, depth }) => {
      const order = cartonOrder({ total_qty: qty, design_count: designs, depth }, 300)
      const q = quoted(order)
      if (q === null || q.quote.details.product !== 'carton') return
      if (q.input._tag !== 'Ready' || q.input.request.product !== 'carton') return
      const placed = placedOf(order, 1)
      const spec = productionSpecOf({
        order,
        placed,
        line: placed.lines[0]!,
        artworkFiles: [],
        applicatorProfile: null,
      })
      const chosen = q.quote.details.chosen
      expect(spec.carton_press?.sheets).toBe(chosen.sheets)
      expect(spec.carton_press?.press_minutes).toBe(
        round1(
          60 *
            cartonPressHours(
              q.input.request.job,
              q.quote.details.process,
              chosen.sheets,
              defaultPricingParams,
            ),
        ),
      )
      const plan = pressPlanOf([{ placed, specs: new Map([[order.id, spec]]) }], now)
      expect(plan.groups[0]?.sheets).toBe(chosen.sheets)
    },
  )
})
