import { it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { Order } from './order'
import { schemaArbitrary } from '../testing/schema-arbitrary'
import { copyOrder } from './copy-order'

describe('copyOrder', () => {
  it.prop([schemaArbitrary(Order)], { numRuns: 50 })(
    'copies every field of any order, into a new object with the fields in one order',
    (order) => {
      const copy = copyOrder(order)
      expect(copy).toEqual(order)
      expect(copy).not.toBe(order)
      expect(Object.keys(copy)).toEqual(Object.keys(copyOrder({ ...order })))
    },
  )
})
