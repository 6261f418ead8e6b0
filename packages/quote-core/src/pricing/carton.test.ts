import { describe, expect, it } from 'vitest'
import { priceCartonFormat, priceCartonJob } from './carton'
import type { CartonJob } from './carton'
import { makeCartonJob } from './job-defaults'
import { defaultPricingParams } from './params'
import type { CartonBoard, CartonLaminate, CartonStyle } from './stock-names'

const P = defaultPricingParams
const LADDER = [250, 500, 1000, 2500, 5000, 10_000]

const job = (overrides: Partial<CartonJob> = {}): CartonJob =>
  makeCartonJob({
    lengthIn: 2,
    widthIn: 2,
    depthIn: 5,
    style: 'straight_tuck',
    board: 'Bright White Paper SBS',
    laminate: 'Gloss',
    designQuantities: [1000],
    newDie: true,
    ...overrides,
  })

const priced = (overrides: Partial<CartonJob> = {}) => {
  const result = priceCartonJob(job(overrides), P)
  if (result._tag !== 'Priced') throw new Error('expected a priced carton')
  return result
}

const production = (overrides: Partial<CartonJob> = {}): number =>
  priced(overrides).productionCents / 100

describe('priceCartonJob: §5.9 reference grid (SBS, Gloss, 1 design, new die)', () => {
  const grid: readonly [number, number, number, CartonStyle, string][] = [
    [
      2,
      2,
      5,
      'straight_tuck',
      '832.23 d · 971.50 d · 1243.18 d · 2031.39 d · 2827.97 o · 3986.89 o',
    ],
    [
      4,
      2,
      6,
      'straight_tuck',
      '952.88 d · 1206.75 d · 1700.88 d · 2445.73 o · 3246.38 o · 4793.99 o',
    ],
    [4, 4, 4, 'auto_lock', '1073.28 d · 1331.77 d · 1835.78 d · 2933.49 o · 4091.75 o · 6315.43 o'],
    [6, 3, 9, 'auto_lock', '1306.63 d · 1786.98 d · 2715.68 d · 3866.15 o · 5884.31 o · 9720.67 o'],
  ]
  for (const [l, w, d, style, expected] of grid) {
    it(`reproduces ${l}×${w}×${d} ${style} with the d/o process choice`, () => {
      const row = LADDER.map((q) => {
        const p = priced({ lengthIn: l, widthIn: w, depthIn: d, style, designQuantities: [q] })
        return `${(p.productionCents / 100).toFixed(2)} ${p.process[0]}`
      })
      expect(row.join(' · ')).toBe(expected)
    })
  }
})

describe('priceCartonJob: §5.9 sweeps and option deltas (2×2×5 STE, 1,000)', () => {
  it('reproduces the board sweep', () => {
    const sweep: readonly [CartonBoard, number][] = [
      ['Bright White Paper SBS', 1243.18],
      ['White Paper FBB', 1218.72],
      ['White Vellum Paper', 1302.4],
      ['Black Vellum', 1485.49],
      ['Metallic Paper', 1554.02],
      ['Holographic Paper', 1656.3],
    ]
    for (const [board, expected] of sweep) {
      expect([board, production({ board })]).toEqual([board, expected])
    }
  })

  it('reproduces the laminate sweep', () => {
    const sweep: readonly [CartonLaminate, number][] = [
      ['No Laminate', 1092.54],
      ['UV Gloss', 1218.72],
      ['Gloss', 1243.18],
      ['Matte', 1250.16],
      ['Soft Touch Matte', 1305.88],
      ['Leather', 1323.24],
      ['Linen', 1323.24],
    ]
    for (const [laminate, expected] of sweep) {
      expect([laminate, production({ laminate })]).toEqual([laminate, expected])
    }
  })

  it('adds duplex +330.49, embossing +174.48, VDP +20.18; Pantone only its fee on digital', () => {
    const base = production()
    const delta = (o: Partial<CartonJob>) => Math.round((production(o) - base) * 100) / 100
    expect(delta({ duplex: true })).toBe(330.49)
    expect(delta({ embossing: true })).toBe(174.48)
    expect(delta({ variableData: true })).toBe(20.18)
    expect(delta({ pantoneQty: 1 })).toBe(0)
    expect(priced({ pantoneQty: 2 }).optionFees).toEqual([
      { key: 'pantone', label: 'Pantone colour matching', cents: 12_000 },
    ])
  })

  it('charges the §5.7 flat fees: VDP $50, embossing $310', () => {
    const p = priced({ variableData: true, embossing: true })
    expect(p.optionFees.map((f) => [f.key, f.cents])).toEqual([
      ['variable_data', 5000],
      ['embossing', 31_000],
    ])
    expect(p.optionFeesCents).toBe(36_000)
  })
})

