import { describe, expect, it } from 'vitest'
import { freightChargeCents, palletCount } from './freight'

describe('freightChargeCents (§9.5)', () => {
  it('E: 167.3 lb to zone 8 pays the minimum: 175 × 1.30 + 25 pallet = $252.50', () => {
    expect(freightChargeCents(167.31, 8, false)).toBe(25250)
  })

  it('adds the $75 liftgate for residential delivery', () => {
    expect(freightChargeCents(167.31, 8, true)).toBe(32750)
  })

  it('charges RATE_CWT on weight plus pallet tare above the minimum', () => {
    // 45 × (600 + 40) / 100 = 288.00 × 1.30 = 374.40 + 25
    expect(freightChargeCents(600, 5, false)).toBe(39940)
    // zone 9: 110 × 240 / 100 = 264.00 × 1.30 = 343.20 + 25
    expect(freightChargeCents(200, 9, false)).toBe(36820)
  })

  it('uses a pallet per 1,500 lb, each with tare and fee', () => {
    expect([palletCount(1), palletCount(1500), palletCount(1500.1), palletCount(4000)]).toEqual([
      1, 1, 2, 3,
    ])
    // 65 × (2,000 + 80) / 100 = 1,352.00 × 1.30 = 1,757.60 + 2 × 25
    expect(freightChargeCents(2000, 8, false)).toBe(180760)
  })
})
