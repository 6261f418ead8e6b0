import type { PlacedOrder, PlacedOrderStatus } from '@diecut/quote-core'
import { useCallback } from 'react'
import { proofUrl } from '../api/checkout-calls'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const none: readonly PlacedOrder[] = []

/**
 * Staff: every placed order (optionally of one status) and proof uploads per line. For anyone
 * else the list fails with 'not_found'.
 */
export const useAdminOrders = (status: PlacedOrderStatus | null) => {
  const api = useQuoteApi()
  const r = useResource(`admin-orders:${status ?? 'all'}`, (a, signal) =>
    a.adminOrders(status, signal),
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
  return { orders: r.data ?? none, status: r.status, error: r.error, reload, uploadProof, proofOf }
}
