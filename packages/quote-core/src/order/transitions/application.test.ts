import { describe, expect, it } from 'vitest'
import { FORM_FACTOR, ROLL_DIRECTION, SIZE_TYPE } from '../../catalog/ids'
import {
  formFactorSelected,
  rollDirectionSelected,
  shapeCategorySelected,
  sizeChanged,
} from '../actions'
import { carton, label, run } from '../../testing/order-fixtures'

describe('order/formFactorSelected', () => {
  it('Machine Applied defaults the roll direction to Top Edge Leading', () => {
    expect(
      label(formFactorSelected({ formFactorId: FORM_FACTOR.machineApplied })).roll_direction_id,
    ).toBe(ROLL_DIRECTION.top)
    const left = label(
      rollDirectionSelected({ rollDirectionId: ROLL_DIRECTION.left }),
      formFactorSelected({ formFactorId: FORM_FACTOR.machineApplied }),
    )
    expect(left.roll_direction_id).toBe(ROLL_DIRECTION.left)
  })

  it('Hand Applied puts the longer side in the length and re-matches the die', () => {
    const wide = label(
      shapeCategorySelected({ category: 'square_rectangle' }),
      sizeChanged({ width: 3, length: 2 }),
    )
    expect(wide.size_type_id).toBe(SIZE_TYPE.custom)
    expect(
      run(wide, [formFactorSelected({ formFactorId: FORM_FACTOR.handApplied })]),
    ).toMatchObject({
      width: 2,
      length: 3,
      size_type_id: SIZE_TYPE.die,
    })
  })

  it('is rejected for cartons and unknown ids', () => {
    const box = carton()
    expect(run(box, [formFactorSelected({ formFactorId: FORM_FACTOR.machineApplied })])).toBe(box)
    const start = label()
    expect(run(start, [formFactorSelected({ formFactorId: 7 })])).toBe(start)
  })
})

describe('order/rollDirectionSelected', () => {
  it('sets a known direction and rejects others', () => {
    const start = label()
    expect(
      run(start, [rollDirectionSelected({ rollDirectionId: ROLL_DIRECTION.right })])
        .roll_direction_id,
    ).toBe(ROLL_DIRECTION.right)
    expect(run(start, [rollDirectionSelected({ rollDirectionId: 9 })])).toBe(start)
  })
})
