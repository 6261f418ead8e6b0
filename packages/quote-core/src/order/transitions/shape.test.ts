import { describe, expect, it } from 'vitest'
import { SHAPE, SIZE_TYPE } from '../../catalog/ids'
import { LABEL_LAMINATE } from '../../catalog/laminates'
import { LABEL_SUBSTRATE } from '../../catalog/substrates'
import { checkSize } from '../../rules/size-completeness'
import {
  cornersChanged,
  laminateSelected,
  materialSelected,
  previousCustomSizeSelected,
  shapeCategorySelected,
  shapeSelected,
  sizeChanged,
} from '../actions'
import { selectShapeCategory, selectSteps } from '../selectors'
import { carton, label, run, testEnv } from '../../testing/order-fixtures'

const category = shapeCategorySelected
const paper = materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper })

describe('order/shapeCategorySelected', () => {
  it("sets the category's first shape and clears the size", () => {
    const sized = label(
      paper,
      category({ category: 'square_rectangle' }),
      sizeChanged({ width: 2, length: 3 }),
    )
    expect(sized.size_id).not.toBeNull()
    expect(run(sized, [category({ category: 'circle_oval' })])).toMatchObject({
      shape_id: SHAPE.circle,
      size_id: null,
      size_type_id: null,
      size_s3key: null,
    })
    expect(carton(category({ category: 'straight_tuck' })).shape_id).toBe(SHAPE.straightTuck)
  })

  it('puts Custom on the custom die and Previously Used on its tab, so the size step opens', () => {
    for (const [c, shapeId] of [
      ['custom', SHAPE.custom],
      ['previously_used', SHAPE.previouslyUsed],
    ] as const) {
      const order = label(
        paper,
        laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
        category({ category: 'square_rectangle' }),
        category({ category: c }),
      )
      expect(order.shape_id).toBe(shapeId)
      expect(selectShapeCategory(order)).toBe(c)
      expect(selectSteps(order, testEnv).size).toBe(true)
      // Custom die orders need a die id or a previous custom size (docs/product.md section 5).
      expect(checkSize(order)).toEqual([expect.objectContaining({ message: 'Missing a die ID' })])
    }
  })

  it('takes a previously used custom size from the Previously Used tab', () => {
    const custom = testEnv.dies.find(
      (d) => d.product_type_id === 1 && d.shape_id === SHAPE.rectangle,
    )
    if (custom === undefined) throw new Error('no label die in the test dies')
    const tab = label(paper, category({ category: 'previously_used' }))
    const chosen = run(tab, [previousCustomSizeSelected({ dieId: custom.id })])
    expect(chosen).toMatchObject({ size_id: custom.id, size_type_id: SIZE_TYPE.die })
    expect(checkSize(chosen)).toEqual([])
  })

  it('rejects the current category and categories of the other product', () => {
    const rect = label(category({ category: 'square_rectangle' }))
    expect(run(rect, [category({ category: 'square_rectangle' })])).toBe(rect)
    expect(run(rect, [category({ category: 'auto_lock' })])).toBe(rect)
  })
})

describe('order/sizeChanged in a shape category', () => {
  it('Circle/Oval is a circle when width equals length, else an oval', () => {
    const round = label(category({ category: 'circle_oval' }))
    expect(run(round, [sizeChanged({ width: 2, length: 2 })]).shape_id).toBe(SHAPE.circle)
    expect(run(round, [sizeChanged({ width: 2, length: 3 })]).shape_id).toBe(SHAPE.oval)
  })

  it('Square/Rectangle sizes are rectangles, matching a square die of the same cut', () => {
    const rect = label(category({ category: 'square_rectangle' }))
    expect(run(rect, [sizeChanged({ width: 2, length: 3 })]).shape_id).toBe(SHAPE.rectangle)
    expect(run(rect, [sizeChanged({ width: 2, length: 2 })])).toMatchObject({
      shape_id: SHAPE.square,
      size_type_id: SIZE_TYPE.die,
    })
  })
})

describe('order/shapeSelected', () => {
  it('sets a custom shape and makes equal-sided shapes square', () => {
    expect(label(shapeSelected({ shapeId: SHAPE.star })).shape_id).toBe(SHAPE.star)
    expect(
      label(sizeChanged({ width: 2, length: 3 }), shapeSelected({ shapeId: SHAPE.circle })),
    ).toMatchObject({
      width: 2,
      length: 2,
    })
  })

  it('rejects shapes of the other product, the picker tab and unknown ids', () => {
    const start = label()
    for (const shapeId of [SHAPE.autoLock, SHAPE.previouslyUsed, 999])
      expect(run(start, [shapeSelected({ shapeId })])).toBe(start)
  })
})

describe('order/cornersChanged', () => {
  it('toggles square corners, puts the longer side in the length and re-matches the die', () => {
    const rect = label(
      category({ category: 'square_rectangle' }),
      sizeChanged({ width: 3, length: 1 }),
    )
    expect(rect.size_type_id).toBe(SIZE_TYPE.custom)
    const square = run(rect, [cornersChanged({ isSquareCorners: true })])
    expect(square).toMatchObject({
      is_square_corners: true,
      width: 1,
      length: 3,
      size_type_id: SIZE_TYPE.die,
    })
    expect(square.size_description).toBe('1" x 3" Rectangle, Square Corners')
  })

  it('is rejected for shapes without corners', () => {
    const circle = label(category({ category: 'circle_oval' }))
    expect(run(circle, [cornersChanged({ isSquareCorners: true })])).toBe(circle)
  })
})