describe('priceCartonJob: process, coating, blank and sheet limits', () => {
  it('costs example D (4×2×6 STE, 1,000) on 560 digital sheets as stated', () => {
    const d = priceCartonFormat(job({ lengthIn: 4, widthIn: 2, depthIn: 6 }), 'digital', P)
    expect(d?.nUp).toBe(2)
    expect(d?.sheets).toBe(560)
    const costs = Object.fromEntries(
      Object.entries(d?.costs ?? {}).map(([k, v]) => [k, Math.round(v * 100) / 100]),
    )
    expect(costs).toEqual({
      print: 289.28,
      board: 146.16,
      laminate: 104.18,
      diecut: 118.88,
      glue: 69.02,
      setup: 70,
      options: 0,
    })
    expect(d?.cost).toBeCloseTo(797.52, 2)
    expect(d?.markup).toBeCloseTo(2.1327, 4)
  })

  it('forces digital with variable data even where offset is cheaper', () => {
    expect(priced({ designQuantities: [10_000] }).process).toBe('offset')
    const vdp = priced({ designQuantities: [10_000], variableData: true })
    expect(vdp.process).toBe('digital')
    expect(vdp.formats.map((f) => f.format)).toEqual(['digital'])
  })

  it('chooses by production alone for a library die', () => {
    const library = priced({ designQuantities: [5000], newDie: false })
    const cheaper = Math.min(...library.formats.map((f) => f.productionCents))
    expect(library.productionCents).toBe(cheaper)
    expect(library.dieChargeCents).toBe(0)
  })

  it('adds coating at $0.05/MSI per sheet + $40 make-ready, marked up', () => {
    const base = priceCartonFormat(job(), 'digital', P)
    const coated = priceCartonFormat(job({ coating: true }), 'digital', P)
    const extra = (coated?.costs.options ?? 0) - (base?.costs.options ?? 0)
    expect(extra).toBeCloseTo(40 + 0.05 * (base?.sheets ?? 0) * 0.58, 9)
    expect((coated?.productionCents ?? 0) > (base?.productionCents ?? 0)).toBe(true)
  })

  it('prices blank cartons without print cost or plates', () => {
    const blank = priced({ blank: true, designQuantities: [5000] })
    for (const f of blank.formats) expect(f.costs.print).toBe(0)
    expect(blank.productionCents).toBeLessThan(priced({ designQuantities: [5000] }).productionCents)
  })

  it('returns ExceedsSheet when the blank fits neither sheet', () => {
    const tooBig = priceCartonJob(job({ lengthIn: 12, widthIn: 10, depthIn: 11 }), P)
    expect(tooBig._tag).toBe('ExceedsSheet')
    // Fits the 28 × 40 offset sheet only: priced on offset.
    const offsetOnly = priced({ lengthIn: 10, widthIn: 6, depthIn: 8, designQuantities: [500] })
    expect(offsetOnly.formats.map((f) => f.format)).toEqual(['offset'])
    expect(offsetOnly.process).toBe('offset')
  })
})
