import {
  CartRatesRequest,
  CheckoutRequest,
  cartShippingRates,
  IdempotencyKey,
  taxRatesAt,
  type PlacedOrder,
  type PlacedOrderAnswer,
} from '@diecut/quote-core'
import { userOf } from '../../auth/sessions'
import { isUniqueViolation } from '../../db/unique-violation'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail } from '../../http/failure'
import { refuse } from '../../http/refusal-failure'
import { orEmpty } from '../../http/request-schemas'
import { answerPlaced } from '../../orders/answer-placed'
import { placeCheckout, replayedCheckout } from '../../orders/checkout-workflow'
import { quoteEnvFor } from '../../orders/quote-env'

const decodeRates = decodeRequest(CartRatesRequest)
const decodeCheckout = decodeRequest(CheckoutRequest)
const decodeKey = decodeRequest(IdempotencyKey, 'Idempotency-Key')

/** Shipping for the whole cart and placing it (packages/http-adapter/API.md#checkout-and-placed-orders). */
export const checkoutRoutes: RouteModule = (deps) => async (app) => {
  const withConfirmation = (placed: PlacedOrder): Promise<PlacedOrderAnswer> =>
    answerPlaced(deps.repos, placed)

  app.post('/carts/rates', async (req) => {
    const { address } = decodeRates(orEmpty(req.body))
    const user = userOf(req)
    const orders = await deps.repos.orders.cartOrders(user.id)
    const env = await quoteEnvFor(deps.repos, user)
    const result = cartShippingRates(orders, address, { env, now: deps.clock().toISOString() })
    if (result._tag !== 'CartRates') return refuse(result)
    // The tax that applies at the address, so the checkout's total is what checkout charges.
    return {
      rates: result.rates,
      freightRequired: result.freightRequired,
      tax: {
        rates: taxRatesAt(address, deps.taxRates),
        certificate: await deps.repos.users.taxCertificate(user.id),
      },
    }
  })

  app.post('/carts/checkout', async (req, reply) => {
    const key = decodeKey(req.headers['idempotency-key'])
    const request = decodeCheckout(orEmpty(req.body))
    const user = userOf(req)
    try {
      const { placed, created } = await placeCheckout(
        deps.repos,
        user,
        key,
        request,
        deps.clock(),
        deps.mail,
        deps.taxRates,
      )
      return reply.code(created ? 201 : 200).send({ placed_order: await withConfirmation(placed) })
    } catch (e) {
      // A concurrent request with the same key committed (or is committing) first.
      if (!isUniqueViolation(e)) throw e
      const existing = await replayedCheckout(deps.repos, user, key, request)
      if (existing === null) return fail({ _tag: 'CheckoutInProgress' })
      return reply.code(200).send({ placed_order: await withConfirmation(existing) })
    }
  })
}
