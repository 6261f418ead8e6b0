import { describe, expect, it } from 'vitest'
import { cartonShipment, labelShipment } from './shipment-weight'

// §4.4 outside diameter of a roll of n labels on a 3 in core (CORE_OD 3.5, LEADER 24).
const od = (n: number, pitch: number, tEff: number): number =>
  Math.sqrt(3.5 ** 2 + (4 * tEff * (n * pitch + 24)) / Math.PI)

describe('labelShipment', () => {
  it('A: 5,000 2×3 White Plastic + Gloss on 4 rolls of OD 7.19 weighs 8.42 lb', () => {
    const shipment = labelShipment({
      widthIn: 2,
      pitchIn: 3.125,
      gsmTotal: 140 + 25,
      quantity: 5000,
      rolls: [{ od: 7.19 }, { od: 7.19 }, { od: 7.19 }, { od: 7.19 }],
      coreLbPerInch: 0.074,
    })
    expect(shipment.weightLb).toBeCloseTo(8.42, 2)
    expect(shipment.largestItem).toEqual([7.19, 7.19, 2.125])
    expect(shipment.volumeIn3).toBeCloseTo(4 * 7.19 ** 2 * 2.125, 6)
  })

  it('B: 3 × 1,000 3×4 White Paper on 3 rolls of OD 7.07 weighs 9.6 lb', () => {
    const rolls = [{ od: 7.07 }, { od: 7.07 }, { od: 7.07 }]
    const shipment = labelShipment({
      widthIn: 3,
      pitchIn: 4.125,
      gsmTotal: 162,
      quantity: 3000,
      rolls,
      coreLbPerInch: 0.074,
    })
    expect(shipment.weightLb).toBeCloseTo(9.6, 1)
  })

  it('C: 2,500 2 in circles, Clear Plastic, one roll, weighs 2.47 lb', () => {
    const shipment = labelShipment({
      widthIn: 2,
      pitchIn: 2.125,
      gsmTotal: 144,
      quantity: 2500,
      rolls: [{ od: od(2500, 2.125, 0.005985) }],
      coreLbPerInch: 0.074,
    })
    expect(shipment.weightLb).toBeCloseTo(2.47, 2)
    expect(shipment.largestItem[0]).toBeCloseTo(7.27, 2)
  })

  it('uses the largest roll as the largest item and sums roll volumes', () => {
    const shipment = labelShipment({
      widthIn: 1,
      pitchIn: 1.125,
      gsmTotal: 162,
      quantity: 0,
      rolls: [{ od: 6 }, { od: 4 }],
      coreLbPerInch: 0.013,
    })
    expect(shipment.largestItem).toEqual([6, 6, 1.125])
    expect(shipment.volumeIn3).toBeCloseTo((36 + 16) * 1.125, 9)
    expect(shipment.weightLb).toBeCloseTo(2 * 0.013 * 1.125, 9)
  })
})

describe('cartonShipment', () => {
  it('D: 1,000 4×2×6 STE cartons (blank 12.697 × 11.536, SBS 330 gsm) weigh 68.7 lb', () => {
    const shipment = cartonShipment({
      lengthIn: 4,
      widthIn: 2,
      blankW: 12.697,
      blankH: 11.536,
      gsmBoard: 330,
      caliperIn: 0.018,
      quantity: 1000,
    })
    // 68.7499… lb: the model quotes it to one decimal.
    expect(shipment.weightLb).toBeCloseTo(68.75, 2)
    expect(shipment.weightLb.toFixed(1)).toBe('68.7')
    expect(shipment.largestItem).toEqual([6.3, 11.536, 1])
    expect(shipment.volumeIn3).toBeCloseTo(1000 * 6.3 * 11.536 * 0.04, 6)
  })

  it('E: 5,000 2×2×5 ALB cartons (blank 8.697 × 9.661, FBB 280 gsm) weigh 167.3 lb', () => {
    const shipment = cartonShipment({
      lengthIn: 2,
      widthIn: 2,
      blankW: 8.697,
      blankH: 9.661,
      gsmBoard: 280,
      caliperIn: 0.018,
      quantity: 5000,
    })
    expect(shipment.weightLb).toBeCloseTo(167.3, 1)
  })
})
