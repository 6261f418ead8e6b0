import { describe, expect, it } from 'vitest'
import { makeLabelJob } from './job-defaults'
import { priceLabelJob } from './label'
import type { LabelJob } from './label'
import { productionPrice } from './markup'
import { defaultPricingParams } from './params'
import type { LabelLaminate, LabelMaterial } from './stock-names'

const P = defaultPricingParams
const LADDER = [100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000]

const job = (overrides: Partial<LabelJob> = {}): LabelJob =>
  makeLabelJob({
    widthIn: 2,
    lengthIn: 3,
    material: 'White Plastic',
    laminate: 'Gloss',
    designQuantities: [5000],
    ...overrides,
  })

const production = (overrides: Partial<LabelJob> = {}): number =>
  priceLabelJob(job(overrides), P).productionCents / 100

// The unrounded production price, for the §3.9 option deltas (see the comment there).
const rawProduction = (overrides: Partial<LabelJob> = {}): number =>
  productionPrice(P.markup.label, priceLabelJob(job(overrides), P).cost)

describe('priceLabelJob: §3.9 reference grid (production line, to the cent)', () => {
  // prettier-ignore
  const grid: readonly [number, number, LabelMaterial, LabelLaminate, readonly number[]][] = [
    [2, 3, 'White Plastic', 'Gloss', [287.67, 295.8, 308.68, 333.65, 410.78, 537.47, 779.77, 1468.24, 2544.5]],
    [3, 4, 'White Paper', 'No Laminate', [274.29, 288.08, 310.27, 352.17, 478.7, 683.96, 1077.47, 2181.19, 3891.43]],
    [4, 6, 'White Plastic', 'Gloss', [299.81, 323.89, 363.79, 445.16, 675.97, 1048.47, 1755.81, 3724.58, 6769.12]],
    [1, 1, 'White Paper', 'No Laminate', [265.87, 267.09, 269.18, 273.27, 285.63, 305.68, 346.61, 466.84, 661.04]],
    [3, 3, 'Clear Plastic', 'No Laminate', [297.66, 313.42, 339.32, 390.3, 543.19, 787.36, 1254.53, 2567.7, 4599.71]],
  ]
  for (const [w, l, material, laminate, expected] of grid) {
    it(`reproduces ${w}×${l} ${material}, ${laminate}`, () => {
      const got = LADDER.map((q) =>
        production({ widthIn: w, lengthIn: l, material, laminate, designQuantities: [q] }),
      )
      expect(got).toEqual(expected)
    })
  }
})

describe('priceLabelJob: §3.9 sweeps', () => {
  it('reproduces the material sweep, 2×3 Gloss at 1,000 / 5,000', () => {
    const sweep: readonly [LabelMaterial, number, number][] = [
      ['White Plastic', 333.65, 537.47],
      ['Removable Plastic', 337.6, 547.43],
      ['Clear Plastic', 358.92, 623.33],
      ['Ultra-Clear Plastic', 379.61, 671.95],
      ['Metallic Plastic', 371.23, 654.12],
      ['White Paper', 316.11, 493.17],
      ['Kraft Paper', 348.81, 598.03],
      ['Estate 4 Paper', 342.1, 558.78],
      ['Avon Classic Crest', 350.54, 580.01],
      ['Black Vellum', 371.23, 654.12],
      ['White Vinyl', 361.76, 608.2],
      ['TerraSkin', 367.36, 625.34],
      ['Rainbow Holographic', 415.7, 764.89],
    ]
    for (const [material, at1000, at5000] of sweep) {
      expect([material, production({ material, designQuantities: [1000] })]).toEqual([
        material,
        at1000,
      ])
      expect([material, production({ material })]).toEqual([material, at5000])
    }
  })

  it('reproduces the laminate sweep, 2×3 White Plastic at 5,000', () => {
    const sweep: readonly [LabelLaminate, number][] = [
      ['No Laminate', 511.5],
      ['UV Gloss', 522.93],
      ['Gloss', 537.47],
      ['Matte', 540.32],
      ['Soft Touch Matte', 577.45],
      ['Leather', 588.75],
      ['Linen', 588.75],
    ]
    for (const [laminate, expected] of sweep) {
      expect([laminate, production({ laminate })]).toEqual([laminate, expected])
    }
  })

  it('behaves as §3.9 describes: +7 % for 100 → 500, ×1.7 for 500 → 5,000, −8 % to +42 %', () => {
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100
    expect(
      ratio(production({ designQuantities: [500] }), production({ designQuantities: [100] })),
    ).toBe(1.07)
    expect(ratio(production(), production({ designQuantities: [500] }))).toBe(1.74)
    expect(ratio(production({ material: 'White Paper' }), production())).toBe(0.92)
    expect(ratio(production({ material: 'Rainbow Holographic' }), production())).toBe(1.42)
  })

  it('prices five designs × 1,000 at 664.55 vs 537.47 for one design × 5,000', () => {
    expect(production({ designQuantities: [1000, 1000, 1000, 1000, 1000] })).toBe(664.55)
    expect(production()).toBe(537.47)
  })
})

