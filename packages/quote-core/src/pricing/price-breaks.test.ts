import { describe, expect, it } from 'vitest'
import { makeCartonJob, makeLabelJob } from './job-defaults'
import { DEFAULT_LADDERS, priceBreaks, scaleDesignQuantities } from './price-breaks'
import type { QuoteRequest } from './quote'

const labelRequest = (designQuantities: readonly number[], newDie = false): QuoteRequest => ({
  product: 'label',
  job: makeLabelJob({
    widthIn: 2,
    lengthIn: 3,
    material: 'White Plastic',
    laminate: 'Gloss',
    designQuantities,
    newDie,
  }),
})

describe('scaleDesignQuantities', () => {
  it('splits evenly per §0 when designs are equal: floor(Q/n), first Q mod n get +1', () => {
    expect(scaleDesignQuantities([500, 500, 500], 1000)).toEqual([334, 333, 333])
    expect(scaleDesignQuantities([1, 1, 1, 1], 10)).toEqual([3, 3, 2, 2])
  })

  it('keeps proportions of unequal designs and always sums to the target', () => {
    expect(scaleDesignQuantities([2000, 1000], 100)).toEqual([67, 33])
    expect(scaleDesignQuantities([700, 200, 100], 2500)).toEqual([1750, 500, 250])
    expect(scaleDesignQuantities([3, 5, 11], 997).reduce((a, b) => a + b, 0)).toBe(997)
    expect(scaleDesignQuantities([], 100)).toEqual([])
  })
})

describe('priceBreaks', () => {
  it('prices the default label ladder with savings vs the configured quantity', () => {
    const table = priceBreaks(labelRequest([1000]))
    expect(table.baseline).toBe('current')
    expect(table.baselineUnitPriceMills).toBe(334) // 333.65 / 1,000 → 0.334
    expect(table.rows.map((r) => r.quantity)).toEqual(DEFAULT_LADDERS.label)
    expect(table.rows.map((r) => r.totalCents / 100)).toEqual([
      287.67, 295.8, 308.68, 333.65, 410.78, 537.47, 779.77, 1468.24, 2544.5,
    ])
    const at = (q: number) => table.rows.find((r) => r.quantity === q)
    expect(at(1000)?.savingsPercent).toBe(0)
    expect(at(5000)).toMatchObject({ unitPriceMills: 108, savingsPercent: 67 })
    expect(at(100)).toMatchObject({ unitPriceMills: 2877, savingsPercent: -761 })
  })

  it('can measure savings against the first row instead', () => {
    const table = priceBreaks(labelRequest([1000]), {}, { baseline: 'first' })
    expect(table.baselineUnitPriceMills).toBe(2877)
    expect(table.rows[0]?.savingsPercent).toBe(0)
    expect(table.rows.at(-1)).toMatchObject({
      quantity: 50_000,
      unitPriceMills: 51,
      savingsPercent: 98,
    })
  })

  it('includes the die in the total but not in the unit price, and keeps proof/design', () => {
    const table = priceBreaks(labelRequest([1000], true), {
      proof: { kind: 'printed' },
      designService: 'edits',
      productionDays: 1,
    })
    const row = table.rows.find((r) => r.quantity === 5000)
    // 537.47 production + 313 die + 45 proof + 30 edits, Standard processing.
    expect(row?.totalCents).toBe(92_547)
    expect(row?.unitPriceMills).toBe(123)
  })

  it('omits rows that would put a design under 50 and scales design splits', () => {
    const table = priceBreaks(labelRequest([500, 500, 500]))
    expect(table.rows[0]?.quantity).toBe(250)
    expect(table.rows[0]?.designQuantities).toEqual([84, 83, 83])
  })

  it('prices the carton ladder and reports the process of each row', () => {
    const request: QuoteRequest = {
      product: 'carton',
      job: makeCartonJob({
        lengthIn: 2,
        widthIn: 2,
        depthIn: 5,
        style: 'straight_tuck',
        board: 'Bright White Paper SBS',
        laminate: 'Gloss',
        designQuantities: [1000],
        newDie: true,
      }),
    }
    const table = priceBreaks(request)
    expect(table.rows.map((r) => r.quantity)).toEqual(DEFAULT_LADDERS.carton)
    expect(table.rows.map((r) => r.process)).toEqual([
      'digital',
      'digital',
      'digital',
      'digital',
      'offset',
      'offset',
    ])
    expect(table.rows.find((r) => r.quantity === 5000)?.unitPriceMills).toBe(566)
  })
})
