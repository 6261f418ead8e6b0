import { ShippingAddress, shippingRatesForOrder } from '@diecut/quote-core'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { refuse } from '../../http/refusal-failure'
import { OrderIdPath, orEmpty } from '../../http/request-schemas'
import { readOwnedOrder } from '../../orders/owned-order'

const decodePath = decodeRequest(OrderIdPath)
const decodeAddress = decodeRequest(ShippingAddress)

/** Shipping estimates for an order (quote-core's rate model). */
export const shippingRoutes: RouteModule = (deps) => async (app) => {
  app.post('/account/shipments/get-rates-by-order/:orderId', async (req) => {
    const { orderId } = decodePath(req.params)
    const address = decodeAddress(orEmpty(req.body))
    const { order, ctx } = await readOwnedOrder(deps, userOf(req), orderId)
    const result = shippingRatesForOrder(order, address, ctx)
    if (result._tag !== 'Rates') return refuse(result)
    return { rates: result.rates, freightRequired: result.freightRequired }
  })
}
