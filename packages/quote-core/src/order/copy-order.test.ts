import { Arbitrary, FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { Order } from '../schema/order'
import { copyOrder } from './copy-order'

describe('copyOrder', () => {
  it('copies every field of any order, into a new object with the fields in one order', () => {
    fc.assert(
      fc.property(Arbitrary.make(Order), (order) => {
        const copy = copyOrder(order)
        expect(copy).toEqual(order)
        expect(copy).not.toBe(order)
        expect(Object.keys(copy)).toEqual(Object.keys(copyOrder({ ...order })))
      }),
      { numRuns: 50 },
    )
  })
})
