import {
  designQuantityChanged,
  designsLinked,
  quantitiesChanged,
  QUOTE_CONSTANTS,
  type DesignsOrder,
  type Order,
} from '@diecut/quote-core'
import { useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import type { QuoteStore } from '../store/create-quote-store'
import { QuoteStoreContext } from '../store/quote-store-context'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const none: readonly DesignsOrder[] = []
const noSubscription = () => () => undefined

/** The key of an order's artwork lines in the resource cache. */
export const designsKey = (orderId: number) => `designs:${orderId}`

/** The enclosing quote store's lines when it holds this order (null otherwise). */
const useStoreLines = (store: QuoteStore | null, orderId: number) =>
  useSyncExternalStore(store?.subscribe ?? noSubscription, () => {
    const order = store?.getState().order
    return order !== undefined && order.id === orderId ? order.designs_orders : null
  })

/**
 * An order's artwork lines with delete, quantities, pairing and unpairing. Inside a quote store
 * holding the order, the lines are the quote's own, quantities change on screen at once and
 * reach the server after the quantity debounce, and every answer re-prices the quote; outside
 * one, the lines are loaded (GET /orders/quote-designs/{orderId}).
 */
export const useDesigns = (orderId: number) => {
  const api = useQuoteApi()
  const store = useContext(QuoteStoreContext)
  const fromStore = useStoreLines(store, orderId)
  const r = useResource<readonly DesignsOrder[]>(
    fromStore === null && orderId > 0 ? designsKey(orderId) : null,
    (a, signal) => a.quoteDesigns(orderId, signal),
  )
  // One pending send per line (and 0 for all lines at once): a newer quantity replaces it, and
  // leaving the page sends it at once rather than losing it.
  const timers = useRef(new Map<number, { timer: number; fire: () => void; done: () => void }>())
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const { timer, fire } of pending.values()) {
        clearTimeout(timer)
        fire()
      }
      pending.clear()
    }
  }, [])
  return useMemo(() => {
    const receive = (lines: readonly DesignsOrder[], order: Order) => {
      r.set(lines)
      store?.getState().receiveOrder(order)
    }
    /** Sends after the quantity debounce; resolves once answered (or replaced by a newer one). */
    const later = (slot: number, send: () => Promise<{ order: Order }>) =>
      new Promise<void>((resolve, reject) => {
        const previous = timers.current.get(slot)
        if (previous !== undefined) {
          clearTimeout(previous.timer)
          previous.done()
        }
        const fire = () => {
          timers.current.delete(slot)
          send()
            .then(({ order }) => receive(order.designs_orders, order))
            .then(resolve, reject)
        }
        const timer = window.setTimeout(fire, QUOTE_CONSTANTS.quantityDebounceMs)
        timers.current.set(slot, { timer, fire, done: resolve })
      })
    return {
      designs: fromStore ?? r.data ?? none,
      status: fromStore === null ? r.status : ('ready' as const),
      error: fromStore === null ? r.error : null,
      reload: r.reload,
      remove: async (designsOrderId: number) => {
        const a = await api.deleteDesign(designsOrderId)
        receive(a.designsOrders, a.order)
      },
      /** One design's quantity. */
      setQuantity: (designsOrderId: number, qty: number) => {
        store?.getState().dispatch(designQuantityChanged({ designsOrderId, qty }))
        return later(designsOrderId, () => api.updateDesignsOrder(designsOrderId, qty))
      },
      /** The same quantity for every design (the quote's "per design" quantity). */
      setAllQuantities: (qty: number) => {
        store?.getState().dispatch(quantitiesChanged({ design_qty: qty }))
        const ids = (fromStore ?? r.data ?? none).map((l) => l.id)
        if (ids.length === 0) return Promise.resolve()
        return later(0, () => api.updateAllDesignsOrders(orderId, ids, qty))
      },
      /** Pairs two designs (outside/front first); a failure marks them linked locally (docs/product.md section 8). */
      link: async (designId1: number, designId2: number) => {
        try {
          const pair = { design1_id: designId1, design2_id: designId2 }
          await api.linkDesigns({ ...pair, print_sequence_1: 1, print_sequence_2: 2 })
          await Promise.all([fromStore === null ? r.reload() : null, store?.getState().refresh()])
        } catch {
          store?.getState().dispatch(designsLinked({ designId1, designId2 }))
        }
      },
      /** Swaps the two sides (front and back, outside and inside) of a pair. */
      swap: async (designId: number) => {
        try {
          await api.swapDesigns(designId)
        } finally {
          await Promise.all([fromStore === null ? r.reload() : null, store?.getState().refresh()])
        }
      },
      clearLinks: async () => {
        r.set(await api.clearOrderLinks(orderId))
        await store?.getState().refresh()
      },
    }
  }, [api, store, r, orderId, fromStore])
}
