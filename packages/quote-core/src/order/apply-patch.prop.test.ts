import { Arbitrary, FastCheck as efc, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Order, OrderPatch } from '../schema/order'
import { applyPatch } from './apply-patch'
import { newOrder } from './new-order'
import { orderReducer } from './reducer'
import { envArb, orderActionsArb } from './testing/order-arbitraries'
import { orderPatchArb } from './testing/order-patch-arbitrary'
import { orderContradictions } from './testing/order-contradictions'
import { testEnv } from './testing/order-fixtures'

const decode = Schema.decodeUnknownSync(Order)
const productArb = fc.constantFrom(1 as const, 2 as const, 3 as const)

describe('applyPatch properties', () => {
  it('never throws, and yields a decodable order with no contradiction, for catalogue patches', () => {
    fc.assert(
      fc.property(productArb, envArb, orderActionsArb, orderPatchArb, (p, env, actions, patch) => {
        const start = actions.reduce((s, a) => orderReducer(s, a, env), newOrder(p, env))
        const next = applyPatch(start, patch, env)
        expect(orderContradictions(next)).toEqual([])
        expect(decode(next)).toEqual(next)
      }),
      { numRuns: 300 },
    )
  })

  it('never throws on any schema-decoded patch', () => {
    efc.assert(
      efc.property(
        efc.constantFrom(1 as const, 2 as const, 3 as const),
        Arbitrary.make(OrderPatch),
        (p, patch) => {
          const next = applyPatch(newOrder(p, testEnv), patch, testEnv)
          expect(orderContradictions(next)).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })

  it('echoing the resulting order back as a patch changes nothing', () => {
    fc.assert(
      fc.property(productArb, envArb, orderPatchArb, (p, env, patch) => {
        const once = applyPatch(newOrder(p, env), patch, env)
        expect(applyPatch(once, once, env)).toBe(once)
      }),
      { numRuns: 300 },
    )
  })
})
