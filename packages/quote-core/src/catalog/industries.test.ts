import { describe, expect, it } from 'vitest'
import { industries } from './enumerations'

describe('design industries (SPEC section 3)', () => {
  it('lists all 21 with unique ids, Not Applicable as 210', () => {
    expect(industries).toHaveLength(21)
    expect(new Set(industries.map((i) => i.id)).size).toBe(21)
    expect(industries.find((i) => i.label === 'Household (Chemical)')?.id).toBe(221)
    expect(industries.find((i) => i.id === 210)?.label).toBe('Not Applicable')
  })
})
