import {
  hasBlockingIssues,
  ORDER_STATUS,
  savedQuoteLabel,
  selectIsInCart,
  Text,
  selectIsPlaced,
} from '@diecut/quote-core'
import { Schema } from 'effect'
import type { FastifyPluginAsync } from 'fastify'
import { userOf } from '../../auth/sessions'
import type { Deps } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, found } from '../../http/failure'
import { OrderIdPath, orEmpty } from '../../http/request-schemas'
import { cartFor, evaluate, quoteEnvFor, rememberCustomSize } from '../../orders/quote-workflow'

const SaveBody = Schema.Struct({
  customer_label: Schema.optionalWith(Schema.NullOr(Text(255)), { default: () => null }),
})
const decodePath = decodeRequest(OrderIdPath)
const decodeSave = decodeRequest(SaveBody)

/** Add to cart, remove from cart, save to account, and the current cart. */
export const cartRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    app.post('/carts/add-to-cart/:orderId', async (req) => {
      const { orderId } = decodePath(req.params)
      const user = userOf(req)
      const now = deps.clock()
      return deps.repos.transaction(async (repos) => {
        const current = found(await repos.orders.findOwned(orderId, user.id))
        if (selectIsPlaced(current)) return fail({ _tag: 'OrderPlaced' })
        const env = await quoteEnvFor(repos, user)
        const { order: quoted, errors } = evaluate(current, env, now)
        if (hasBlockingIssues(errors)) fail({ _tag: 'BlockingIssues', errors })
        const order = { ...quoted, status_id: ORDER_STATUS.inCart }
        await repos.orders.save(order, now)
        await repos.carts.ensure(user.id, now)
        await rememberCustomSize(repos, user.id, order, now)
        return { cart: await cartFor(repos, user.id), order }
      })
    })

    // The removed order is not deleted: it goes back to being an open quote (no status), so
    // its link still opens it and it can be added or saved again. Nothing the customer made
    // is lost.
    app.delete('/carts/remove-from-cart/:orderId', async (req) => {
      const { orderId } = decodePath(req.params)
      const user = userOf(req)
      const now = deps.clock()
      return deps.repos.transaction(async (repos) => {
        const current = found(await repos.orders.findOwned(orderId, user.id))
        if (!selectIsInCart(current)) return fail({ _tag: 'NotFound' })
        await repos.orders.save({ ...current, status_id: null }, now)
        return { cart: await cartFor(repos, user.id) }
      })
    })

    app.post('/carts/save-to-account/:orderId', async (req) => {
      const { orderId } = decodePath(req.params)
      const user = userOf(req)
      if (user.is_guest) return fail({ _tag: 'LoginRequired' })
      const { customer_label } = decodeSave(orEmpty(req.body))
      const now = deps.clock()
      return deps.repos.transaction(async (repos) => {
        const current = found(await repos.orders.findOwned(orderId, user.id))
        if (selectIsPlaced(current)) return fail({ _tag: 'OrderPlaced' })
        const env = await quoteEnvFor(repos, user)
        const label =
          customer_label === null || customer_label.trim() === ''
            ? savedQuoteLabel(now.toISOString())
            : customer_label
        const { order } = evaluate(
          { ...current, status_id: ORDER_STATUS.saved, customer_label: label },
          env,
          now,
        )
        await repos.orders.save(order, now)
        await rememberCustomSize(repos, user.id, order, now)
        return { order }
      })
    })

    app.get('/carts/current', async (req) => ({ cart: await cartFor(deps.repos, userOf(req).id) }))
  }
