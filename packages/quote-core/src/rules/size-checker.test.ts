import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { SHAPE, SIZE_TYPE } from '../catalog/ids'
import { cartonOrder, labelOrder } from '../testing/rule-fixtures'
import {
  AUTO_LOCK_SIZE_BOUNDS,
  LABEL_SIZE_BOUNDS,
  STRAIGHT_TUCK_SIZE_BOUNDS,
  checkDimensions,
  formatInches,
  isOnGrid,
  nearestGridSizes,
  sizeBoundsFor,
  suggestSizes,
} from './size-checker'
import { checkSize } from './size-completeness'
import { suggestHalfInchRounding } from './size-rounding'

const messages = (issues: readonly { message: string }[]) => issues.map((i) => i.message)
const blockingMessages = (issues: readonly { message: string; blocking: boolean }[]) =>
  issues.filter((i) => i.blocking).map((i) => i.message)

describe('sizeBoundsFor', () => {
  it('gives label bounds to every label shape family', () => {
    for (const shape of [
      SHAPE.rectangle,
      SHAPE.square,
      SHAPE.circle,
      SHAPE.oval,
      SHAPE.custom,
      SHAPE.star,
    ])
      expect(sizeBoundsFor(1, shape)).toBe(LABEL_SIZE_BOUNDS)
  })

  it('gives Auto Lock its own bounds and sizes custom cartons like Straight Tuck', () => {
    expect(sizeBoundsFor(2, SHAPE.autoLock)).toBe(AUTO_LOCK_SIZE_BOUNDS)
    expect(sizeBoundsFor(2, SHAPE.straightTuck)).toBe(STRAIGHT_TUCK_SIZE_BOUNDS)
    expect(sizeBoundsFor(2, SHAPE.customCarton)).toBe(STRAIGHT_TUCK_SIZE_BOUNDS)
  })

  it('has no bounds for a shape of the other product', () => {
    expect(sizeBoundsFor(1, SHAPE.autoLock)).toBeUndefined()
    expect(sizeBoundsFor(2, SHAPE.rectangle)).toBeUndefined()
  })
})

describe('label size checker (docs/product.md section 9)', () => {
  const label = (width: number, length: number, shape_id: number = SHAPE.rectangle) =>
    checkSize(labelOrder({ width, length, shape_id }))

  it('accepts every label shape family at the minimum and just inside the maximum', () => {
    for (const shape of [SHAPE.rectangle, SHAPE.oval, SHAPE.star, SHAPE.newShape, SHAPE.lipBalm]) {
      expect(label(0.5, 0.5, shape)).toEqual([])
      expect(label(12, 17, shape)).toEqual([])
      expect(label(8, 23.25, shape)).toEqual([])
    }
    for (const shape of [SHAPE.square, SHAPE.circle]) {
      expect(label(0.5, 0.5, shape)).toEqual([])
      expect(label(12, 12, shape)).toEqual([])
    }
  })

  it('reports width and length below the minimum, per shape family', () => {
    for (const shape of [SHAPE.rectangle, SHAPE.oval, SHAPE.polygon]) {
      expect(messages(label(0.375, 2, shape))).toEqual(['Width must be at least 0.5"'])
      expect(messages(label(2, 0.375, shape))).toEqual(['Length must be at least 0.5"'])
    }
    expect(messages(label(0.375, 0.375, SHAPE.circle))).toEqual([
      'Width must be at least 0.5"',
      'Length must be at least 0.5"',
      'Width + length must be at least 1"',
    ])
  })

  it('reports width and length above the maximum', () => {
    expect(messages(label(12.125, 2))).toEqual(['Width must be at most 12"'])
    expect(messages(label(2, 23.375))).toEqual(['Length must be at most 23.25"'])
    expect(label(12.125, 2)[0]).toEqual({
      category: 'width',
      message: 'Width must be at most 12"',
      blocking: true,
      code: 'size_above_maximum',
      path: ['width'],
    })
    expect(label(2, 23.375)[0]?.category).toBe('length')
  })

  it('caps the label area at 204 square inches (our reading of "combined")', () => {
    expect(label(12, 17)).toEqual([])
    const over = label(12, 17.125)
    expect(messages(over)).toEqual([
      'Label is too large: width x length must be at most 204 square inches',
    ])
    expect(over[0]?.category).toBe('label_size')
    expect(messages(label(8.75, 23.375, SHAPE.oval))).toContain(
      'Label is too large: width x length must be at most 204 square inches',
    )
  })

  it('requires equal sides for circles and squares', () => {
    expect(messages(label(2, 2.5, SHAPE.circle))).toEqual([
      'Width and length must be equal for a circle',
    ])
    expect(messages(label(2, 2.5, SHAPE.square))).toEqual([
      'Width and length must be equal for a square',
    ])
  })

  it('requires the 1/8" grid for labels, suggesting the two nearest sizes', () => {
    const off = label(2.3, 3)
    expect(messages(off)).toEqual(['Width must be in 1/8" increments, e.g. 2.25" or 2.375"'])
    expect(off[0]?.blocking).toBe(true)
    expect(messages(label(2, 3.0625))).toEqual([
      'Length must be in 1/8" increments, e.g. 3" or 3.125"',
    ])
    expect(label(2.125, 3.875)).toEqual([])
  })
})

