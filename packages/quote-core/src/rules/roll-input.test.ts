import { describe, expect, it } from 'vitest'
import { LABEL_LAMINATE } from '../catalog/laminates'
import { labelOrder } from '../testing/rule-fixtures'
import {
  rollInputLocks,
  checkRollInput,
  diameterRange,
  formatRange,
  formatRollValue,
  qtyPerRollRange,
} from './roll-input'

describe('checkRollInput (docs/product.md section 5, "Roll numeric input")', () => {
  const diameter = { min: 4, max: 13 }
  const quantity = { min: 100, max: 10_000 }

  it("answers 'Must be a valid number' for text that is not a number", () => {
    for (const raw of ['', 'abc', '1.2.3', '--4', 'Infinity', '4in'])
      expect(checkRollInput(raw, diameter, 'in')).toEqual({
        value: null,
        code: 'invalid_number',
        message: 'Must be a valid number',
      })
  })

  it('sets a value below the range to the minimum, with an inch mark for diameters', () => {
    expect(checkRollInput('3', diameter, 'in')).toEqual({
      value: 4,
      code: 'set_to_minimum',
      message: 'Will be set to minimum: 4"',
    })
    expect(checkRollInput('50', quantity, 'qty')).toEqual({
      value: 100,
      code: 'set_to_minimum',
      message: 'Will be set to minimum: 100',
    })
    expect(checkRollInput('-5', quantity, 'qty')).toEqual({
      value: 100,
      code: 'set_to_minimum',
      message: 'Will be set to minimum: 100',
    })
  })

  it('sets a value above the range to the maximum', () => {
    expect(checkRollInput('14', diameter, 'in')).toEqual({
      value: 13,
      code: 'set_to_maximum',
      message: 'Will be set to maximum: 13"',
    })
    expect(checkRollInput('9', { min: 4, max: 8 }, 'in')).toEqual({
      value: 8,
      code: 'set_to_maximum',
      message: 'Will be set to maximum: 8"',
    })
    expect(checkRollInput('12,000', quantity, 'qty')).toEqual({
      value: 10_000,
      code: 'set_to_maximum',
      message: 'Will be set to maximum: 10,000',
    })
  })

  it('keeps a value in range, at both ends, without a message', () => {
    expect(checkRollInput('4', diameter, 'in')).toEqual({ value: 4, code: null, message: null })
    expect(checkRollInput(' 13" ', diameter, 'in')).toEqual({
      value: 13,
      code: null,
      message: null,
    })
    expect(checkRollInput('6.5', diameter, 'in')).toEqual({ value: 6.5, code: null, message: null })
    expect(checkRollInput('2500.4', quantity, 'qty')).toEqual({
      value: 2500,
      code: null,
      message: null,
    })
  })

  it("formats the range as 'Range: min - max'", () => {
    expect(formatRange({ min: 100, max: 10_000 })).toBe('Range: 100 - 10,000')
    expect(formatRange({ min: 4, max: 13 }, 'in')).toBe('Range: 4" - 13"')
    expect(formatRollValue(4994, 'qty')).toBe('4,994')
  })
})

describe('roll ranges (docs/pricing-model.md section 3.1)', () => {
  it('allows diameters from 4" to 13", or 8" under 7/8" wide', () => {
    expect(diameterRange(labelOrder({ width: 2 }))).toEqual({ min: 4, max: 13 })
    expect(diameterRange(labelOrder({ width: 0.875 }))).toEqual({ min: 4, max: 13 })
    expect(diameterRange(labelOrder({ width: 0.75 }))).toEqual({ min: 4, max: 8 })
    expect(diameterRange(labelOrder({ width: null }))).toEqual({ min: 4, max: 13 })
  })

  it('computes the per-roll quantity range from the 4" and limit capacities', () => {
    // docs/pricing-model.md section 4.4: 2 x 3 White Plastic + Gloss holds 111 at 4" and 4,994 at 13".
    expect(qtyPerRollRange(labelOrder())).toEqual({ min: 111, max: 4994 })
  })

  it('never goes below 100 or above 10,000', () => {
    const tiny = qtyPerRollRange(
      labelOrder({ width: 0.5, length: 0.5, laminate_id: LABEL_LAMINATE.none }),
    )
    expect(tiny.min).toBeGreaterThanOrEqual(100)
    expect(tiny.max).toBe(10_000)
    const big = qtyPerRollRange(labelOrder({ width: 12, length: 17 }))
    expect(big.min).toBe(100)
    expect(big.max).toBeLessThan(10_000)
  })

  it('falls back to 100 - 10,000 when the size or material is missing', () => {
    expect(qtyPerRollRange(labelOrder({ length: null }))).toEqual({ min: 100, max: 10_000 })
    expect(qtyPerRollRange(labelOrder({ substrate_id: null }))).toEqual({ min: 100, max: 10_000 })
    expect(qtyPerRollRange(labelOrder({ width: null }))).toEqual({ min: 100, max: 10_000 })
  })
})

describe('rollInputLocks', () => {
  it('locks each roll input while the other holds a value, and the diameter under fewest rolls', () => {
    const none = { roll_qty_max: null, roll_diameter_max: null, is_fewest_possible_rolls: false }
    expect(rollInputLocks(none)).toEqual({ diameter: false, quantity: false })
    expect(rollInputLocks({ ...none, roll_qty_max: 500 })).toEqual({
      diameter: true,
      quantity: false,
    })
    expect(rollInputLocks({ ...none, roll_diameter_max: 6 })).toEqual({
      diameter: false,
      quantity: true,
    })
    expect(
      rollInputLocks({ ...none, roll_diameter_max: 13, is_fewest_possible_rolls: true }),
    ).toEqual({
      diameter: true,
      quantity: true,
    })
  })
})
