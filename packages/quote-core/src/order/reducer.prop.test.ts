import { it } from '@fast-check/vitest'
import { Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { Order } from '../schema/order'
import { initialOrder } from '../schema/initial-order'
import { orderReducer } from './reducer'
import { settleOrder } from './settle'
import { envArb, orderActionArb, orderActionsArb } from '../testing/order-arbitraries'
import { orderContradictions } from '../testing/order-contradictions'
import { deriveOrder } from './derive'
import { sanitizeOrder } from './transitions/sanitize'

const deepFreeze = <T>(x: T): T => {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x)
    for (const v of Object.values(x)) deepFreeze(v)
  }
  return x
}

const startArb = fc.constantFrom(1 as const, 2 as const, 3 as const).map((p) => initialOrder(p))
const decode = Schema.decodeUnknownSync(Order)
const encode = Schema.encodeSync(Order)

describe('orderReducer properties', () => {
  it.prop([startArb, envArb, orderActionsArb], { numRuns: 400 })(
    'never reaches a state an availability predicate calls contradictory',
    (start, env, actions) => {
      let state = settleOrder(start, env)
      expect(orderContradictions(state)).toEqual([])
      for (const action of actions) {
        state = orderReducer(state, action, env)
        expect({ action, problems: orderContradictions(state) }).toEqual({
          action,
          problems: [],
        })
      }
    },
  )

  // A Schema round trip per run is slow: 500 runs, more than the contradiction property above
  // draws from the same arbitraries (3,000 took minutes on a busy machine).
  it.prop([startArb, envArb, orderActionsArb], { numRuns: 500 })(
    'every state reached decodes with the Order schema and survives encode/decode',
    (start, env, actions) => {
      const state = actions.reduce((s, a) => orderReducer(s, a, env), settleOrder(start, env))
      expect(decode(encode(state))).toEqual(state)
    },
  )

  it.prop([startArb, envArb, orderActionsArb, orderActionArb], { numRuns: 200 })(
    'is pure: a deep-frozen input is never mutated and the same input gives the same output',
    (start, env, actions, last) => {
      const state = actions.reduce((s, a) => orderReducer(s, a, env), settleOrder(start, env))
      const snapshot = structuredClone(state)
      deepFreeze(state)
      const a = orderReducer(state, last, env)
      const b = orderReducer(state, last, env)
      expect(state).toEqual(snapshot)
      expect(a).toEqual(b)
    },
  )

  const flips = ['order/stylePickToggled', 'order/paletteToggled']
  const once = orderActionArb.filter((a) => !flips.includes(a.type))

  it.prop([startArb, envArb, orderActionsArb, once], { numRuns: 400 })(
    'is idempotent: every event but the pick toggles applied twice equals applied once',
    (start, env, actions, last) => {
      const state = actions.reduce((s, a) => orderReducer(s, a, env), settleOrder(start, env))
      const first = orderReducer(state, last, env)
      expect(orderReducer(first, last, env)).toBe(first)
    },
  )

  it.prop([startArb, envArb, orderActionsArb], { numRuns: 1000 })(
    'settled states are fixpoints of sanitize and derive',
    (start, env, actions) => {
      const state = actions.reduce((s, a) => orderReducer(s, a, env), settleOrder(start, env))
      expect(sanitizeOrder(state)).toBe(state)
      expect(deriveOrder(state)).toBe(state)
      expect(settleOrder(state, env)).toEqual(state)
    },
  )
})
