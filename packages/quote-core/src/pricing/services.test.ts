import { describe, expect, it } from 'vitest'
import { designFee, designHourlyFee } from './design'
import { expediteFee, expediteOptions, isSameDayEligible } from './expedite'
import { defaultPricingParams } from './params'
import { isPrintedProofOnly, proofFee } from './proof'

const P = defaultPricingParams

describe('designFee (§6)', () => {
  it('charges per design by service and product, with schedule days', () => {
    const table = (['edits', 'recreation', 'custom'] as const).map((s) => [
      designFee(s, 'label', 1, P).cents,
      designFee(s, 'carton', 1, P).cents,
      designFee(s, 'label', 1, P).days,
    ])
    expect(table).toEqual([
      [3000, 4000, 1],
      [9500, 12_500, 2],
      [25_000, 45_000, 5],
    ])
    expect(designFee('recreation', 'label', 3, P).cents).toBe(28_500)
    expect(designFee('custom', 'label', 1, P).label).toBe('Custom Design')
  })

  it('charges nothing without a service and adds extra revision rounds', () => {
    expect(designFee('none', 'label', 4, P)).toMatchObject({ cents: 0, days: 0 })
    expect(designFee('edits', 'label', 2, P, 1)).toMatchObject({ cents: 11_000, days: 2 })
    expect(designFee('custom', 'carton', 1, P, 2)).toMatchObject({ cents: 55_000, days: 7 })
    expect(designHourlyFee(1.5, P)).toBe(15_000)
  })
})

describe('proofFee (§7)', () => {
  it('charges per design: none/digital $0, printed $45 labels / $95 cartons', () => {
    expect(proofFee({ kind: 'none' }, 'label', 2, false, P)).toMatchObject({ cents: 0, days: 0 })
    expect(proofFee({ kind: 'digital' }, 'carton', 2, false, P)).toMatchObject({
      cents: 0,
      days: 1,
    })
    expect(proofFee({ kind: 'printed' }, 'label', 2, false, P)).toMatchObject({
      cents: 9000,
      days: 3,
    })
    expect(proofFee({ kind: 'printed' }, 'carton', 1, false, P).cents).toBe(9500)
    expect(proofFee({ kind: 'printed', flat: true }, 'carton', 1, false, P).cents).toBe(4500)
    expect(proofFee({ kind: 'printed', flat: true }, 'label', 1, false, P).cents).toBe(4500)
  })

  it('recognises printed-proof-only orders (every design qty 1)', () => {
    expect(isPrintedProofOnly({ kind: 'printed' }, [1, 1])).toBe(true)
    expect(isPrintedProofOnly({ kind: 'printed' }, [1, 2])).toBe(false)
    expect(isPrintedProofOnly({ kind: 'digital' }, [1])).toBe(false)
    expect(isPrintedProofOnly({ kind: 'printed' }, [])).toBe(false)
  })
})

describe('expedite (§8.4)', () => {
  it('lists Standard and every faster day with its fee', () => {
    expect(expediteOptions('label', 58_372, true, P)).toEqual([
      { productionDays: 2, daysSaved: 0, standard: true, feeCents: 0 },
      { productionDays: 1, daysSaved: 1, standard: false, feeCents: 20_430 },
      { productionDays: 0, daysSaved: 2, standard: false, feeCents: 43_779 },
    ])
    expect(expediteOptions('label', 58_372, false, P).map((o) => o.productionDays)).toEqual([2, 1])
    expect(expediteOptions('carton', 350_983, false, P).map((o) => o.feeCents)).toEqual([
      0, 87_746, 140_393, 210_590,
    ])
  })

  it('applies each minimum', () => {
    expect(expediteFee(5000, 0.35, 35)).toBe(3500)
    expect(expediteFee(5000, 0.75, 75)).toBe(7500)
    expect(expediteOptions('carton', 10_000, false, P).map((o) => o.feeCents)).toEqual([
      0, 7500, 10_000, 15_000,
    ])
  })

  it('offers same-day labels only before cut-off, no die/embossing/design, ≤ 1,000 ft', () => {
    const ok = {
      beforeCutoffOnBusinessDay: true,
      newDie: false,
      embossing: false,
      designService: false,
      webFeet: 1000,
    }
    expect(isSameDayEligible(ok)).toBe(true)
    expect(isSameDayEligible({ ...ok, beforeCutoffOnBusinessDay: false })).toBe(false)
    expect(isSameDayEligible({ ...ok, newDie: true })).toBe(false)
    expect(isSameDayEligible({ ...ok, embossing: true })).toBe(false)
    expect(isSameDayEligible({ ...ok, designService: true })).toBe(false)
    expect(isSameDayEligible({ ...ok, webFeet: 1000.1 })).toBe(false)
  })
})
