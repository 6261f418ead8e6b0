import { describe, expect, it } from 'vitest'
import { ROLL_DIRECTION } from '../catalog/ids'
import { unwindChart, unwindOf, unwindViewOf } from './roll-unwind'

describe('the eight-position unwind chart', () => {
  it('turns the artwork so its leading edge leaves the roll first, wound out 1-4 and in 5-8', () => {
    expect(
      unwindChart.map((u) => [u.position, u.leadingEdge, u.woundIn, u.rotationDeg, u.turned]),
    ).toEqual([
      [1, 'top', false, 90, false],
      [2, 'bottom', false, 270, false],
      [3, 'right', false, 0, true],
      [4, 'left', false, 180, true],
      [5, 'top', true, 90, false],
      [6, 'bottom', true, 270, false],
      [7, 'right', true, 0, true],
      [8, 'left', true, 180, true],
    ])
    expect(unwindOf(9)).toBeUndefined()
    expect(unwindOf(null)).toBeUndefined()
  })

  it('says when a size runs turned, and whether the unwind is locked', () => {
    const turned = unwindViewOf({
      roll_direction_id: ROLL_DIRECTION.rightWoundIn,
      width: 3,
      length: 2,
      is_roll_direction_locked: true,
    })
    expect(turned?.rotatedNote).toBe(
      'Right Edge Leading, Wound In turns your artwork a quarter turn on the roll: upright it reads 2" wide × 3" tall, on a 3" × 2" label (3" across the web).',
    )
    expect(turned?.lockNote).toBe('Unwind locked: position #7, Right Edge Leading, Wound In.')
    const upright = unwindViewOf({
      roll_direction_id: ROLL_DIRECTION.top,
      width: 3,
      length: 2,
      is_roll_direction_locked: false,
    })
    expect(upright?.rotatedNote).toBeNull()
    expect(upright?.lockNote).toBe(
      'Not locked yet: check position #1 against your applicator, then lock it.',
    )
    expect(
      unwindViewOf({
        roll_direction_id: ROLL_DIRECTION.left,
        width: 2,
        length: 2,
        is_roll_direction_locked: false,
      })?.rotatedNote,
    ).toBeNull()
  })
})
