import type { AdminPlacedOrder, PlacedOrder, PlacedOrderStatus } from '@diecut/quote-core'
import { useCallback } from 'react'
import { proofUrl } from '../api/checkout-calls'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const none: readonly AdminPlacedOrder[] = []
const noCounts: Readonly<Partial<Record<PlacedOrderStatus, number>>> = {}

/**
 * Staff: the placed orders of one status (or all) whose number, email or company holds `q`,
 * soonest ship-by first and each marked late or not, the count of every status, and proof
 * uploads per line. For anyone else the list fails with 'not_found'.
 */
export const useAdminOrders = (status: PlacedOrderStatus | null, q = '') => {
  const api = useQuoteApi()
  const r = useResource(`admin-orders:${status ?? 'all'}:${q.trim()}`, (a, signal) =>
    a.adminOrders(status, q, signal),
  )
  const { reload } = r
  const uploadProof = useCallback(
    async (number: string, orderId: number, file: File): Promise<PlacedOrder> => {
      const order = await api.uploadProof(number, orderId, file)
      await reload()
      return order
    },
    [api, reload],
  )
  const proofOf = useCallback(
    (number: string, orderId: number) => proofUrl(number, orderId, true),
    [],
  )
  return {
    orders: r.data?.placed_orders ?? none,
    counts: r.data?.counts ?? noCounts,
    status: r.status,
    error: r.error,
    reload,
    refresh: r.refresh,
    uploadProof,
    proofOf,
  }
}
