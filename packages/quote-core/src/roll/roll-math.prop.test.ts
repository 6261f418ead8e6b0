import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import {
  capacityForDiameter,
  diameterForQuantity,
  maxQtyPerRollRange,
  planRolls,
  quantityForDiameter,
} from './roll-math'
import type { RollGeometry, RollLimit } from './roll-math'
import { defaultRollParams } from './roll-params'

const P = defaultRollParams

const geometryArb: fc.Arbitrary<RollGeometry> = fc.record({
  pitchIn: fc.integer({ min: 5, max: 187 }).map((e) => e / 8), // 0.625 … 23.375 in
  tEffIn: fc.double({ min: 0.004, max: 0.012, noNaN: true }),
  coreOdIn: fc.constantFrom(3.5, 1.25),
})

describe('roll quantity ↔ diameter (§4.3, §4.4)', () => {
  it.prop([geometryArb, fc.integer({ min: 1, max: 50_000 })])(
    'quantityForDiameter(diameterForQuantity(N)) is N within one label',
    (geometry, n) => {
      const back = quantityForDiameter(geometry, diameterForQuantity(geometry, n, P), P)
      expect(back).toBeGreaterThanOrEqual(n - 1)
      expect(back).toBeLessThanOrEqual(n)
    },
  )

  it.prop([geometryArb, fc.double({ min: 4, max: 13, noNaN: true })])(
    'the capacity of a diameter fits inside it and one more label does not',
    (geometry, d) => {
      const cap = capacityForDiameter(geometry, d, P)
      const fitted = cap > 0 ? diameterForQuantity(geometry, cap, P) : 0
      expect(fitted).toBeLessThanOrEqual(d + 1e-9)
      expect(diameterForQuantity(geometry, cap + 1, P)).toBeGreaterThan(d - 1e-9)
    },
  )

  it.prop([geometryArb, fc.double({ min: 0.5, max: 12, noNaN: true })])(
    'the allowed per-roll range is ordered and inside 100–10,000',
    (geometry, widthIn) => {
      const range = maxQtyPerRollRange(geometry, widthIn, P)
      expect(range.min).toBeGreaterThanOrEqual(100)
      expect(range.max).toBeLessThanOrEqual(10_000)
      expect(range.min).toBeLessThanOrEqual(range.max)
    },
  )
})

describe('rolls per design (§4.3)', () => {
  const limitArb: fc.Arbitrary<RollLimit> = fc.oneof(
    fc.constant({ kind: 'default' as const }),
    fc.constant({ kind: 'fewest' as const }),
    fc
      .double({ min: 4, max: 13, noNaN: true })
      .map((inches) => ({ kind: 'max_diameter' as const, inches })),
    fc.integer({ min: 100, max: 10_000 }).map((perRoll) => ({ kind: 'max_qty' as const, perRoll })),
  )

  it.prop([
    geometryArb,
    limitArb,
    fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 5 }),
  ])(
    'every roll holds at most the cap, fills evenly and the rolls hold every label',
    (g, limit, qs) => {
      const plan = planRolls(qs, g, limit, 2, P)
      plan.designs.forEach((d, i) => {
        expect(d.quantity).toBe(qs[i])
        expect(d.perRoll).toBeLessThanOrEqual(plan.perRollCap)
        expect(d.perRoll * (d.rolls - 1) + d.lastRoll).toBe(d.quantity)
        expect(d.lastRoll).toBeGreaterThan(0)
        expect(d.lastRoll).toBeLessThanOrEqual(d.perRoll)
        expect(d.perRoll - d.lastRoll).toBeLessThan(d.rolls)
      })
      expect(plan.totalRolls).toBe(plan.designs.reduce((acc, d) => acc + d.rolls, 0))
    },
  )
})
