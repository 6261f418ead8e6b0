import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { ORDER_STATUS } from '../catalog/ids'
import { evaluateOrder } from '../quote/evaluate-order'
import { OrderPatch } from '../schema/order'
import { initialOrder } from '../schema/initial-order'
import { schemaArbitrary } from '../testing/schema-arbitrary'
import { applyPatch } from './apply-patch'
import { addToCart, saveToAccount } from '../quote/cart-moves'
import { orderChangeRefusal } from './change-refusal'
import { orderReducer } from './reducer'
import { envArb, orderActionsArb } from '../testing/order-arbitraries'
import { orderPatchArb } from '../testing/order-patch-arbitrary'

const productArb = fc.constantFrom(1 as const, 2 as const, 3 as const)
const NOW = '2026-03-02T15:00:00.000Z'

/** A quote built by a run of customer events, then placed at checkout. */
const placedArb = fc.tuple(productArb, envArb, orderActionsArb).map(([product, env, actions]) => {
  const built = actions.reduce((s, a) => orderReducer(s, a, env), initialOrder(product))
  const quoted = evaluateOrder({ ...built, id: 7 }, { env, now: NOW }).order
  return { env, placed: { ...quoted, status_id: ORDER_STATUS.placed } }
})

describe('a placed order does not change', () => {
  it.prop([placedArb, orderActionsArb], { numRuns: 200 })(
    'every event leaves it as it was (the same object)',
    ({ env, placed }, actions) => {
      for (const action of actions) expect(orderReducer(placed, action, env)).toBe(placed)
    },
  )

  it.prop([placedArb, fc.oneof(orderPatchArb, schemaArbitrary(OrderPatch))], { numRuns: 200 })(
    'every patch leaves it as it was',
    ({ env, placed }, patch) => {
      expect(applyPatch(placed, patch, env)).toBe(placed)
    },
  )

  it.prop([placedArb], { numRuns: 100 })(
    'is refused, with the one refusal, by the cart and the account moves',
    ({ env, placed }) => {
      const ctx = { env, now: NOW }
      expect(orderChangeRefusal(placed)).toEqual({ _tag: 'OrderPlaced' })
      expect(addToCart(placed, ctx, 0)).toEqual({ _tag: 'OrderPlaced' })
      expect(saveToAccount(placed, 'Mine', ctx)).toEqual({ _tag: 'OrderPlaced' })
    },
  )

  it.prop([productArb, fc.constantFrom(null, ORDER_STATUS.inCart, ORDER_STATUS.saved)])(
    'while a quote in the cart, saved or open may change',
    (product, status) => {
      expect(orderChangeRefusal({ ...initialOrder(product), status_id: status })).toBeNull()
    },
  )
})
