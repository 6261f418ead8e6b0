import { describe, expect, it } from 'vitest'
import type { CartonJob } from './carton'
import { makeCartonJob, makeLabelJob } from './job-defaults'
import type { LabelJob } from './label'
import { priceCartonQuote, priceLabelQuote, priceQuote } from './quote'
import type { PriceQuote, QuoteResult } from './quote'

const quoted = (result: QuoteResult): PriceQuote => {
  if (result._tag !== 'Quoted') throw new Error(`expected a quote, got ${result._tag}`)
  return result.quote
}

const lineCents = (quote: PriceQuote) => quote.lines.map((l) => [l.key, l.cents])

const labelJob = (overrides: Partial<LabelJob> = {}): LabelJob =>
  makeLabelJob({
    widthIn: 2,
    lengthIn: 3,
    material: 'White Plastic',
    laminate: 'Gloss',
    designQuantities: [5000],
    ...overrides,
  })

const cartonJob = (overrides: Partial<CartonJob> = {}): CartonJob =>
  makeCartonJob({
    lengthIn: 4,
    widthIn: 2,
    depthIn: 6,
    style: 'straight_tuck',
    board: 'Bright White Paper SBS',
    laminate: 'Gloss',
    designQuantities: [1000],
    ...overrides,
  })

describe('worked examples of §10 (pricing parts)', () => {
  it('A: 5,000 2×3 labels, new die, digital proof → 850.47, unit 0.108', () => {
    const q = quoted(priceLabelQuote(labelJob({ newDie: true }), { proof: { kind: 'digital' } }))
    expect(lineCents(q)).toEqual([
      ['production', 53_747],
      ['die_charge', 31_300],
    ])
    expect(q.totalCents).toBe(85_047)
    expect(q.dieChargeCents).toBe(31_300)
    expect(q.unitPriceMills).toBe(108)
    expect(q.proof.days).toBe(1)
    expect(q.production).toEqual({ productionDays: 2, daysSaved: 0, standard: true, feeCents: 0 })
  })

  it('B: 3 × 1,000 3×4 labels, library die, next-day → 788.02, unit 0.263', () => {
    const job = labelJob({
      widthIn: 3,
      lengthIn: 4,
      material: 'White Paper',
      laminate: 'No Laminate',
      designQuantities: [1000, 1000, 1000],
    })
    const q = quoted(priceLabelQuote(job, { productionDays: 1 }))
    expect(lineCents(q)).toEqual([
      ['production', 58_372],
      ['expedite', 20_430],
    ])
    expect(q.totalCents).toBe(78_802)
    expect(q.unitPriceMills).toBe(263)
    if (q.details.product !== 'label') throw new Error('label details expected')
    expect(q.details.cost).toBeCloseTo(206.29, 2)
    expect(q.details.markup).toBeCloseTo(2.8297, 4)
    expect(q.details.rolls.totalRolls).toBe(3)
  })

  it('C: 2,500 2 in circles, Pantone, printed proof, recreation → 896.23, unit 0.230', () => {
    const job = labelJob({
      widthIn: 2,
      lengthIn: 2,
      shape: 'circle',
      material: 'Clear Plastic',
      laminate: 'No Laminate',
      designQuantities: [2500],
      pantoneQty: 1,
      newDie: true,
    })
    const q = quoted(
      priceLabelQuote(job, { proof: { kind: 'printed' }, designService: 'recreation' }),
    )
    expect(q.lines).toEqual([
      { key: 'production', label: 'Production', cents: 39_423 },
      { key: 'option_fees', label: 'Option fees', cents: 4000 },
      { key: 'die_charge', label: 'Cutting die (one-time)', cents: 32_200 },
      { key: 'proof', label: 'Printed proof', cents: 4500 },
      { key: 'design', label: 'Artwork Recreation', cents: 9500 },
    ])
    expect(q.totalCents).toBe(89_623)
    expect(q.unitPriceMills).toBe(230)
    expect(q.proof.days + q.design.days).toBe(5)
    if (q.details.product !== 'label') throw new Error('label details expected')
    expect(q.details.rolls.perRollCap).toBe(3184)
    expect(q.details.rolls.totalRolls).toBe(1)
  })

  it('D: 1,000 4×2×6 STE cartons, printed proof, custom design → 2,620.88, unit 2.246', () => {
    const q = quoted(
      priceCartonQuote(cartonJob({ newDie: true }), {
        proof: { kind: 'printed' },
        designService: 'custom',
      }),
    )
    expect(q.process).toBe('digital')
    expect(lineCents(q)).toEqual([
      ['production', 170_088],
      ['die_charge', 37_500],
      ['proof', 9500],
      ['design', 45_000],
    ])
    expect(q.totalCents).toBe(262_088)
    expect(q.unitPriceMills).toBe(2246)
  })

  it('E: 2 × 2,500 2×2×5 ALB cartons, FBB Matte, 4 BD → 5,378.76, unit 0.983', () => {
    const job = cartonJob({
      lengthIn: 2,
      widthIn: 2,
      depthIn: 5,
      style: 'auto_lock',
      board: 'White Paper FBB',
      laminate: 'Matte',
      designQuantities: [2500, 2500],
      newDie: true,
    })
    const q = quoted(priceCartonQuote(job, { proof: { kind: 'digital' }, productionDays: 4 }))
    expect(q.process).toBe('digital')
    expect(lineCents(q)).toEqual([
      ['production', 350_983],
      ['die_charge', 46_500],
      ['expedite', 140_393],
    ])
    expect(q.totalCents).toBe(537_876)
    expect(q.unitPriceMills).toBe(983)
    expect(q.production.daysSaved).toBe(3)
    if (q.details.product !== 'carton') throw new Error('carton details expected')
    expect(q.details.chosen.sheets).toBe(1359)
    expect(q.details.chosen.cost).toBeCloseTo(1757.07, 2)
  })
})

