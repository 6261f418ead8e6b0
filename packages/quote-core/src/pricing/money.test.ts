import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import {
  ceilDiv,
  ceilToDollarCents,
  ceilToMills,
  formatCents,
  formatDollars,
  formatMills,
  formatUnitDollars,
  roundCentsHalfUp,
  roundHalfUpToCents,
  unitPriceMills,
} from './money'

describe('roundHalfUpToCents', () => {
  it('rounds half a cent up', () => {
    expect(roundHalfUpToCents(0.125)).toBe(13)
    expect(roundHalfUpToCents(2.675)).toBe(268) // 2.67499999… in binary
    expect(roundHalfUpToCents(1.005)).toBe(101) // 1.00499999… in binary
    expect(roundHalfUpToCents(537.4746755)).toBe(53_747)
    expect(roundHalfUpToCents(1403.932)).toBe(140_393)
  })

  it('is robust against float noise in products and sums', () => {
    expect(roundHalfUpToCents(0.1 + 0.2)).toBe(30)
    expect(roundHalfUpToCents(0.125 * 3)).toBe(38)
    expect(roundHalfUpToCents(1.15 * 100)).toBe(11_500)
    expect(roundHalfUpToCents(0.035 * 1000)).toBe(3500)
  })

  it('rounds negatives away from zero and never returns -0', () => {
    expect(roundHalfUpToCents(-0.125)).toBe(-13)
    expect(Object.is(roundHalfUpToCents(-0.001), 0)).toBe(true)
  })

  it('rejects non-finite amounts', () => {
    expect(() => roundHalfUpToCents(Number.NaN)).toThrow(RangeError)
  })

  it('rounds fractional cents half-up (percentage fees)', () => {
    expect(roundCentsHalfUp(58_372 * 0.35)).toBe(20_430)
    expect(roundCentsHalfUp(350_983 * 0.4)).toBe(140_393)
    expect(roundCentsHalfUp(12.5)).toBe(13)
  })
})

describe('ceilToMills and unitPriceMills (§0 per-unit rule)', () => {
  it('ceils to 0.001 exactly: 0.104428 → 0.105, 0.104000 → 0.104', () => {
    expect(ceilToMills(52_214, 5000)).toBe(105) // 522.14 / 5,000 = 0.104428
    expect(ceilToMills(52_000, 5000)).toBe(104) // 0.104000
    expect(ceilToMills(1, 1_000_000)).toBe(1)
  })

  it('excludes the die charge', () => {
    expect(unitPriceMills(85_047, 31_300, 5000)).toBe(108) // example A: 0.107494 → 0.108
    expect(unitPriceMills(89_623, 32_200, 2500)).toBe(230) // example C: 0.229692 → 0.230
  })

  it('returns 0 for no quantity', () => {
    expect(ceilToMills(1000, 0)).toBe(0)
  })
})

describe('ceilDiv and ceilToDollarCents', () => {
  it('computes integer ceilings exactly', () => {
    expect(ceilDiv(10, 5)).toBe(2)
    expect(ceilDiv(11, 5)).toBe(3)
    expect(ceilDiv(0, 7)).toBe(0)
    expect(ceilDiv(2 ** 52 + 1, 2)).toBe(2 ** 51 + 1)
    expect(() => ceilDiv(1.5, 2)).toThrow(RangeError)
  })

  it('rounds die prices up to whole dollars without float overshoot', () => {
    expect(ceilToDollarCents(312.5)).toBe(31_300)
    expect(ceilToDollarCents(200)).toBe(20_000)
    expect(ceilToDollarCents(0.1 * 3 * 1000)).toBe(30_000) // 300.00000000000006
  })
})

describe('formatCents and formatMills', () => {
  it('formats dollars with thousands separators', () => {
    expect(formatCents(537_876)).toBe('$5,378.76')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(-1250)).toBe('-$12.50')
    expect(formatMills(108)).toBe('$0.108')
    expect(formatMills(2246)).toBe('$2.246')
  })
})

describe('formatDollars and formatUnitDollars', () => {
  it('write dollar amounts with two decimals, per-unit prices with two or three', () => {
    expect(formatDollars(5378.76)).toBe('$5,378.76')
    expect(formatDollars(0.29)).toBe('$0.29')
    expect(formatDollars(-12.5)).toBe('-$12.50')
    expect(formatUnitDollars(0.125)).toBe('$0.125')
    expect(formatUnitDollars(0.12)).toBe('$0.12')
    expect(formatUnitDollars(1234.5)).toBe('$1,234.50')
  })

  const usd = (max: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: max,
    })

  it.prop([fc.integer({ min: -1e13, max: 1e13 })])(
    'read as Intl writes whole cents in US dollars',
    (cents) => {
      expect(formatDollars(cents / 100)).toBe(usd(2).format(cents / 100))
    },
  )

  it.prop([fc.integer({ min: -1e13, max: 1e13 })])(
    'read as Intl writes whole mills with two or three decimals',
    (mills) => {
      expect(formatUnitDollars(mills / 1000)).toBe(usd(3).format(mills / 1000))
    },
  )
})
