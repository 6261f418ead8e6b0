import { describe, expect, it } from 'vitest'
import type { Shipment } from './shipment-weight'
import { DEFAULT_PACKING_CONFIG, packShipment } from './packing'

const pack = (shipment: Shipment) => packShipment(shipment, DEFAULT_PACKING_CONFIG)

describe('packShipment (§9.2)', () => {
  it('A: 8.42 lb of 7.19 in rolls → one 8×8×8 box, 9.02 lb, billable 10', () => {
    const packing = pack({ weightLb: 8.4213, largestItem: [7.19, 7.19, 2.125], volumeIn3: 439.42 })
    expect(packing?.box.dims).toEqual([8, 8, 8])
    expect(packing?.packages).toBe(1)
    expect(packing?.packageLb).toBeCloseTo(9.02, 2)
    expect(packing?.billableLb).toBe(10)
  })

  it('B: 9.6 lb of 3-in-wide rolls overflow the 8 in cube → one 12×12×8, billable 11', () => {
    const packing = pack({ weightLb: 9.6045, largestItem: [7.07, 7.07, 3.125], volumeIn3: 468.61 })
    expect(packing).toMatchObject({ box: { dims: [12, 12, 8] }, packages: 1, billableLb: 11 })
  })

  it('D: 68.7 lb of flat cartons → two 12×12×12 at 35.47 lb (ties broken by fewer packages)', () => {
    // 12×12×8: 3 × 24 = 72; 12×12×12: 2 × 36 = 72; 16×12×12: 2 × 36 = 72 → 12×12×12.
    const packing = pack({ weightLb: 68.7499, largestItem: [6.3, 11.536, 1], volumeIn3: 2907.07 })
    expect(packing?.box.dims).toEqual([12, 12, 12])
    expect(packing?.packages).toBe(2)
    expect(packing?.packageLb).toBeCloseTo(35.47, 2)
    expect(packing?.billableLb).toBe(36)
  })

  it('E: 167.3 lb → six 12×12×12 billable 29 (174 beats 16×12×12 5 × 35 = 175)', () => {
    const packing = pack({ weightLb: 167.31, largestItem: [4.3, 9.661, 1], volumeIn3: 8308.46 })
    expect(packing).toMatchObject({ box: { dims: [12, 12, 12] }, packages: 6, billableLb: 29 })
  })

  it('splits by MAX_PKG_LB when weight, not volume, binds', () => {
    // 8×8×8: ceil(100 / 39.4) = 3 packages of 33.93 lb → 34; 3 × 34 = 102 is the least.
    const packing = pack({ weightLb: 100, largestItem: [2, 2, 2], volumeIn3: 10 })
    expect(packing).toMatchObject({ box: { dims: [8, 8, 8] }, packages: 3, billableLb: 34 })
  })

  it('bills dimensional weight for light, bulky goods', () => {
    // 12×12×12 holds 1,500 × 1.15 in³ in one box; dimensional weight ceil(1728 / 139) = 13.
    const packing = pack({ weightLb: 1, largestItem: [5, 5, 5], volumeIn3: 1500 })
    expect(packing).toMatchObject({ box: { dims: [12, 12, 12] }, packages: 1, billableLb: 13 })
  })

  it('returns null when no box holds the largest item', () => {
    expect(pack({ weightLb: 5, largestItem: [13, 13, 12.125], volumeIn3: 2000 })).toBeNull()
  })

  it('matches the item to the box in any orientation', () => {
    const packing = pack({ weightLb: 1, largestItem: [11, 1, 15], volumeIn3: 165 })
    expect(packing?.box.dims).toEqual([16, 12, 12])
  })
})
