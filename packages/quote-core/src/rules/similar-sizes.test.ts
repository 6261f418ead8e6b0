import { describe, expect, it } from 'vitest'
import { seedDies } from '../catalog/dies'
import type { Die } from '../catalog/dies'
import { DIE_STATUS, SHAPE } from '../catalog/ids'
import { cartonOrder, labelOrder } from '../testing/rule-fixtures'
import { findSimilarSizes, MAX_OPPOSITE_CORNER_SIZES, MAX_SIMILAR_SIZES } from './similar-sizes'

const sizes = (r: ReturnType<typeof findSimilarSizes>) =>
  r.map((s) => `${s.die.width}x${s.die.length}`)

const die = (id: number, width: number, length: number, patch: Partial<Die> = {}): Die => ({
  id,
  status_id: DIE_STATUS.available,
  width,
  length,
  depth: null,
  label: `${width} x ${length}`,
  shape_id: SHAPE.rectangle,
  is_square_corners: false,
  size_type_id: 1,
  product_type_id: 1,
  s3key: `dies/${id}.svg`,
  ...patch,
})

describe('findSimilarSizes on seedDies', () => {
  it('finds the in-stock rectangles within 0.375", nearest step first', () => {
    const r = findSimilarSizes(labelOrder({ width: 1.5, length: 2.125 }), seedDies)
    expect(sizes(r)).toEqual(['1.5x2', '1.25x2', '1.75x2', '1.5x2.5', '1.25x2.5', '1.75x2.5'])
    expect(r.map((s) => s.step)).toEqual([0.125, 0.25, 0.25, 0.375, 0.375, 0.375])
  })

  it('excludes the exact size and out-of-stock dies', () => {
    const r = findSimilarSizes(labelOrder({ width: 2, length: 3 }), seedDies)
    expect(sizes(r)).toEqual(['1.75x3', '2.25x3'])
    // 0.75 x 2 (die 1003) is out of stock: a 0.75 x 2.125 order never sees it.
    const near = findSimilarSizes(labelOrder({ width: 0.75, length: 2.125 }), seedDies)
    expect(near.map((s) => s.die.id)).not.toContain(1003)
    expect(near.every((s) => s.die.status_id === DIE_STATUS.available)).toBe(true)
  })

  it('keeps the shape and the corner style', () => {
    const round = findSimilarSizes(labelOrder({ width: 1.5, length: 2.125 }), seedDies)
    expect(round.every((s) => s.die.shape_id === SHAPE.rectangle && !s.die.is_square_corners)).toBe(
      true,
    )
    const square = findSimilarSizes(
      labelOrder({ width: 2, length: 3.25, is_square_corners: true }),
      seedDies,
    )
    expect(square.length).toBeGreaterThan(0)
    expect(square.every((s) => s.die.is_square_corners)).toBe(true)
    const circles = findSimilarSizes(
      labelOrder({ shape_id: SHAPE.circle, width: 2, length: 2 }),
      seedDies,
    )
    expect(sizes(circles)).toEqual(['1.75x1.75', '2.25x2.25'])
  })

  it('caps the opposite-corner group (smaller one way, larger the other) at 4', () => {
    const r = findSimilarSizes(labelOrder({ width: 1.375, length: 2.25 }), seedDies)
    expect(r.filter((s) => s.oppositeCorner)).toHaveLength(MAX_OPPOSITE_CORNER_SIZES)
    expect(r.length).toBeLessThanOrEqual(MAX_SIMILAR_SIZES)
  })

  it('matches cartons on width and length, with depth within 1"', () => {
    const r = findSimilarSizes(
      cartonOrder({ shape_id: SHAPE.straightTuck, width: 2, length: 2.125, depth: 5 }),
      seedDies,
    )
    expect(r.map((s) => [s.die.width, s.die.length, s.die.depth])).toEqual([
      [2, 2, 5],
      [2, 2, 4],
    ])
    expect(findSimilarSizes(cartonOrder({ width: 2, length: 2, depth: 5 }), seedDies)).toEqual([
      expect.objectContaining({ die: expect.objectContaining({ width: 2, length: 2, depth: 4 }) }),
    ])
  })

  it('returns nothing without a shape or a size', () => {
    expect(findSimilarSizes(labelOrder({ shape_id: null }), seedDies)).toEqual([])
    expect(findSimilarSizes(labelOrder({ width: null }), seedDies)).toEqual([])
  })
})

describe('findSimilarSizes caps', () => {
  // A dense library: every 1/8" size from 1.625 to 2.375 by 2.625 to 3.375.
  const dense: Die[] = []
  for (let w = 1.625; w <= 2.375; w += 0.125)
    for (let l = 2.625; l <= 3.375; l += 0.125) dense.push(die(dense.length + 1, w, l))

  it('returns at most 10, nearest first', () => {
    const r = findSimilarSizes(labelOrder({ width: 2, length: 3 }), dense)
    expect(r).toHaveLength(MAX_SIMILAR_SIZES)
    const steps = r.map((s) => s.step)
    expect(steps).toEqual([...steps].sort((a, b) => a - b))
    expect(r.slice(0, 4).map((s) => s.distance)).toEqual([0.125, 0.125, 0.125, 0.125])
    expect(sizes(r)).not.toContain('2x3')
  })

  it('lets at most 4 opposite-corner sizes in, dropping the farthest', () => {
    const library = [
      die(1, 1.875, 3.125),
      die(2, 1.75, 3.25),
      die(3, 1.625, 3.375),
      die(4, 2.125, 2.875),
      die(5, 2.25, 2.75),
      die(6, 2.375, 2.625),
      die(7, 2.125, 3.125),
      die(8, 2.25, 3.25),
    ]
    const r = findSimilarSizes(labelOrder({ width: 2, length: 3 }), library)
    expect(r.filter((s) => s.oppositeCorner)).toHaveLength(MAX_OPPOSITE_CORNER_SIZES)
    expect(r.map((s) => s.die.id)).toEqual([1, 4, 7, 2, 5, 8])
  })

  it('ignores dies beyond 0.375"', () => {
    expect(
      findSimilarSizes(labelOrder({ width: 2, length: 3 }), [die(1, 2.5, 3), die(2, 2, 3.375)]).map(
        (s) => s.die.id,
      ),
    ).toEqual([2])
  })
})
