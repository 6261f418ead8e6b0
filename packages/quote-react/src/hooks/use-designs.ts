import { designsLinked, type DesignsOrder, type Order } from '@diecut/quote-core'
import { useContext, useMemo } from 'react'
import { QuoteStoreContext } from '../store/quote-store-context'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const none: readonly DesignsOrder[] = []

/** The key of an order's artwork lines in the resource cache. */
export const designsKey = (orderId: number) => `designs:${orderId}`

/**
 * An order's artwork lines with delete, per-design quantity, pairing and unpairing. Every
 * answer re-prices the quote through the enclosing quote store (when there is one).
 */
export const useDesigns = (orderId: number) => {
  const api = useQuoteApi()
  const store = useContext(QuoteStoreContext)
  const r = useResource<readonly DesignsOrder[]>(
    orderId > 0 ? designsKey(orderId) : null,
    (a, signal) => a.quoteDesigns(orderId, signal),
  )
  return useMemo(() => {
    const receive = (lines: readonly DesignsOrder[], order: Order) => {
      r.set(lines)
      store?.getState().receiveOrder(order)
    }
    return {
      designs: r.data ?? none,
      status: r.status,
      error: r.error,
      reload: r.reload,
      remove: async (designsOrderId: number) => {
        const a = await api.deleteDesign(designsOrderId)
        receive(a.designsOrders, a.order)
      },
      setQuantity: async (designsOrderId: number, qty: number) => {
        const { order } = await api.updateDesignsOrder(designsOrderId, qty)
        receive(order.designs_orders, order)
      },
      /** Pairs two designs (outside/front first); a failure marks them linked locally (SPEC.md section 8). */
      link: async (designId1: number, designId2: number) => {
        try {
          const pair = { design1_id: designId1, design2_id: designId2 }
          await api.linkDesigns({ ...pair, print_sequence_1: 1, print_sequence_2: 2 })
          await Promise.all([r.reload(), store?.getState().refresh()])
        } catch {
          store?.getState().dispatch(designsLinked({ designId1, designId2 }))
        }
      },
      clearLinks: async () => {
        r.set(await api.clearOrderLinks(orderId))
        await store?.getState().refresh()
      },
    }
  }, [api, store, r, orderId])
}
