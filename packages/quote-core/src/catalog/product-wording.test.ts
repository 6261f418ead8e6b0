import { describe, expect, it } from 'vitest'
import { QUOTE_CONSTANTS } from './constants'
import { PRODUCT_TYPE } from './ids'
import { quantityToleranceNote, variableDataDescription } from './product-wording'

describe('quantityToleranceNote', () => {
  const label = {
    product_type_id: PRODUCT_TYPE.label,
    is_special_roll_qty: true,
    roll_qty_max: 500,
    roll_diameter_max: null,
    is_fewest_possible_rolls: false,
  }
  it('states the tolerance of the roll maximums, never of the quantity ordered', () => {
    expect(quantityToleranceNote(label)).toBe(
      `Roll maximums may vary by ${QUOTE_CONSTANTS.rollTolerance}.`,
    )
    expect(quantityToleranceNote({ ...label, roll_qty_max: null, roll_diameter_max: 6 })).toBe(
      'Roll maximums may vary by +0/-10%.',
    )
    // No roll maximum: the quantity ordered carries no tolerance.
    expect(quantityToleranceNote({ ...label, is_special_roll_qty: false })).toBeNull()
    expect(quantityToleranceNote({ ...label, roll_qty_max: null })).toBeNull()
    expect(quantityToleranceNote({ ...label, product_type_id: PRODUCT_TYPE.carton })).toBeNull()
    expect(quantityToleranceNote({ ...label, product_type_id: PRODUCT_TYPE.design })).toBeNull()
  })
})

describe('variableDataDescription', () => {
  it('names the piece the data changes on: a label or a carton', () => {
    expect(variableDataDescription(PRODUCT_TYPE.label)).toBe(
      'Sequential numbers, names or barcodes that change from label to label.',
    )
    expect(variableDataDescription(PRODUCT_TYPE.carton)).toBe(
      'Sequential numbers, names or barcodes that change from carton to carton.',
    )
  })
})
