import { describe, expect, it } from 'vitest'
import { checkMarkupInvariant, markupFactor, productionPrice } from './markup'
import { defaultMarkupCurves } from './params'

const { label, carton } = defaultMarkupCurves

describe('markupFactor (§2)', () => {
  it('is M_HI at or below C_LO and M_LO at or above C_HI', () => {
    expect(markupFactor(label, 50)).toBe(3)
    expect(markupFactor(label, 100)).toBe(3)
    expect(markupFactor(label, 3000)).toBe(2.2)
    expect(markupFactor(label, 1e6)).toBe(2.2)
    expect(markupFactor(carton, 300)).toBe(2.3)
    expect(markupFactor(carton, 10_000)).toBe(1.7)
  })

  it('falls log-linearly in between (example A: 2.8509, D: 2.1327, E: 1.9975)', () => {
    expect(markupFactor(label, 188.531)).toBeCloseTo(2.8509, 4)
    expect(markupFactor(carton, 797.521)).toBeCloseTo(2.1327, 4)
    expect(markupFactor(carton, 1757.07)).toBeCloseTo(1.9975, 4)
    expect(markupFactor(label, Math.sqrt(100 * 3000))).toBeCloseTo(2.6, 12)
  })
})

describe('productionPrice (§2)', () => {
  it('applies MIN_PRICE to tiny costs', () => {
    expect(productionPrice(label, 10)).toBe(75)
    expect(productionPrice(carton, 10)).toBe(150)
    expect(productionPrice(label, 100)).toBe(300)
  })
})

describe('checkMarkupInvariant (§2)', () => {
  it('holds for the defaults: labels 0.235 < 2.2, cartons 0.171 < 1.7', () => {
    expect(checkMarkupInvariant(label)).toBe(true)
    expect(checkMarkupInvariant(carton)).toBe(true)
    expect((label.mHi - label.mLo) / Math.log(label.cHi / label.cLo)).toBeCloseTo(0.235, 3)
    expect((carton.mHi - carton.mLo) / Math.log(carton.cHi / carton.cLo)).toBeCloseTo(0.171, 3)
  })

  it('fails for a curve that would make price fall with cost', () => {
    expect(checkMarkupInvariant({ ...label, mHi: 9, mLo: 0.5 })).toBe(false)
    expect(checkMarkupInvariant({ ...label, cHi: 50 })).toBe(false)
  })
})