describe('priceLabelJob: §3.9 option deltas on 2×3 White Plastic Gloss 5,000', () => {
  // The model states each delta as the difference of the UNROUNDED production prices
  // (base 537.4747): rounding that difference reproduces all six values to the cent. The
  // quote lines themselves are rounded one by one (§0), so four deltas seen between two
  // rounded production lines come out one cent higher (172.41, 45.78, 52.08, 34.37).
  const cases: readonly [string, Partial<LabelJob>, number, number][] = [
    ['embossing', { embossing: true }, 84.9, 84.9],
    ['high-opacity white', { highOpacityWhite: true }, 172.4, 172.41],
    ['high-opacity black', { highOpacityBlack: true }, 45.77, 45.78],
    ['variable data', { variableData: true }, 52.07, 52.08],
    ['reverse print', { reversePrint: true }, 34.36, 34.37],
    ['front/back', { colourMode: 'double_sided' }, 155.76, 155.76],
  ]
  for (const [name, overrides, modelDelta, lineDelta] of cases) {
    it(`adds ${modelDelta} for ${name}`, () => {
      const delta = rawProduction(overrides) - rawProduction()
      expect(Math.round(delta * 100) / 100).toBe(modelDelta)
      expect(Math.round((production(overrides) - production()) * 100) / 100).toBe(lineDelta)
    })
  }

  it('adds the §3.7 flat fees to option fees, not to production', () => {
    const priced = priceLabelJob(
      job({
        pantoneQty: 2,
        variableData: true,
        reversePrint: true,
        colourMode: 'double_sided',
        embossing: true,
      }),
      P,
    )
    expect(priced.optionFees.map((f) => [f.key, f.cents])).toEqual([
      ['pantone', 8000],
      ['variable_data', 5000],
      ['reverse_print', 2500],
      ['front_back', 5000],
      ['embossing', 22000],
    ])
    expect(priced.optionFeesCents).toBe(42_500)
    expect(priceLabelJob(job(), P).optionFees).toEqual([])
  })
})

describe('priceLabelJob: worked example A workings (§10)', () => {
  const a = priceLabelJob(job({ newDie: true }), P)

  it('lays out 5 across, 1,040 frames, 3,586 press inches and 4,186 web inches', () => {
    expect(a.layout.across).toBe(5)
    expect(a.layout.pitchIn).toBe(3.125)
    expect(a.layout.framesPerDesign).toEqual([1040])
    expect(a.layout.runIn).toBe(3250)
    expect(a.layout.pressIn).toBe(3586)
    expect(a.layout.webIn).toBe(4186)
    expect(a.layout.webFeet).toBeCloseTo(348.83, 2)
    expect(a.layout.substrateMsi).toBeCloseTo(54.418, 9)
    expect(a.layout.printMsi).toBeCloseTo(43.9285, 9)
  })

  it('costs each component as stated and marks up at 2.8509', () => {
    const rounded = Object.fromEntries(
      Object.entries(a.costs).map(([k, v]) => [k, Math.round(v * 100) / 100]),
    )
    expect(rounded).toEqual({
      substrate: 29.93,
      laminate: 8.71,
      print: 52.71,
      press: 20.12,
      finishing: 28.16,
      setup: 44,
      rolls: 4.9,
      options: 0,
    })
    expect(a.cost).toBeCloseTo(188.53, 2)
    expect(a.markup).toBeCloseTo(2.8509, 4)
    expect(a.productionCents).toBe(53_747)
  })

  it('winds 4 rolls × 1,250 at the 8 in default and charges a $313 die', () => {
    expect(a.rolls.perRollCap).toBe(1643)
    expect(a.rolls.designs).toEqual([{ quantity: 5000, rolls: 4, perRoll: 1250, lastRoll: 1250 }])
    expect(a.die.around).toBe(3)
    expect(a.die.ruleIn).toBe(150)
    expect(a.dieChargeCents).toBe(31_300)
    expect(priceLabelJob(job({ newDie: false }), P).dieChargeCents).toBe(0)
  })

  it('uses the speed and click rules of §3.6', () => {
    expect(a.pressFpm).toBe(98)
    expect(a.clickPerMsi).toBe(1.2)
    const clear = priceLabelJob(job({ material: 'Clear Plastic' }), P)
    expect(clear.pressFpm).toBeCloseTo(58.8, 9)
    expect(clear.clickPerMsi).toBeCloseTo(1.8, 9)
    const whiteOnly = priceLabelJob(job({ material: 'Clear Plastic', colourMode: 'white_only' }), P)
    expect(whiteOnly.pressFpm).toBe(98)
    expect(whiteOnly.clickPerMsi).toBeCloseTo(0.6, 9)
    const hiOp = priceLabelJob(job({ highOpacityWhite: true }), P)
    expect(hiOp.pressFpm).toBeCloseTo(34.3, 9)
    expect(priceLabelJob(job({ colourMode: 'black_only' }), P).clickPerMsi).toBeCloseTo(0.42, 9)
  })
})
