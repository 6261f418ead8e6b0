import { SHAPE } from '@diecut/quote-core'
import { describe, expect, it } from 'vitest'
import { shapePath } from './shape-path'

describe('shapePath', () => {
  it('draws square corners as a plain rectangle and round corners with arcs', () => {
    expect(shapePath(SHAPE.rectangle, 2, 3, true)).toBe('M0 0H2V3H0Z')
    expect(shapePath(SHAPE.rectangle, 2, 3, false)).toContain('A0.125 0.125')
  })

  it('draws circles and ovals as ellipses spanning the size', () => {
    const d = shapePath(SHAPE.oval, 2, 3, false)
    expect(d.startsWith('M0 1.5A1 1.5')).toBe(true)
  })

  it('keeps every point of a star inside its width and length', () => {
    const numbers =
      shapePath(SHAPE.star, 2, 2, false)
        .match(/-?\d+(\.\d+)?/g)
        ?.map(Number) ?? []
    expect(numbers.length).toBeGreaterThan(10)
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...numbers)).toBeLessThanOrEqual(2)
  })
})
