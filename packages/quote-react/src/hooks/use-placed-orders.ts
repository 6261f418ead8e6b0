import type { PlacedOrder } from '@diecut/quote-core'
import { useResource } from './use-resource'

const none: readonly PlacedOrder[] = []

/** The session user's placed orders (GET /account/orders/placed), newest first. */
export const usePlacedOrders = () => {
  const r = useResource('placed-orders', (api, signal) => api.placedOrders(signal))
  return {
    orders: r.data ?? none,
    status: r.status,
    error: r.error,
    reload: r.reload,
    refresh: r.refresh,
  }
}
