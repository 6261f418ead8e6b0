import { describe, expect, it } from 'vitest'
import { parseInches } from './DimensionInput'

describe('parseInches', () => {
  it('reads decimals, fractions and an inch mark', () => {
    expect(parseInches('2.5')).toBe(2.5)
    expect(parseInches('1 3/4')).toBe(1.75)
    expect(parseInches('3/8')).toBe(0.375)
    expect(parseInches('4"')).toBe(4)
    expect(parseInches('.5')).toBe(0.5)
  })

  it('answers null for an empty field and NaN for text that is not a size', () => {
    expect(parseInches('  ')).toBeNull()
    expect(parseInches('two')).toBeNaN()
  })
})
