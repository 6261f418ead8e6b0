import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { fail } from '../../http/failure'

/** The account's saved quotes (the page /account/orders/saved lists them). */
export const savedQuoteRoutes: RouteModule = (deps) => async (app) => {
  app.get('/account/orders/saved-quotes', async (req) => {
    const user = userOf(req)
    if (user.is_guest) return fail({ _tag: 'LoginRequired' })
    return { orders: await deps.repos.orders.savedQuotes(user.id) }
  })
}
