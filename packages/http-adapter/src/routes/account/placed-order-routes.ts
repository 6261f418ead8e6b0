import {
  CustomerCancelRequest,
  customerViewOf,
  PlacedOrderNumber,
  ProofDecision,
  type PlacedOrderEventInput,
} from '@diecut/quote-core'
import { Schema } from 'effect'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { orNotFound } from '../../http/failure'
import { IdFromString, orEmpty } from '../../http/request-schemas'
import { customerOrderPage } from '../../orders/answer-placed'
import { recordPlacedOrderEvent } from '../../orders/placed-order-workflow'
import { sendInvoice } from '../../orders/send-invoice'
import { sendProof } from '../../orders/send-proof'

const decodeNumber = decodeRequest(Schema.Struct({ number: PlacedOrderNumber }))
const decodeProofPath = decodeRequest(
  Schema.Struct({ number: PlacedOrderNumber, orderId: IdFromString }),
)
const decodeDecision = decodeRequest(ProofDecision)
const decodeCancel = decodeRequest(CustomerCancelRequest)

/**
 * The customer's placed orders, their proofs, answers to them, a free cancellation, and the
 * invoice of an order on terms or paid.
 */
export const placedOrderRoutes: RouteModule = (deps) => async (app) => {
  app.get('/account/orders/placed', async (req) => ({
    placed_orders: (await deps.repos.placedOrders.ofUser(userOf(req).id)).map(customerViewOf),
  }))

  app.get('/account/orders/placed/:number', async (req) => {
    const { number } = decodeNumber(req.params)
    const placed = await deps.repos.placedOrders.findOwned(number, userOf(req).id)
    return customerOrderPage(deps.repos, orNotFound(placed), deps)
  })

  app.post('/account/orders/placed/:number/cancel', async (req) => {
    const { number } = decodeNumber(req.params)
    const { reason } = decodeCancel(orEmpty(req.body))
    const user = userOf(req)
    const now = deps.clock()
    return deps.repos.transaction(async (repos) => {
      const placed = orNotFound(await repos.placedOrders.findOwned(number, user.id))
      const cancelled = await recordPlacedOrderEvent(
        deps,
        repos,
        placed,
        {
          type: 'placedOrder/cancelled',
          payload: { at: now.toISOString(), by: 'customer', reason },
        },
        now,
      )
      return customerOrderPage(repos, cancelled, deps)
    })
  })

  app.get('/account/orders/placed/:number/proofs/:orderId', async (req, reply) => {
    const { number, orderId } = decodeProofPath(req.params)
    const placed = orNotFound(await deps.repos.placedOrders.findOwned(number, userOf(req).id))
    return sendProof(deps.storage, reply, await deps.repos.placedOrders.proof(placed.id, orderId))
  })

  app.get('/account/orders/placed/:number/invoice', async (req, reply) => {
    const { number } = decodeNumber(req.params)
    const placed = orNotFound(await deps.repos.placedOrders.findOwned(number, userOf(req).id))
    return sendInvoice(deps, reply, placed)
  })

  app.post('/account/orders/placed/:number/proof', async (req) => {
    const { number } = decodeNumber(req.params)
    const { order_id, decision, comment } = decodeDecision(orEmpty(req.body))
    const user = userOf(req)
    const now = deps.clock()
    return deps.repos.transaction(async (repos) => {
      const placed = orNotFound(await repos.placedOrders.findOwned(number, user.id))
      // Terms are the buyer's (the account that placed the order), whoever approves the proof:
      // someone who opened the order's link answers for it, but pays on the buyer's terms.
      const buyer = await repos.placedOrders.ownerOf(placed.id)
      const event: PlacedOrderEventInput = {
        type: 'placedOrder/proofAnswered',
        payload: {
          orderId: order_id,
          decision,
          comment,
          at: now.toISOString(),
          netDays: buyer === null ? 0 : await repos.users.netDays(buyer),
        },
      }
      return customerOrderPage(
        repos,
        await recordPlacedOrderEvent(deps, repos, placed, event, now),
        deps,
      )
    })
  })
}
