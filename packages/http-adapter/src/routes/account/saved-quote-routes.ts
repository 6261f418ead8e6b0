import { removeSavedQuote } from '@diecut/quote-core'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { refuse, refuseGuest } from '../../http/refusal-failure'
import { OrderIdPath } from '../../http/request-schemas'
import { withOwnedOrder } from '../../orders/owned-order'

const decodePath = decodeRequest(OrderIdPath)

/** The account's saved quotes (the page /account/orders/saved lists them), and deleting one. */
export const savedQuoteRoutes: RouteModule = (deps) => async (app) => {
  app.get('/account/orders/saved-quotes', async (req) => {
    const user = userOf(req)
    refuseGuest(user)
    return { orders: await deps.repos.orders.savedQuotes(user.id) }
  })

  // The deleted quote leaves the list and goes back to being an open quote (quote-core's
  // removeSavedQuote): nothing the customer made is lost, and its link still opens it.
  app.delete('/account/orders/saved-quotes/:orderId', async (req) => {
    const user = userOf(req)
    refuseGuest(user)
    const { orderId } = decodePath(req.params)
    return withOwnedOrder(deps, user, orderId, async ({ repos, order, now }) => {
      const result = removeSavedQuote(order)
      if (result._tag !== 'Moved') return refuse(result)
      await repos.orders.save(result.order, now)
      return { orders: await repos.orders.savedQuotes(user.id) }
    })
  })
}
