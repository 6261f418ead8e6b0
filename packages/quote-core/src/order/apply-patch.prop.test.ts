import { it } from '@fast-check/vitest'
import { Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { Order, OrderPatch } from '../schema/order'
import { schemaArbitrary } from '../testing/schema-arbitrary'
import { applyPatch } from './apply-patch'
import { newOrder } from './new-order'
import { orderReducer } from './reducer'
import { envArb, orderActionsArb } from '../testing/order-arbitraries'
import { orderPatchArb } from '../testing/order-patch-arbitrary'
import { orderContradictions } from '../testing/order-contradictions'
import { testEnv } from '../testing/order-fixtures'

const decode = Schema.decodeUnknownSync(Order)
const productArb = fc.constantFrom(1 as const, 2 as const, 3 as const)

describe('applyPatch properties', () => {
  it.prop([productArb, envArb, orderActionsArb, orderPatchArb], { numRuns: 300 })(
    'never throws, and yields a decodable order with no contradiction, for catalogue patches',
    (p, env, actions, patch) => {
      const start = actions.reduce((s, a) => orderReducer(s, a, env), newOrder(p, env))
      const next = applyPatch(start, patch, env)
      expect(orderContradictions(next)).toEqual([])
      expect(decode(next)).toEqual(next)
    },
  )

  it.prop([productArb, schemaArbitrary(OrderPatch)], { numRuns: 300 })(
    'never throws on any schema-decoded patch',
    (p, patch) => {
      const next = applyPatch(newOrder(p, testEnv), patch, testEnv)
      expect(orderContradictions(next)).toEqual([])
    },
  )

  it.prop([productArb, envArb, orderPatchArb], { numRuns: 300 })(
    'echoing the resulting order back as a patch changes nothing',
    (p, env, patch) => {
      const once = applyPatch(newOrder(p, env), patch, env)
      expect(applyPatch(once, once, env)).toBe(once)
    },
  )
})
