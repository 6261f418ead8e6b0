/**
 * @diecut/quote-core/testing: fixtures and Schema-derived arbitraries for the tests of the
 * packages built on the core (adapters, hooks, storefront).
 */
import { Arbitrary } from 'effect'
import { Order, OrderPatch } from '../schema/order'

export { guestEnv, fixedNow, labelQuotePatch, cartonQuotePatch, buildOrder } from './fixtures'
export { placedOrderFixture } from './test-cart'
export { FastCheck } from 'effect'

/** Any order the Schema accepts, contradictory or not: for "never throws" properties. */
export const orderArbitrary = Arbitrary.make(Order)

/** Any patch the API would accept after decoding. */
export const orderPatchArbitrary = Arbitrary.make(OrderPatch)
