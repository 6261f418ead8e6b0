import type { PlacedOrder } from '@diecut/quote-core'
import type { QuoteApi } from '../api/quote-api'
import { loadResource, resourceEntry } from '../store/resource-cache'
import { useResource } from './use-resource'

const none: readonly PlacedOrder[] = []
const KEY = 'placed-orders'

/** The session user's placed orders (GET /account/orders/placed), newest first. */
export const usePlacedOrders = () => {
  const r = useResource(KEY, (api, signal) => api.placedOrders(signal))
  return {
    orders: r.data ?? none,
    status: r.status,
    error: r.error,
    reload: r.reload,
    refresh: r.refresh,
  }
}

/** Starts loading what `usePlacedOrders()` shows, before the page renders (as it opens). */
export const preloadPlacedOrders = (api: QuoteApi): Promise<void> =>
  loadResource(resourceEntry(api, KEY), (signal) => api.placedOrders(signal))
