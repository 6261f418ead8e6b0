import { it } from '@fast-check/vitest'
import { Schema } from 'effect'
import { describe, expect } from 'vitest'
import { seedDies } from '../catalog/dies'
import { Order } from '../schema/order'
import { schemaArbitrary } from '../testing/schema-arbitrary'
import { deriveOrder } from './derive'
import { settleOrder } from './settle'
import { orderContradictions } from '../testing/order-contradictions'
import { sanitizeOrder } from './transitions/sanitize'

const orderArb = schemaArbitrary(Order)
const decode = Schema.decodeUnknownSync(Order)
const encode = Schema.encodeSync(Order)
const env = { dies: seedDies, account: null }

describe('deriveOrder and the settle step on arbitrary orders', () => {
  it.prop([orderArb], { numRuns: 300 })(
    'deriveOrder is idempotent and returns the same object the second time',
    (order) => {
      const once = deriveOrder(order)
      expect(deriveOrder(once)).toBe(once)
    },
  )

  it.prop([orderArb], { numRuns: 300 })(
    'derived orders round-trip through encode and decode',
    (order) => {
      const derived = deriveOrder(order)
      expect(decode(encode(derived))).toEqual(derived)
    },
  )

  it.prop([orderArb], { numRuns: 500 })(
    'settling any schema-valid order leaves no contradiction and is idempotent',
    (order) => {
      const settled = settleOrder(order, env)
      expect(orderContradictions(settled)).toEqual([])
      expect(sanitizeOrder(settled)).toBe(settled)
      expect(settleOrder(settled, env)).toEqual(settled)
      expect(decode(encode(settled))).toEqual(settled)
    },
  )
})
