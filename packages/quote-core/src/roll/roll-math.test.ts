import { describe, expect, it } from 'vitest'
import {
  capacityForDiameter,
  checkMaxQtyPerRoll,
  diameterForQuantity,
  diameterLimit,
  effectiveCaliper,
  maxDiameterFor,
  maxQtyPerRollRange,
  outsideDiameter,
  perRollCapacity,
  planRolls,
  quantityForDiameter,
  rollsForDesign,
} from './roll-math'
import type { RollGeometry } from './roll-math'
import { defaultRollParams } from './roll-params'

const P = defaultRollParams

const stock = (materialCalIn: number, laminateCalIn = 0) => ({
  materialCalIn,
  laminateCalIn,
  highOpacityWhite: false,
  petBacking: false,
})

// 2×3 White Plastic + Gloss on a 3 in core (§4.4 examples).
const twoByThree: RollGeometry = {
  pitchIn: 3.125,
  tEffIn: effectiveCaliper(stock(0.0058, 0.0017), P),
  coreOdIn: 3.5,
}
const threeByFourPaper: RollGeometry = { pitchIn: 4.125, tEffIn: 0.0068 * 1.05, coreOdIn: 3.5 }
const oneByOneOnInchCore: RollGeometry = { pitchIn: 1.125, tEffIn: 0.0068 * 1.05, coreOdIn: 1.25 }

describe('effectiveCaliper (§4.1 table)', () => {
  const rows: readonly [string, number, number, number][] = [
    ['White Plastic', 0.0058, 0.00609, 0.007875],
    ['Clear Plastic', 0.0057, 0.005985, 0.00777],
    ['Ultra-Clear', 0.0045, 0.004725, 0.00651],
    ['White Paper', 0.0068, 0.00714, 0.008925],
    ['White Vinyl', 0.0076, 0.00798, 0.009765],
    ['TerraSkin', 0.0085, 0.008925, 0.01071],
  ]
  for (const [name, cal, bare, gloss] of rows) {
    it(`gives ${bare} / ${gloss} for ${name}`, () => {
      expect(effectiveCaliper(stock(cal), P)).toBeCloseTo(bare, 12)
      expect(effectiveCaliper(stock(cal, 0.0017), P)).toBeCloseTo(gloss, 12)
    })
  }

  it('adds 0.0005 for high-opacity white and removes 0.0010 for a PET liner, before WIND', () => {
    const base = stock(0.0058)
    expect(effectiveCaliper({ ...base, highOpacityWhite: true }, P)).toBeCloseTo(0.0063 * 1.05, 12)
    expect(effectiveCaliper({ ...base, petBacking: true }, P)).toBeCloseTo(0.0048 * 1.05, 12)
  })
})

describe('capacityForDiameter and outsideDiameter (§4.3, §4.4 examples)', () => {
  it('winds 111…4,994 labels of 2×3 White Plastic Gloss from 4 to 13 in', () => {
    const byDiameter = [4, 5, 6, 8, 10, 12, 13].map((d) => capacityForDiameter(twoByThree, d, P))
    expect(byDiameter).toEqual([111, 399, 750, 1643, 2792, 4197, 4994])
  })

  it('makes a 1,000-label 2×3 roll 6.62 in across and a 1,250-label roll 7.19 in', () => {
    expect(outsideDiameter(twoByThree, 1000, P).toFixed(2)).toBe('6.62')
    expect(outsideDiameter(twoByThree, 1250, P).toFixed(2)).toBe('7.19')
  })

  it('winds 627 / 1,374 / 4,174 labels of 3×4 White Paper at 6 / 8 / 13 in (OD 1,000 = 7.07)', () => {
    expect([6, 8, 13].map((d) => capacityForDiameter(threeByFourPaper, d, P))).toEqual([
      627, 1374, 4174,
    ])
    expect(outsideDiameter(threeByFourPaper, 1000, P).toFixed(2)).toBe('7.07')
  })

  it('winds 1,390 / 3,345 labels of 1×1 White Paper on a 1 in core at 4 / 6 in', () => {
    expect([4, 6].map((d) => capacityForDiameter(oneByOneOnInchCore, d, P))).toEqual([1390, 3345])
  })

  it('never returns a negative capacity', () => {
    expect(capacityForDiameter(twoByThree, 3, P)).toBe(0)
  })

  it('round-trips quantity ↔ diameter', () => {
    expect(quantityForDiameter(twoByThree, diameterForQuantity(twoByThree, 1000, P), P)).toBe(1000)
  })
})

