import { describe, expect, it } from 'vitest'
import { QUOTE_CONSTANTS } from './constants'
import { PRODUCT_TYPE } from './ids'
import { quantityToleranceNote, variableDataDescription } from './product-wording'

describe('quantityToleranceNote', () => {
  it('states the roll tolerance for labels only', () => {
    expect(quantityToleranceNote(PRODUCT_TYPE.label)).toBe(
      `Quantities may vary by ${QUOTE_CONSTANTS.rollTolerance} on rolls.`,
    )
    expect(quantityToleranceNote(PRODUCT_TYPE.carton)).toBeNull()
    expect(quantityToleranceNote(PRODUCT_TYPE.design)).toBeNull()
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
