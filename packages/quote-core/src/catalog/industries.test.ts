import { describe, expect, it } from 'vitest'
import { industries } from './enumerations'

// The list itself is checked against docs/product.md section 3 in reference-data.test.ts.
describe('design industries (docs/product.md section 3)', () => {
  it('lists every one with a unique id, Not Applicable as 210', () => {
    expect(new Set(industries.map((i) => i.id)).size).toBe(industries.length)
    expect(industries.find((i) => i.label === 'Household (Chemical)')?.id).toBe(221)
    expect(industries.find((i) => i.id === 210)?.label).toBe('Not Applicable')
  })
})
