import { describe, expect, it } from 'vitest'
import {
  checkLink,
  planReorganize,
  setIdOf,
  slotsOf,
  swapSequences,
  uploadedDesignQty,
} from './design-sets'

const single = (id: number) => ({ id, linkedDesignId: null, printSequence: null })
const front = (id: number, back: number) => ({ id, linkedDesignId: back, printSequence: 1 })
const back = (id: number, front: number) => ({ id, linkedDesignId: front, printSequence: 2 })

describe('design sets', () => {
  it('names a set by its sequence-1 design and lists its slots', () => {
    expect(setIdOf(back(2, 1))).toBe(1)
    expect(setIdOf(front(1, 2))).toBe(1)
    expect(setIdOf(single(7))).toBe(7)
    expect(slotsOf(back(2, 1))).toEqual({ 1: 1, 2: 2 })
    expect(slotsOf(single(7))).toEqual({ 1: 7 })
  })

  it('links only two different designs with different print sequences', () => {
    expect(checkLink({ id: 1, printSequence: 1 }, { id: 2, printSequence: 2 })).toBeNull()
    expect(checkLink({ id: 1, printSequence: 1 }, { id: 1, printSequence: 2 })?.code).toBe(
      'link_not_a_pair',
    )
    expect(checkLink({ id: 1, printSequence: 2 }, { id: 2, printSequence: 2 })).not.toBeNull()
  })

  it('swaps the sequences of a pair and refuses a single design', () => {
    expect(swapSequences(front(1, 2))).toEqual({ id: 1, partnerId: 2, seq: 2, partnerSeq: 1 })
    expect(swapSequences(single(1))).toBeNull()
  })

  it('moves a design into another set, its occupant taking the old place', () => {
    expect(planReorganize(back(2, 1), 1, single(5), 2)).toEqual({
      _tag: 'Moved',
      unlink: [1, 5, 2],
      sets: [{ 1: 1 }, { 1: 5, 2: 2 }],
    })
    expect(planReorganize(back(2, 1), 1, front(3, 4), 2)).toEqual({
      _tag: 'Moved',
      unlink: [1, 4, 3, 2],
      sets: [
        { 1: 1, 2: 4 },
        { 1: 3, 2: 2 },
      ],
    })
  })

  it('leaves a design already in the slot alone and refuses a wrong source set', () => {
    expect(planReorganize(back(2, 1), 1, front(1, 2), 2)).toEqual({ _tag: 'Unchanged' })
    expect(planReorganize(back(2, 1), 9, single(5), 1)).toMatchObject({
      _tag: 'NotInSourceSet',
      message: 'The design is not in the source set.',
    })
  })

  it('gives uploaded designs the path quantity, else a valid field quantity, else the order one', () => {
    expect(uploadedDesignQty({ design_qty: 40 }, 25, '99')).toBe(25)
    expect(uploadedDesignQty({ design_qty: 40 }, undefined, '99')).toBe(99)
    expect(uploadedDesignQty({ design_qty: 40 }, undefined, '1.5')).toBe(40)
    expect(uploadedDesignQty({ design_qty: 40 }, undefined, '20000000')).toBe(40)
    expect(uploadedDesignQty({ design_qty: null }, undefined, undefined)).toBe(0)
  })
})