describe('priceQuote: lines, proof-only orders and unavailable speeds', () => {
  it('keeps the production line even at 0 and sums the lines to the total', () => {
    const q = quoted(
      priceQuote(
        {
          product: 'label',
          job: labelJob({ designQuantities: [1, 1], newDie: true, embossing: true }),
        },
        { proof: { kind: 'printed' } },
      ),
    )
    expect(q.printedProofOnly).toBe(true)
    expect(lineCents(q)).toEqual([
      ['production', 0],
      ['die_charge', 31_300],
      ['proof', 9000],
    ])
    expect(q.totalCents).toBe(40_300)
    expect(q.unitPriceMills).toBe(45_000)
    expect(q.expediteOptions.map((o) => o.standard)).toEqual([true])
  })

  it('charges a carton flat printed proof at $45 per design, never with embossing', () => {
    const flat = quoted(
      priceCartonQuote(cartonJob({ designQuantities: [1, 1, 1] }), {
        proof: { kind: 'printed', flat: true },
      }),
    )
    expect(lineCents(flat)).toEqual([
      ['production', 0],
      ['proof', 13_500],
    ])
    expect(flat.lines[1]?.label).toBe('Flat printed proof')
    const embossed = quoted(
      priceCartonQuote(cartonJob({ embossing: true }), { proof: { kind: 'printed', flat: true } }),
    )
    expect(embossed.proof.cents).toBe(9500)
  })

  it('rejects a production speed that is not offered', () => {
    const sameDay = priceLabelQuote(labelJob(), { productionDays: 0 })
    expect(sameDay._tag).toBe('ProductionDaysUnavailable')
    const eligible = quoted(
      priceLabelQuote(labelJob(), { productionDays: 0, sameDayEligible: true }),
    )
    expect(eligible.production.feeCents).toBe(40_310) // 75 % of 537.47
    expect(priceCartonQuote(cartonJob(), { productionDays: 1 })._tag).toBe(
      'ProductionDaysUnavailable',
    )
  })

  it('applies the expedite minimum and the option fees to its basis', () => {
    const q = quoted(priceCartonQuote(cartonJob({ pantoneQty: 1 }), { productionDays: 5 }))
    // 25 % × (1,700.88 + 60.00) = 440.22
    expect(q.lines.find((l) => l.key === 'expedite')?.cents).toBe(44_022)
    const cheap = quoted(
      priceLabelQuote(labelJob({ designQuantities: [50] }), { productionDays: 1 }),
    )
    expect(cheap.production.feeCents).toBe(Math.max(3500, Math.round(cheap.lines[0]!.cents * 0.35)))
  })

  it('returns ExceedsSheet for an oversized carton', () => {
    const result = priceCartonQuote(cartonJob({ lengthIn: 12, widthIn: 10, depthIn: 11 }))
    expect(result._tag).toBe('ExceedsSheet')
  })
})
