import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { PRODUCT_TYPE } from '../catalog/ids'
import { applyPatch } from '../order/apply-patch'
import { newOrder } from '../order/new-order'
import type { QuoteEnv } from '../rules/quote-env'
import { orderReducer } from '../order/reducer'
import { settleOrder } from '../order/settle'
import { envArb, orderActionsArb } from '../testing/order-arbitraries'
import { orderPatchArb } from '../testing/order-patch-arbitrary'
import { issueClassOf } from '../rules/issue'
import type { Order } from '../schema/order'
import { fixedNow } from '../testing/fixtures'
import { evaluateOrder } from './evaluate-order'
import { pricingInputOf } from './order-job'
import { priceBreaksForOrder } from './order-price-breaks'

const productArb = fc.constantFrom(1 as const, 2 as const, 3 as const)

/** Orders reached by the quoter's events, and orders sent whole as API patches. */
const orderArb: fc.Arbitrary<{ readonly order: Order; readonly env: QuoteEnv }> = fc.oneof(
  fc.tuple(productArb, envArb, orderActionsArb).map(([p, env, actions]) => ({
    order: actions.reduce((s, a) => orderReducer(s, a, env), settleOrder(newOrder(p), env)),
    env,
  })),
  fc
    .tuple(productArb, envArb, orderPatchArb)
    .map(([p, env, patch]) => ({ order: applyPatch(newOrder(p, env), patch, env), env })),
)

// Everything the price needs is there: a design type for a design service, a material,
// laminate, shape, size and quantity for labels and cartons.
const pricingInputReady = (order: Order, env: QuoteEnv): boolean =>
  order.product_type_id === PRODUCT_TYPE.design
    ? (order.graphic_design_order_details?.design_type_id ?? null) !== null
    : pricingInputOf(order, env)._tag === 'Ready'

describe('a quote that cannot be made as asked has no price', () => {
  it.prop([orderArb], { numRuns: 300 })(
    'an unpriceable issue withholds every price and date; not-ready issues keep the price',
    ({ order, env }) => {
      const ctx = { env, now: fixedNow }
      const { order: evaluated, errors, quote } = evaluateOrder(order, ctx)
      const blocking = errors.filter((e) => e.blocking)
      const breaks = priceBreaksForOrder(evaluated, ctx)
      if (blocking.some((e) => issueClassOf(e) === 'unpriceable')) {
        expect({ codes: blocking.map((e) => e.code), quote, breaks }).toEqual({
          codes: blocking.map((e) => e.code),
          quote: null,
          breaks: [],
        })
        expect(evaluated).toMatchObject({
          quoted_total: null,
          quoted_price_per_label: null,
          quoted_die_charge: null,
          price_breakdown: [],
          delay_total: null,
          ship_due_date: null,
          ship_due_formatted: null,
        })
      } else if (pricingInputReady(evaluated, env)) {
        expect({ codes: blocking.map((e) => e.code), total: evaluated.quoted_total }).toEqual({
          codes: blocking.map((e) => e.code),
          total: expect.any(Number),
        })
        expect(evaluated.quoted_price_per_label).not.toBeNull()
        expect(evaluated.ship_due_date).not.toBeNull()
      }
    },
  )
})
