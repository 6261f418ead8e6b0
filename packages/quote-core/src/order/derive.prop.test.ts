import { Arbitrary, FastCheck as fc, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { seedDies } from '../catalog/dies'
import { Order } from '../schema/order'
import { deriveOrder } from './derive'
import { settleOrder } from './settle'
import { orderContradictions } from './testing/order-contradictions'
import { sanitizeOrder } from './transitions/sanitize'

const orderArb = Arbitrary.make(Order)
const decode = Schema.decodeUnknownSync(Order)
const encode = Schema.encodeSync(Order)
const env = { dies: seedDies, account: null }

describe('deriveOrder and the settle step on arbitrary orders', () => {
  it('deriveOrder is idempotent and returns the same object the second time', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const once = deriveOrder(order)
        expect(deriveOrder(once)).toBe(once)
      }),
      { numRuns: 300 },
    )
  })

  it('derived orders round-trip through encode and decode', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const derived = deriveOrder(order)
        expect(decode(encode(derived))).toEqual(derived)
      }),
      { numRuns: 300 },
    )
  })

  it('settling any schema-valid order leaves no contradiction and is idempotent', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const settled = settleOrder(order, env)
        expect(orderContradictions(settled)).toEqual([])
        expect(sanitizeOrder(settled)).toBe(settled)
        expect(settleOrder(settled, env)).toEqual(settled)
        expect(decode(encode(settled))).toEqual(settled)
      }),
      { numRuns: 500 },
    )
  })
})