describe('carton size checker (docs/product.md section 9)', () => {
  const carton = (shape_id: number, width: number, length: number, depth: number) =>
    checkSize(cartonOrder({ shape_id, width, length, depth }))

  it('accepts Auto Lock at its minimums and the largest opening', () => {
    expect(carton(SHAPE.autoLock, 1.5, 1.5, 3)).toEqual([])
    expect(carton(SHAPE.autoLock, 4.5, 4.5, 11.75)).toEqual([])
  })

  it('reports Auto Lock dimensions past each limit', () => {
    expect(messages(carton(SHAPE.autoLock, 1.375, 2, 4))).toEqual(['Width must be at least 1.5"'])
    expect(messages(carton(SHAPE.autoLock, 1.5, 1.375, 4))).toEqual([
      'Length must be at least 1.5"',
      'Width cannot be greater than length',
      'Carton is too small: width + length must be at least 3"',
    ])
    expect(messages(carton(SHAPE.autoLock, 2, 3, 2.875))).toEqual(['Depth must be at least 3"'])
    expect(messages(carton(SHAPE.autoLock, 2, 3, 11.875))).toEqual(['Depth must be at most 11.75"'])
    expect(messages(carton(SHAPE.autoLock, 4.5, 4.625, 5))).toEqual([
      'Carton is too large: width + length must be at most 9"',
    ])
    expect(messages(carton(SHAPE.autoLock, 2, 100.125, 5))).toEqual([
      'Length must be at most 100"',
      'Carton is too large: width + length must be at most 9"',
    ])
  })

  it('accepts Straight Tuck and custom cartons at their limits', () => {
    for (const shape of [SHAPE.straightTuck, SHAPE.customCarton]) {
      expect(carton(shape, 0.375, 1.25, 1.25)).toEqual([])
      expect(carton(shape, 4.875, 5, 11.75)).toEqual([])
    }
  })

  it('reports Straight Tuck and custom cartons past each limit', () => {
    for (const shape of [SHAPE.straightTuck, SHAPE.customCarton]) {
      expect(messages(carton(shape, 0.25, 2, 3))).toEqual(['Width must be at least 0.375"'])
      expect(messages(carton(shape, 0.375, 1.125, 3))).toEqual([
        'Carton is too small: width + length must be at least 1.625"',
      ])
      expect(messages(carton(shape, 1, 2, 1.125))).toEqual(['Depth must be at least 1.25"'])
      expect(messages(carton(shape, 1, 2, 12))).toEqual(['Depth must be at most 11.75"'])
      expect(messages(carton(shape, 4.875, 5.125, 6))).toEqual([
        'Carton is too large: width + length must be at most 9.875"',
      ])
    }
  })

  it('reports a width greater than the length as a carton_size error', () => {
    const issues = carton(SHAPE.straightTuck, 4, 2, 6)
    expect(issues).toEqual([
      {
        category: 'carton_size',
        message: 'Width cannot be greater than length',
        blocking: true,
        code: 'carton_width_over_length',
        path: ['width', 'length'],
      },
    ])
  })

  it('warns without blocking when a carton dimension is off the 1/8" grid', () => {
    const issues = carton(SHAPE.straightTuck, 2, 4.3, 6)
    expect(blockingMessages(issues)).toEqual([])
    expect(issues).toEqual([
      {
        category: 'size',
        subcategory: 'new_size',
        message:
          'New size: length 4.3" is not on the 1/8" grid, so a new die will be made. Nearest sizes: 4.25" or 4.375"',
        blocking: false,
        code: 'new_die_size',
        path: ['length'],
      },
    ])
  })
})

