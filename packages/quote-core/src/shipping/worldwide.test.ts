import { describe, expect, it } from 'vitest'
import { worldwideChargeCents, worldwideGroup } from './worldwide'

describe('worldwideGroup (§9.6)', () => {
  it('maps Canada and Mexico to A, UK and EU/EFTA to B, Asia-Pacific to C, the rest to D', () => {
    expect(['CA', 'MX'].map((c) => worldwideGroup(c))).toEqual(['A', 'A'])
    expect(['GB', 'uk', 'DE', 'FR', 'IE', 'CH', 'NO', 'IS'].map((c) => worldwideGroup(c))).toEqual(
      Array(8).fill('B'),
    )
    expect(['AU', 'NZ', 'JP', 'CN', 'KR', 'SG'].map((c) => worldwideGroup(c))).toEqual(
      Array(6).fill('C'),
    )
    expect(['BR', 'ZA', 'AE', 'TR'].map((c) => worldwideGroup(c))).toEqual(Array(4).fill('D'))
  })
})

describe('worldwideChargeCents (§9.6)', () => {
  it('A: group B, billable 10 → Express (85 + 11 × 9) × 1.20 × 0.85 = $187.68', () => {
    expect(worldwideChargeCents('express', 'B', { packages: 1, billableLb: 10 })).toBe(18768)
  })

  it('prices Expedited at 0.80 × Express before rounding', () => {
    expect(worldwideChargeCents('expedited', 'B', { packages: 1, billableLb: 10 })).toBe(15014)
  })

  it('sums packages: group D, 2 × 10 lb → 2 × 245 × 1.02 = $499.80', () => {
    expect(worldwideChargeCents('express', 'D', { packages: 2, billableLb: 10 })).toBe(49980)
    expect(worldwideChargeCents('expedited', 'D', { packages: 2, billableLb: 10 })).toBe(39984)
    expect(worldwideChargeCents('express', 'A', { packages: 1, billableLb: 1 })).toBe(5610)
  })
})
