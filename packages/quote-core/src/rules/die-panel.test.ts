import { describe, expect, it } from 'vitest'
import { seedDies } from '../catalog/dies'
import { SHAPE, SIZE_TYPE } from '../catalog/ids'
import { emptyEnv } from './quote-env'
import { cartonOrder, labelOrder } from '../testing/rule-fixtures'
import { outOfStockMessage, searchDieById, selectDiePanel, sizesListMessage } from './die-panel'

const env = { dies: seedDies, account: null }

describe('selectDiePanel', () => {
  it('shows the joined size messages for an invalid size', () => {
    expect(selectDiePanel(labelOrder({ width: 0.25, length: 30 }), env)).toEqual({
      kind: 'invalid',
      message: 'Width must be at least 0.5"; Length must be at most 23.25"',
    })
    expect(selectDiePanel(cartonOrder({ width: 4, length: 2 }), env)).toEqual({
      kind: 'invalid',
      message: 'Width cannot be greater than length',
    })
  })

  it('shows the size-completeness message while no size is chosen', () => {
    expect(selectDiePanel(labelOrder({ width: null }), env)).toEqual({
      kind: 'invalid',
      message: 'Select Size',
    })
  })

  it('shows an existing in-stock die matching the size', () => {
    const twoByThree = seedDies.find(
      (d) =>
        d.shape_id === SHAPE.rectangle && d.width === 2 && d.length === 3 && !d.is_square_corners,
    )
    expect(twoByThree?.id).toBe(1077)
    expect(selectDiePanel(labelOrder({ width: 2, length: 3 }), env)).toEqual({
      kind: 'existing',
      dieId: 1077,
    })
  })

  it('shows an out-of-stock die with the new-die lead time', () => {
    expect(selectDiePanel(labelOrder({ width: 0.75, length: 2 }), env)).toEqual({
      kind: 'out_of_stock',
      dieId: 1003,
      message: 'This die is currently out of stock. Leadtimes start at 3 days for new dies.',
    })
    expect(
      selectDiePanel(cartonOrder({ shape_id: SHAPE.autoLock, width: 2, length: 4, depth: 6 }), env),
    ).toEqual({
      kind: 'out_of_stock',
      dieId: 1258,
      message: outOfStockMessage(5),
    })
    expect(selectDiePanel(labelOrder({ width: 0.75, length: 2 }), env, 7)).toMatchObject({
      message: 'This die is currently out of stock. Leadtimes start at 7 days for new dies.',
    })
  })

  it('shows the die chosen by id', () => {
    expect(
      selectDiePanel(labelOrder({ size_id: 1190, size_type_id: SIZE_TYPE.die }), env),
    ).toMatchObject({
      kind: 'out_of_stock',
      dieId: 1190,
    })
  })

  it('shows a New Size for a standard shape and a Custom Size with a one-time fee for custom shapes', () => {
    expect(selectDiePanel(labelOrder({ width: 2.125, length: 3 }), env)).toEqual({ kind: 'new' })
    expect(
      selectDiePanel(labelOrder({ shape_id: SHAPE.newShape, width: 2, length: 3 }), env),
    ).toEqual({
      kind: 'custom',
      oneTimeFee: true,
    })
    expect(selectDiePanel(cartonOrder({ shape_id: SHAPE.customCarton }), emptyEnv)).toEqual({
      kind: 'custom',
      oneTimeFee: true,
    })
  })
})

describe('searchDieById', () => {
  it('finds a die by its id, with or without #', () => {
    expect(searchDieById(seedDies, '1077')).toMatchObject({ found: true, die: { id: 1077 } })
    expect(searchDieById(seedDies, ' #1077 ')).toMatchObject({ found: true, die: { id: 1077 } })
  })

  it("answers 'No sizes found with that ID' for an unknown or non-numeric id", () => {
    expect(searchDieById(seedDies, '99')).toEqual({
      found: false,
      message: 'No sizes found with that ID',
    })
    expect(searchDieById(seedDies, 'abc')).toEqual({
      found: false,
      message: 'No sizes found with that ID',
    })
  })

  it("answers 'No sizes were found.' for an empty library", () => {
    expect(searchDieById([], '1077')).toEqual({ found: false, message: 'No sizes were found.' })
    expect(sizesListMessage([])).toBe('No sizes were found.')
    expect(sizesListMessage(seedDies)).toBeNull()
  })
})