describe('roll limits and rolls per design (§3.1, §4.3)', () => {
  it('limits narrow labels to 8 in and others to 13 in', () => {
    expect(diameterLimit(0.75, P)).toBe(8)
    expect(diameterLimit(0.875, P)).toBe(13)
    expect(maxDiameterFor({ kind: 'default' }, 2, P)).toBe(8)
    expect(maxDiameterFor({ kind: 'fewest' }, 2, P)).toBe(13)
    expect(maxDiameterFor({ kind: 'fewest' }, 0.5, P)).toBe(8)
    expect(maxDiameterFor({ kind: 'max_diameter', inches: 6 }, 2, P)).toBe(6)
    expect(maxDiameterFor({ kind: 'max_diameter', inches: 20 }, 2, P)).toBe(13)
  })

  it('caps per roll by R_MAX when it is smaller than the diameter capacity', () => {
    expect(perRollCapacity(twoByThree, { kind: 'max_qty', perRoll: 500 }, 2, P)).toBe(500)
    expect(perRollCapacity(twoByThree, { kind: 'max_qty', perRoll: 9000 }, 2, P)).toBe(4994)
    expect(perRollCapacity(twoByThree, { kind: 'default' }, 2, P)).toBe(1643)
  })

  it('fills rolls evenly: first rolls ceil(q/rolls), last the rest', () => {
    expect(rollsForDesign(5000, 1643)).toEqual({
      quantity: 5000,
      rolls: 4,
      perRoll: 1250,
      lastRoll: 1250,
    })
    expect(rollsForDesign(1001, 500)).toEqual({
      quantity: 1001,
      rolls: 3,
      perRoll: 334,
      lastRoll: 333,
    })
    expect(rollsForDesign(0, 500).rolls).toBe(0)
  })

  it('gives 1, 2 and 4 rolls of 2×3 at 1,000 / 2,500 / 5,000 (L12 rule of thumb)', () => {
    const rolls = [1000, 2500, 5000].map(
      (q) => planRolls([q], twoByThree, { kind: 'default' }, 2, P).totalRolls,
    )
    expect(rolls).toEqual([1, 2, 4])
  })

  it('never mixes designs on a roll', () => {
    const plan = planRolls([100, 100, 2000], twoByThree, { kind: 'default' }, 2, P)
    expect(plan.designs.map((d) => d.rolls)).toEqual([1, 1, 2])
    expect(plan.totalRolls).toBe(4)
  })
})

describe('maxQtyPerRollRange and checkMaxQtyPerRoll (§3.1)', () => {
  it('spans max(100, cap(4)) to min(10,000, cap(D_LIMIT))', () => {
    expect(maxQtyPerRollRange(twoByThree, 2, P)).toEqual({ min: 111, max: 4994, fallback: false })
    expect(maxQtyPerRollRange(oneByOneOnInchCore, 1, P)).toEqual({
      min: 1390,
      max: 10_000,
      fallback: false,
    })
  })

  it('uses the 8 in limit for narrow labels', () => {
    const narrow: RollGeometry = { ...twoByThree, pitchIn: 1.125 }
    expect(maxQtyPerRollRange(narrow, 0.5, P).max).toBe(capacityForDiameter(narrow, 8, P))
  })

  it('falls back to 100–10,000 when the computation yields NaN', () => {
    const broken: RollGeometry = { pitchIn: Number.NaN, tEffIn: 0.007, coreOdIn: 3.5 }
    expect(maxQtyPerRollRange(broken, 2, P)).toEqual({ min: 100, max: 10_000, fallback: true })
  })

  it('blocks a per-roll quantity whose roll would exceed D_LIMIT', () => {
    expect(checkMaxQtyPerRoll(twoByThree, 4994, 2, P).fits).toBe(true)
    const tooMany = checkMaxQtyPerRoll(twoByThree, 6000, 2, P)
    expect(tooMany.fits).toBe(false)
    expect(tooMany.dLimitIn).toBe(13)
    expect(tooMany.diameterIn).toBeGreaterThan(13)
  })
})
