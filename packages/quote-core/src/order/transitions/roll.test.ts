import { describe, expect, it } from 'vitest'
import { ROLL_CORE } from '../../catalog/ids'
import { LABEL_LAMINATE } from '../../catalog/laminates'
import { LABEL_SUBSTRATE } from '../../catalog/substrates'
import {
  fewestRollsToggled,
  laminateSelected,
  materialSelected,
  rollCoreSelected,
  rollMaxDiameterChanged,
  rollMaxQuantityChanged,
  rollOptionsToggled,
  sizeChanged,
} from '../actions'
import { qtyPerRollRange } from '../../rules/roll-input'
import { emptyEnv } from '../../rules/quote-env'
import { checkRollSettings } from '../../rules/roll-settings'
import { carton, label, run } from '../../testing/order-fixtures'

const rolls = rollOptionsToggled({ on: true })
const wide = sizeChanged({ width: 2, length: 3 })

describe('order/rollOptionsToggled', () => {
  it('turns the roll options on, and off back to the default limit', () => {
    const set = label(wide, rolls, rollMaxDiameterChanged({ inches: 6 }))
    expect(set).toMatchObject({ is_special_roll_qty: true, roll_diameter_max: 6 })
    expect(run(set, [rollOptionsToggled({ on: false })])).toMatchObject({
      is_special_roll_qty: false,
      roll_diameter_max: null,
      roll_qty_max: null,
    })
  })

  it('is rejected for cartons', () => {
    const box = carton()
    expect(run(box, [rolls])).toBe(box)
  })
})

describe('order/rollMaxDiameterChanged and order/rollMaxQuantityChanged', () => {
  it('lowers a diameter above the width limit and raises one below 4 in', () => {
    expect(label(wide, rolls, rollMaxDiameterChanged({ inches: 20 })).roll_diameter_max).toBe(13)
    expect(label(wide, rolls, rollMaxDiameterChanged({ inches: 2 })).roll_diameter_max).toBe(4)
    expect(
      label(sizeChanged({ width: 0.75, length: 2 }), rollMaxDiameterChanged({ inches: 12 }))
        .roll_diameter_max,
    ).toBe(8)
  })

  it('clamps the quantity to 100 - 10,000', () => {
    expect(label(rolls, rollMaxQuantityChanged({ quantity: 20 })).roll_qty_max).toBe(100)
    expect(label(rolls, rollMaxQuantityChanged({ quantity: 50_000 })).roll_qty_max).toBe(10_000)
  })

  it('raises an entered quantity to the smallest roll, and blocks one too large rather than lowering it', () => {
    const sized = label(
      materialSelected({ substrateId: LABEL_SUBSTRATE.whitePlastic }),
      laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
      wide,
      rolls,
    )
    const range = qtyPerRollRange(sized)
    // A 2 x 3 label: a 4 in roll already holds more than 100, and a 13 in one fewer than 10,000.
    expect(range.min).toBeGreaterThan(100)
    expect(range.max).toBeLessThan(10_000)
    expect(run(sized, [rollMaxQuantityChanged({ quantity: 20 })]).roll_qty_max).toBe(range.min)
    // docs/pricing-model.md section 3.1: blocked with its message, not quietly lowered.
    const tooLarge = run(sized, [rollMaxQuantityChanged({ quantity: 10_000 })])
    expect(tooLarge.roll_qty_max).toBe(10_000)
    expect(
      checkRollSettings(tooLarge, emptyEnv)
        .filter((i) => i.blocking)
        .map((i) => [i.code, i.message]),
    ).toEqual([
      [
        'roll_qty_diameter_too_large',
        'This quantity would result in a roll diameter larger than 13".',
      ],
    ])
    expect(run(sized, [rollMaxQuantityChanged({ quantity: 50_000 })]).roll_qty_max).toBe(10_000)
  })

  it('keeps one of the two: setting one clears the other', () => {
    const diameter = label(wide, rolls, rollMaxDiameterChanged({ inches: 6 }))
    const qty = run(diameter, [rollMaxQuantityChanged({ quantity: 500 })])
    expect(qty).toMatchObject({ roll_qty_max: 500, roll_diameter_max: null })
    expect(run(qty, [rollMaxDiameterChanged({ inches: 7 })])).toMatchObject({
      roll_qty_max: null,
      roll_diameter_max: 7,
    })
  })

  it('is rejected while the roll options are off, and for values that are not numbers', () => {
    const off = label(wide)
    expect(run(off, [rollMaxDiameterChanged({ inches: 6 })])).toBe(off)
    const on = label(wide, rolls)
    expect(run(on, [rollMaxQuantityChanged({ quantity: Number.NaN })])).toBe(on)
  })

  it('re-clamps the diameter when the width changes', () => {
    const big = label(wide, rolls, rollMaxDiameterChanged({ inches: 12 }))
    expect(run(big, [sizeChanged({ width: 0.75 })]).roll_diameter_max).toBe(8)
  })
})

describe('order/fewestRollsToggled', () => {
  it('winds to the width limit with no quantity cap', () => {
    const fewest = label(
      wide,
      rolls,
      rollMaxQuantityChanged({ quantity: 500 }),
      fewestRollsToggled({ on: true }),
    )
    expect(fewest).toMatchObject({
      is_fewest_possible_rolls: true,
      roll_diameter_max: 13,
      roll_qty_max: null,
    })
    expect(run(fewest, [rollMaxDiameterChanged({ inches: 6 })]).is_fewest_possible_rolls).toBe(
      false,
    )
  })
})

describe('order/rollCoreSelected', () => {
  it('sets a known core on labels only', () => {
    expect(label(rollCoreSelected({ rollId: ROLL_CORE.oneInch })).roll_id).toBe(ROLL_CORE.oneInch)
    const box = carton()
    expect(run(box, [rollCoreSelected({ rollId: ROLL_CORE.oneInch })])).toBe(box)
  })
})
