import {
  addToCart,
  removeFromCart,
  saveToAccount,
  Text,
  type CartMove,
  type CartMoveRefusal,
} from '@diecut/quote-core'
import { Schema } from 'effect'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { refuse, refuseGuest } from '../../http/refusal-failure'
import { OrderIdPath, orEmpty } from '../../http/request-schemas'
import { withOwnedOrder } from '../../orders/owned-order'
import { cartFor } from '../../orders/quote-answer'

const SaveBody = Schema.Struct({
  customer_label: Schema.optionalWith(Schema.NullOr(Text(255)), { default: () => null }),
})
const decodePath = decodeRequest(OrderIdPath)
const decodeSave = decodeRequest(SaveBody)

/** The moved order, or the request stopped with quote-core's refusal of the move. */
const movedOrRefused = (result: CartMove | CartMoveRefusal): CartMove =>
  result._tag === 'Moved' ? result : refuse(result)

/** Add to cart, remove from cart, save to account, and the current cart. */
export const cartRoutes: RouteModule = (deps) => async (app) => {
  app.post('/carts/add-to-cart/:orderId', async (req) => {
    const { orderId } = decodePath(req.params)
    return withOwnedOrder(deps, userOf(req), orderId, async ({ repos, user, order, env, now }) => {
      const ctx = { env: await env(), now: now.toISOString() }
      const others = (await repos.orders.cartOrders(user.id)).filter((o) => o.id !== order.id)
      const { order: inCart } = movedOrRefused(addToCart(order, ctx, others.length))
      await repos.orders.save(inCart, now)
      await repos.carts.ensure(user.id, now)
      return { cart: await cartFor(repos, user.id), order: inCart }
    })
  })

  // The removed order is not deleted: it goes back to being an open quote (quote-core's
  // removeFromCart), so nothing the customer made is lost.
  app.delete('/carts/remove-from-cart/:orderId', async (req) => {
    const { orderId } = decodePath(req.params)
    return withOwnedOrder(deps, userOf(req), orderId, async ({ repos, user, order, now }) => {
      await repos.orders.save(movedOrRefused(removeFromCart(order)).order, now)
      return { cart: await cartFor(repos, user.id) }
    })
  })

  app.post('/carts/save-to-account/:orderId', async (req) => {
    const { orderId } = decodePath(req.params)
    const user = userOf(req)
    refuseGuest(user)
    const { customer_label } = decodeSave(orEmpty(req.body))
    return withOwnedOrder(deps, user, orderId, async ({ repos, order, env, now }) => {
      const ctx = { env: await env(), now: now.toISOString() }
      const { order: saved } = movedOrRefused(saveToAccount(order, customer_label, ctx))
      await repos.orders.save(saved, now)
      return { order: saved }
    })
  })

  app.get('/carts/current', async (req) => ({ cart: await cartFor(deps.repos, userOf(req).id) }))
}
