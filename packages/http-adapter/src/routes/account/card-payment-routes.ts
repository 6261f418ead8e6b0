import { cardCheckoutOf, PlacedOrderNumber } from '@diecut/quote-core'
import { Schema } from 'effect'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, orNotFound } from '../../http/failure'

const decodeNumber = decodeRequest(Schema.Struct({ number: PlacedOrderNumber }))

/**
 * The order's page on the storefront, where the customer comes back after paying: on the
 * configured site address (SITE_URL), never one taken from the request's Host or
 * X-Forwarded-Host headers.
 */
const orderPageUrl = (siteUrl: string, number: string): string =>
  new URL(`/account/orders/${encodeURIComponent(number)}`, siteUrl).href

/** Paying a placed order by card: the provider's page for what is owed on the stored order. */
export const cardPaymentRoutes: RouteModule = (deps) => async (app) => {
  app.post('/account/orders/placed/:number/payment', async (req) => {
    const { number } = decodeNumber(req.params)
    const placed = orNotFound(await deps.repos.placedOrders.findOwned(number, userOf(req).id))
    const checkout = cardCheckoutOf(placed)
    if (checkout._tag !== 'CardCheckout')
      return fail({ _tag: 'PlacedOrderRejected', code: checkout.reason, message: checkout.message })
    if (deps.payments === undefined || deps.payments === null)
      return fail({ _tag: 'PaymentUnavailable' })
    try {
      return {
        url: await deps.payments.createPayment(checkout, orderPageUrl(deps.mail.siteUrl, number)),
      }
    } catch (err) {
      req.log.error({ err }, 'card payment could not be started')
      return fail({
        _tag: 'UpstreamFailed',
        message: 'Card payment could not be started. Please try again in a moment.',
      })
    }
  })
}