describe('size completeness (docs/product.md section 5)', () => {
  it("asks for 'Select Shape & Size' without a shape of the product", () => {
    expect(checkSize(labelOrder({ shape_id: null }))).toEqual([
      {
        category: 'size',
        message: 'Select Shape & Size',
        blocking: true,
        code: 'shape_missing',
        path: ['shape_id'],
      },
    ])
    expect(messages(checkSize(cartonOrder({ shape_id: SHAPE.rectangle })))).toEqual([
      'Select Shape & Size',
    ])
  })

  it("asks for 'Select Size' while a dimension is missing", () => {
    expect(messages(checkSize(labelOrder({ width: null })))).toEqual(['Select Size'])
    expect(messages(checkSize(labelOrder({ length: 0 })))).toEqual(['Select Size'])
    expect(messages(checkSize(cartonOrder({ depth: null })))).toEqual(['Select Size'])
    expect(checkSize(labelOrder({ width: null }))[0]?.category).toBe('size')
  })

  it("asks for 'Missing a die ID' on custom die orders without a die", () => {
    expect(messages(checkSize(labelOrder({ shape_id: SHAPE.custom, size_id: null })))).toEqual([
      'Missing a die ID',
    ])
    expect(messages(checkSize(labelOrder({ shape_id: SHAPE.previouslyUsed })))).toEqual([
      'Missing a die ID',
    ])
    expect(messages(checkSize(labelOrder({ size_type_id: SIZE_TYPE.die, size_id: null })))).toEqual(
      ['Missing a die ID'],
    )
  })

  it('accepts a custom die or previous custom size once chosen, without custom-size bounds', () => {
    expect(
      checkSize(labelOrder({ shape_id: SHAPE.custom, size_id: 1234, size_type_id: SIZE_TYPE.die })),
    ).toEqual([])
    expect(
      checkSize(labelOrder({ shape_id: SHAPE.previouslyUsed, size_id: 77, width: 30 })),
    ).toEqual([])
  })

  it('has nothing to say about design orders', () => {
    expect(checkSize({ ...labelOrder(), product_type_id: 3, shape_id: null })).toEqual([])
  })
})

describe('size suggestions', () => {
  it('offers the three nearest 1/8" sizes, ascending', () => {
    expect(suggestSizes(2.3)).toEqual([2.125, 2.25, 2.375])
    expect(suggestSizes(2.25)).toEqual([2.125, 2.25, 2.375])
    expect(suggestSizes(0.55, { min: 0.5, max: 12 })).toEqual([0.5, 0.625, 0.75])
    expect(suggestSizes(11.99, { min: 0.5, max: 12 })).toEqual([11.75, 11.875, 12])
  })

  it('checks grids within the match tolerance and prints inches', () => {
    expect(isOnGrid(2.1250004, 0.125)).toBe(true)
    expect(isOnGrid(2.13, 0.125)).toBe(false)
    expect(formatInches(2.375)).toBe('2.375"')
    expect(formatInches(13)).toBe('13"')
  })

  it('checks raw dimensions against any bounds', () => {
    expect(
      checkDimensions({ width: 1, length: 2, depth: 4 }, AUTO_LOCK_SIZE_BOUNDS, SHAPE.autoLock),
    ).toEqual([
      {
        category: 'width',
        message: 'Width must be at least 1.5"',
        blocking: true,
        code: 'size_below_minimum',
        path: ['width'],
      },
    ])
  })
})

describe('suggestHalfInchRounding', () => {
  it('rounds an odd carton size to the nearest half inch to save money', () => {
    expect(
      suggestHalfInchRounding(cartonOrder({ width: 2.125, length: 3.875, depth: 6.3 })),
    ).toEqual({
      width: 2,
      length: 4,
      depth: 6.5,
      message: 'Round to the nearest half inch to save money: 4" x 2" x 6.5"',
    })
  })

  it('suggests nothing on the half-inch grid, for labels, or when rounding breaks a bound', () => {
    expect(suggestHalfInchRounding(cartonOrder({ width: 2.5, length: 4, depth: 6 }))).toBeNull()
    expect(suggestHalfInchRounding(labelOrder({ width: 2.125 }))).toBeNull()
    expect(
      suggestHalfInchRounding(
        cartonOrder({ shape_id: SHAPE.autoLock, width: 4.375, length: 4.875, depth: 5 }),
      ),
    ).toBeNull()
    expect(suggestHalfInchRounding(cartonOrder({ depth: null }))).toBeNull()
  })
})

describe('the 1/8" increments message', () => {
  it('suggests the nearest size within bounds when the neighbours fall outside them', () => {
    const order = labelOrder({ shape_id: SHAPE.rectangle, width: 0.3, length: 2 })
    expect(checkSize(order).map((i) => i.message)).toEqual([
      'Width must be at least 0.5"',
      'Width must be in 1/8" increments, e.g. 0.5"',
    ])
    expect(nearestGridSizes(12.3, { min: 0.5, max: 12 })).toEqual([12])
  })

  it.prop([fc.double({ min: 0.01, max: 100, noNaN: true })])(
    'never ends in "e.g. " for any width',
    (width) => {
      const order = labelOrder({ shape_id: SHAPE.rectangle, width, length: 2 })
      for (const i of checkSize(order)) expect(i.message).not.toMatch(/e\.g\.\s*$/)
      for (const i of checkSize(order).filter((x) => x.message.includes('increments')))
        expect(i.message).toMatch(/e\.g\. \d+(\.\d+)?"( or \d+(\.\d+)?")?$/)
    },
  )
})
