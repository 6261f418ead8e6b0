import { accountCalls } from './account-calls'
import { artworkCalls } from './artwork-calls'
import { checkoutCalls } from './checkout-calls'
import { createTransport, type TransportOptions } from './http-transport'
import { orderCalls } from './order-calls'
import { reorderCalls } from './reorder-calls'
import { shareCalls } from './share-calls'

export type QuoteApiOptions = TransportOptions

/**
 * The typed client of the store's server (docs/product.md section 7, packages/http-adapter/API.md): one method per
 * route, JSON in and out, answers decoded with quote-core's Schemas, every method taking an
 * optional AbortSignal and failing with an `ApiError`.
 */
export const createQuoteApi = (options: QuoteApiOptions = {}) => {
  const transport = createTransport(options)
  return {
    ...accountCalls(transport),
    ...orderCalls(transport),
    ...artworkCalls(transport),
    ...shareCalls(transport),
    ...checkoutCalls(transport),
    ...reorderCalls(transport),
  }
}

export type QuoteApi = ReturnType<typeof createQuoteApi>
