import { describe, expect, it } from 'vitest'
import { parcelChargeCents, parcelListRateCents } from './parcel-rates'

const one = (billableLb: number) => ({ packages: 1, billableLb })

describe('parcelListRateCents (§9.4)', () => {
  it('S1: zone 2, 1 lb Ground lists at $10.70', () => {
    expect(parcelListRateCents('ground', 2, 1)).toBe(1070)
  })

  it('reproduces the sample Ground list values', () => {
    expect(parcelListRateCents('ground', 2, 10)).toBe(1565)
    expect(parcelListRateCents('ground', 5, 10)).toBe(2135)
    expect(parcelListRateCents('ground', 8, 10)).toBe(2805)
    expect(parcelListRateCents('ground', 2, 40)).toBe(3215)
    expect(parcelListRateCents('ground', 8, 40)).toBe(7755)
    expect(parcelListRateCents('ground', 8, 150)).toBe(25905)
  })

  it('charges zone 9 at 1.75 × the zone-8 formula, fractions of a cent kept', () => {
    expect(parcelListRateCents('ground', 9, 1)).toBe(2310)
    expect(parcelListRateCents('ground', 9, 2)).toBe(2598.75)
    expect(parcelListRateCents('next_day', 9, 1)).toBe(10500)
  })
})

describe('parcelChargeCents (§9.4)', () => {
  it('S1: the $10.70 list becomes $10.46 after fuel and CUSTOMER_FACTOR', () => {
    expect(parcelChargeCents('ground', 2, one(1), false)).toBe(1046)
  })

  it('A: zone 4, billable 10 → Ground $18.77, 2nd Day $47.24, Next Day $85.86', () => {
    expect(parcelChargeCents('ground', 4, one(10), false)).toBe(1877)
    expect(parcelChargeCents('second_day', 4, one(10), false)).toBe(4724)
    expect(parcelChargeCents('next_day', 4, one(10), false)).toBe(8586)
  })

  it('B, C, D: $29.03 (zone 8, 11 lb), $12.76 (zone 3, 4 lb), $80.74 (zone 4, 2 × 36 lb)', () => {
    expect(parcelChargeCents('ground', 8, one(11), false)).toBe(2903)
    expect(parcelChargeCents('ground', 3, one(4), false)).toBe(1276)
    expect(parcelChargeCents('ground', 4, { packages: 2, billableLb: 36 }, false)).toBe(8074)
  })

  it('E: rounds the line, not each package: 6 × 58.0635 = $348.38 (not 6 × 58.06)', () => {
    expect(parcelChargeCents('ground', 8, { packages: 6, billableLb: 29 }, false)).toBe(34838)
  })

  it('rounds half-up exactly where binary floats would round down', () => {
    // 14.00 × 1.15 × 0.85 = 13.685 exactly; in floats it is 13.68499…
    expect(parcelChargeCents('ground', 2, one(7), false)).toBe(1369)
  })

  it('adds the residential surcharge per package: $5.50 Ground, $6.00 air', () => {
    expect(parcelChargeCents('ground', 4, one(10), true)).toBe(1877 + 550)
    expect(parcelChargeCents('next_day', 4, one(10), true)).toBe(8586 + 600)
    expect(parcelChargeCents('ground', 4, { packages: 2, billableLb: 36 }, true)).toBe(8074 + 1100)
  })

  it('charges zone 9 from the 1.75 × list', () => {
    expect(parcelChargeCents('ground', 9, one(1), false)).toBe(2258) // 23.10 × 0.9775 = 22.58025
  })
})
