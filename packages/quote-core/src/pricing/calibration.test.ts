import { describe, expect, it } from 'vitest'
import { priceCartonJob } from './carton'
import { blanksPerSheet, cartonBlank, cartonDieCharge } from './carton-blank'
import type { CartonJob } from './carton'
import { designFee } from './design'
import { makeCartonJob, makeLabelJob } from './job-defaults'
import { labelDieCharge } from './label-layout'
import { priceLabelJob } from './label'
import type { LabelJob } from './label'
import { markupFactor } from './markup'
import { defaultPricingParams } from './params'
import { proofFee } from './proof'
import type { LabelLaminate, LabelMaterial, LabelShape } from './stock-names'

// docs/pricing-model.md §12: production line ÷ quantity must sit in each acceptance band
// (±35 % of a single public figure, [0.65·lo, 1.35·hi] of a public range).
const P = defaultPricingParams
const single = (x: number): readonly [number, number] => [0.65 * x, 1.35 * x]
const range = (lo: number, hi: number): readonly [number, number] => [0.65 * lo, 1.35 * hi]
const expectInBand = (value: number, [lo, hi]: readonly [number, number]) => {
  expect(value).toBeGreaterThanOrEqual(lo)
  expect(value).toBeLessThanOrEqual(hi)
}

const label = (o: Partial<LabelJob> & Pick<LabelJob, 'designQuantities'>) =>
  priceLabelJob(
    makeLabelJob({ widthIn: 2, lengthIn: 3, material: 'White Plastic', laminate: 'Gloss', ...o }),
    P,
  )

const carton = (o: Partial<CartonJob>) => {
  const result = priceCartonJob(
    makeCartonJob({
      lengthIn: 2,
      widthIn: 2,
      depthIn: 5,
      style: 'straight_tuck',
      board: 'Bright White Paper SBS',
      laminate: 'Gloss',
      designQuantities: [1000],
      ...o,
    }),
    P,
  )
  if (result._tag !== 'Priced') throw new Error('expected a priced carton')
  return result
}

describe('§12.1 roll labels: production ÷ quantity within the acceptance band', () => {
  // prettier-ignore
  const rows: readonly [string, number, number, LabelMaterial, LabelLaminate, number, number, readonly [number, number]][] = [
    ['L1', 2, 3, 'White Plastic', 'Gloss', 500, 308.68, [0.2275, 1.0125]],
    ['L2', 2, 3, 'White Plastic', 'Gloss', 5000, 537.47, [0.0975, 0.2025]],
    ['L3', 3, 4, 'White Paper', 'No Laminate', 5000, 683.96, [0.039, 0.1485]],
    ['L4', 3, 4, 'White Plastic', 'Gloss', 5000, 812.08, [0.065, 0.2565]],
    ['L5', 4, 3, 'White Plastic', 'Gloss', 20_000, 1797.31, [0.078, 0.189]],
    ['L6a', 3, 3, 'White Paper', 'Gloss', 100, 278.6, [2.34, 4.86]],
    ['L6b', 3, 3, 'White Paper', 'Gloss', 500, 308.64, [0.4875, 1.0125]],
    ['L6c', 3, 3, 'White Paper', 'Gloss', 5000, 624.08, [0.0845, 0.1755]],
  ]
  for (const [id, w, l, material, laminate, q, total, band] of rows) {
    it(`${id}: ${w}×${l} ${material} ${laminate} ${q} → ${total}`, () => {
      const p = label({ widthIn: w, lengthIn: l, material, laminate, designQuantities: [q] })
      expect(p.productionCents / 100).toBe(total)
      expectInBand(p.productionCents / 100 / q, band)
    })
  }
})

describe('§12.2 roll labels: fees, tooling, structure', () => {
  it('L8: dies cost $150–500 (2×3 rectangle $313), inside the public $150–600 band', () => {
    const shapes: readonly LabelShape[] = ['rectangle', 'circle', 'oval', 'custom']
    for (const shape of shapes) {
      for (const [w, l] of [
        [0.5, 0.5],
        [1, 1],
        [2, 3],
        [4, 6],
        [12, 23.25],
      ] as const) {
        const dollars = labelDieCharge(shape, w, l, P.label).cents / 100
        expect(dollars).toBeGreaterThanOrEqual(150)
        expect(dollars).toBeLessThanOrEqual(500)
        expectInBand(dollars, range(150, 600))
      }
    }
    expect(labelDieCharge('rectangle', 2, 3, P.label).cents).toBe(31_300)
  })

  it('L9: Pantone matching $40 per colour (public $40–42)', () => {
    expect(P.label.fees.pantonePerColour).toBe(40)
    expectInBand(P.label.fees.pantonePerColour, range(40, 42))
  })

  it('L10: an extra design costs ≈ $32 at 1,000 each (public $18–40)', () => {
    const five = label({ designQuantities: [1000, 1000, 1000, 1000, 1000] }).productionCents
    const one = label({ designQuantities: [5000] }).productionCents
    const perExtra = (five - one) / 4 / 100
    expect(perExtra).toBeCloseTo(31.77, 2)
    expectInBand(perExtra, range(18, 40))
  })

  it('L11: digital proof $0, printed proof $45 (public PDF $0–15, physical $25–55)', () => {
    expect(proofFee({ kind: 'digital' }, 'label', 1, false, P).cents).toBe(0)
    const printed = proofFee({ kind: 'printed' }, 'label', 1, false, P).cents / 100
    expect(printed).toBe(45)
    expectInBand(printed, range(25, 55))
  })

  it('L12: 2×3 at 8 in OD gives 1, 2 and 4 rolls (public 1; 2–3; 3–6)', () => {
    const rolls = [1000, 2500, 5000].map((q) => label({ designQuantities: [q] }).rolls.totalRolls)
    expect(rolls).toEqual([1, 2, 4])
    expect(rolls[1]).toBeGreaterThanOrEqual(2)
    expect(rolls[2]).toBeLessThanOrEqual(6)
  })
})

