import { describe, expect, it } from 'vitest'
import { dieLabel, type Die } from '../../catalog/dies'
import { PRODUCT_TYPE, SHAPE, SIZE_TYPE } from '../../catalog/ids'
import {
  dieSelected,
  previousCustomSizeSelected,
  shapeCategorySelected,
  sizeChanged,
} from '../actions'
import { carton, label, run, testEnv } from '../../testing/order-fixtures'

describe('order/sizeChanged', () => {
  it('matches a library die: size id, die size type and its shape image', () => {
    const die = testEnv.dies.find(
      (d) =>
        d.shape_id === SHAPE.rectangle && d.width === 2 && d.length === 3 && !d.is_square_corners,
    )
    const order = label(
      shapeCategorySelected({ category: 'square_rectangle' }),
      sizeChanged({ width: 2, length: 3 }),
    )
    expect(order).toMatchObject({
      size_id: die?.id,
      size_type_id: SIZE_TYPE.die,
      size_s3key: die?.s3key,
    })
  })

  it('makes a custom size when no die matches', () => {
    const order = label(
      shapeCategorySelected({ category: 'square_rectangle' }),
      sizeChanged({ width: 2.2, length: 3 }),
    )
    expect(order).toMatchObject({ size_id: null, size_type_id: SIZE_TYPE.custom, size_s3key: null })
  })

  it('matches cartons on width, length and depth', () => {
    const box = carton(
      shapeCategorySelected({ category: 'straight_tuck' }),
      sizeChanged({ width: 2, length: 4, depth: 6 }),
    )
    expect(box.size_type_id).toBe(SIZE_TYPE.die)
    expect(box.size_description).toBe('4" x 2" x 6" Straight Tuck')
    expect(run(box, [sizeChanged({ depth: 6.5 })]).size_type_id).toBe(SIZE_TYPE.custom)
  })

  it('rejects sizes the order cannot store', () => {
    const start = label()
    for (const width of [-1, Number.NaN, 1001])
      expect(run(start, [sizeChanged({ width })])).toBe(start)
  })

  it('gives labels no depth', () => {
    expect(label(sizeChanged({ width: 2, length: 3, depth: 4 })).depth).toBeNull()
  })
})

describe('order/dieSelected and order/previousCustomSizeSelected', () => {
  it('take size, shape, corners and image from the die', () => {
    const die = testEnv.dies.find((d) => d.shape_id === SHAPE.rectangle && d.is_square_corners)
    expect(die).toBeDefined()
    const order = label(dieSelected({ dieId: die?.id ?? 0 }))
    expect(order).toMatchObject({
      size_id: die?.id,
      size_type_id: SIZE_TYPE.die,
      shape_id: SHAPE.rectangle,
      width: die?.width,
      length: die?.length,
      is_square_corners: true,
      size_s3key: die?.s3key,
    })
  })

  it('reads a stock carton in the summary as it read in the size list', () => {
    const cartonDies = testEnv.dies.filter((d) => d.product_type_id === PRODUCT_TYPE.carton)
    expect(cartonDies.length).toBeGreaterThan(0)
    for (const die of cartonDies) {
      const box = carton(dieSelected({ dieId: die.id }))
      expect(box).toMatchObject({ size_id: die.id, width: die.width, length: die.length })
      expect(box.size_description).toBe(dieLabel(die))
    }
    const box = testEnv.dies.find(
      (d) => d.shape_id === SHAPE.straightTuck && d.width === 2 && d.length === 4 && d.depth === 6,
    )
    expect(box === undefined ? null : dieLabel(box)).toBe('4" x 2" x 6" Straight Tuck')
  })

  it('rejects unknown dies and dies of the other product', () => {
    const start = label()
    const cartonDie = testEnv.dies.find((d) => d.product_type_id === 2)
    expect(run(start, [dieSelected({ dieId: 1 })])).toBe(start)
    expect(run(start, [dieSelected({ dieId: cartonDie?.id ?? 0 })])).toBe(start)
  })

  it('marks a previous custom size as a die type', () => {
    const custom: Die = {
      id: 90001,
      status_id: 1,
      width: 2.2,
      length: 3.1,
      depth: null,
      label: 'My size',
      shape_id: SHAPE.star,
      is_square_corners: false,
      size_type_id: SIZE_TYPE.custom,
      product_type_id: 1,
      s3key: 'custom/90001.svg',
    }
    const env = { ...testEnv, dies: [...testEnv.dies, custom] }
    const start = label()
    const previous = run(start, [previousCustomSizeSelected({ dieId: 90001 })], env)
    expect(previous).toMatchObject({
      size_id: 90001,
      size_type_id: SIZE_TYPE.die,
      shape_id: SHAPE.star,
    })
    expect(run(start, [dieSelected({ dieId: 90001 })], env).size_type_id).toBe(SIZE_TYPE.custom)
  })
})
