import {
  artworkRefusal,
  MAX_PLACED_ARTWORK_FILES,
  PlacedOrderNumber,
  uploadedDesignQty,
  type PlacedOrderEventInput,
} from '@diecut/quote-core'
import { Schema } from 'effect'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { orNotFound } from '../../http/failure'
import { IdFromString } from '../../http/request-schemas'
import { customerOrderPage } from '../../orders/answer-placed'
import { placedOrderRefusal, recordPlacedOrderEvent } from '../../orders/placed-order-workflow'
import { closeUnreadUploads, withUploads } from '../../uploads/receive-uploads'

const decodeNumber = decodeRequest(Schema.Struct({ number: PlacedOrderNumber }))
const decodeLine = decodeRequest(Schema.Struct({ order_id: IdFromString }))

/**
 * The artwork of an item placed without it (packages/http-adapter/API.md#checkout-and-placed-orders): the
 * order's owner sends it as the quoter's uploads are sent (sniffed, capped, counted against
 * their quota), and it is stored as the designs of the item's quote, so that everything that
 * reads a quote's artwork sees it.
 */
export const placedArtworkRoutes: RouteModule = (deps) => async (app) => {
  closeUnreadUploads(app)

  app.post('/account/orders/placed/:number/artwork', async (req) => {
    const { number } = decodeNumber(req.params)
    const user = userOf(req)
    // Refused before any file is received when no item awaits artwork; the item named is
    // checked once the files are in, on the order as it is then.
    const before = orNotFound(await deps.repos.placedOrders.findOwned(number, user.id))
    const early = artworkRefusal(before, null)
    if (early !== null) placedOrderRefusal(early)
    const maxFiles = Math.min(deps.limits.uploadFiles, MAX_PLACED_ARTWORK_FILES)
    return withUploads(
      req,
      deps,
      { folder: 'designs', maxFiles, userId: user.id },
      async ({ files, fields }) => {
        const { order_id } = decodeLine(fields)
        const now = deps.clock()
        return deps.repos.transaction(async (repos) => {
          const placed = orNotFound(await repos.placedOrders.findOwned(number, user.id))
          const event: PlacedOrderEventInput = {
            type: 'placedOrder/artworkReceived',
            payload: { orderId: order_id, files: files.length, at: now.toISOString() },
          }
          const after = await recordPlacedOrderEvent(deps, repos, placed, event, now)
          // The item's quote, whose designs its artwork becomes (each of the quote's pieces
          // per design, as the quoter's own upload gives them).
          const quote = orNotFound(await repos.orders.findOwned(order_id, user.id))
          const qty = uploadedDesignQty(quote, undefined, undefined)
          await repos.designs.addToOrder(user.id, order_id, files, qty, now)
          return customerOrderPage(repos, after, deps)
        })
      },
    )
  })
}