describe('§12.3 folding cartons', () => {
  it('C1: digital ↔ offset cost crossover for 2×2×5 STE lies in [2,000, 4,500]', () => {
    const costs = (q: number) => {
      const p = carton({ designQuantities: [q] })
      const of = (f: string) => p.formats.find((x) => x.format === f)?.cost ?? Number.NaN
      return { digital: of('digital'), offset: of('offset') }
    }
    let crossover = 0
    for (let q = 500; q <= 10_000 && crossover === 0; q += 50) {
      const c = costs(q)
      if (c.offset <= c.digital) crossover = q
    }
    expect(crossover).toBeGreaterThanOrEqual(2000)
    expect(crossover).toBeLessThanOrEqual(4500)
    expect(crossover).toBeGreaterThan(3000)
    expect(crossover).toBeLessThanOrEqual(3500)
    const at3000 = costs(3000)
    const at3500 = costs(3500)
    expect([Math.round(at3000.digital), Math.round(at3000.offset)]).toEqual([1101, 1134])
    expect([Math.round(at3500.digital), Math.round(at3500.offset)]).toEqual([1234, 1198])
  })

  it('C2: offset plates + make-ready a 500-box job carries is ≈ $800 ±35 %', () => {
    const c = P.carton
    const setupCost = c.plate * c.processColours + (c.offMrMin / 60) * c.offRate
    expect(setupCost).toBe(345)
    for (const m of [2.2, 2.3, markupFactor(P.markup.carton, setupCost)]) {
      expectInBand(setupCost * m, single(800))
    }
  })

  it('C3: 4×4×4 ALB SBS Gloss at 25,000 ≈ $0.52 ±35 % (model 0.503)', () => {
    const p = carton({
      lengthIn: 4,
      widthIn: 4,
      depthIn: 4,
      style: 'auto_lock',
      designQuantities: [25_000],
    })
    expect(Math.round(p.productionCents / 100)).toBe(12_568)
    expectInBand(p.productionCents / 100 / 25_000, single(0.52))
  })

  it('C4: 4×2×6 STE offset die $724 within ±35 % of $700', () => {
    const size = {
      lengthIn: 4,
      widthIn: 2,
      depthIn: 6,
      style: 'straight_tuck',
      board: 'Bright White Paper SBS',
    } as const
    const blank = cartonBlank(size, P.carton)
    const die = cartonDieCharge(
      blank,
      'offset',
      blanksPerSheet(blank, 'offset', P.carton),
      P.carton,
    )
    expect(die.cents).toBe(72_400)
    expectInBand(die.cents / 100, single(700))
  })

  it('C5: 18 pt SBS grammage 330 gsm within ±35 % of 350', () => {
    const gsm = P.carton.boards['Bright White Paper SBS'].gsm
    expect(gsm).toBe(330)
    expectInBand(gsm, single(350))
  })

  it('sanity bands: small STE 1.94 / 1.24 / 0.566, mid STE 1.70 per carton', () => {
    const perUnit = (o: Partial<CartonJob>, q: number) =>
      carton({ ...o, designQuantities: [q] }).productionCents / 100 / q
    const small: readonly [number, number, number, number][] = [
      [500, 1.2, 2.5, 1.94],
      [1000, 0.8, 1.8, 1.24],
      [5000, 0.3, 0.7, 0.566],
    ]
    for (const [q, lo, hi, model] of small) {
      expect(perUnit({}, q)).toBeCloseTo(model, 2)
      expectInBand(perUnit({}, q), range(lo, hi))
    }
    const mid = perUnit({ lengthIn: 4, widthIn: 2, depthIn: 6 }, 1000)
    expect(mid).toBeCloseTo(1.7, 2)
    expectInBand(mid, range(1.1, 2.0))
  })
})

describe('§12.4 design services', () => {
  it('D2–D4: custom $250 (vs $300), edits $30 (vs $10–40), recreation $95 (vs $60–100)', () => {
    const fee = (s: 'custom' | 'edits' | 'recreation') => designFee(s, 'label', 1, P).cents / 100
    expect(fee('custom')).toBe(250)
    expectInBand(fee('custom'), single(300))
    expect(fee('edits')).toBe(30)
    expectInBand(fee('edits'), range(10, 40))
    expect(fee('recreation')).toBe(95)
    expectInBand(fee('recreation'), range(60, 100))
    expect(P.services.designHourlyRate).toBe(100)
  })
})
