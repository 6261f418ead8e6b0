import { describe, expect, it } from 'vitest'
import { PRODUCT_TYPE, unitNounOf, unitNounsOf, unitNounsOfItem } from './ids'

describe('unit nouns', () => {
  it('names one unit and several units of each product', () => {
    expect([PRODUCT_TYPE.label, PRODUCT_TYPE.carton, PRODUCT_TYPE.design].map(unitNounOf)).toEqual([
      'label',
      'carton',
      'design',
    ])
    expect([PRODUCT_TYPE.label, PRODUCT_TYPE.carton, PRODUCT_TYPE.design].map(unitNounsOf)).toEqual(
      ['labels', 'cartons', 'designs'],
    )
    expect(unitNounsOf(null)).toBe('labels')
  })

  it('names the pieces of a placed line by its item type', () => {
    expect(unitNounsOfItem('labels')).toBe('labels')
    expect(unitNounsOfItem('cartons')).toBe('cartons')
    expect(unitNounsOfItem('design')).toBe('designs')
  })
})
