import type { Cart } from '@diecut/quote-core'
import { useCallback } from 'react'
import type { QuoteApi } from '../api/quote-api'
import { useQuoteApi } from './use-quote-api'
import { loadResource, resourceEntry } from '../store/resource-cache'
import { useResource, useResourceValue } from './use-resource'

const loadCart = (api: QuoteApi, signal: AbortSignal) => api.currentCart(signal)

/**
 * The session's cart (GET /carts/current), kept fresh by the quoter's answers and add to cart.
 * `remove(orderId)` takes an order out of the cart and shows the server's new cart everywhere
 * (the header badge included); a failure throws the ApiError.
 */
export const useCart = () => {
  const api = useQuoteApi()
  const r = useResource<Cart>('cart', loadCart)
  const { set } = r
  const remove = useCallback(
    async (orderId: number): Promise<Cart> => {
      const { cart } = await api.removeFromCart(orderId)
      set(cart)
      return cart
    },
    [api, set],
  )
  return {
    cart: r.data ?? null,
    orderCount: r.data?.order_count ?? 0,
    status: r.status,
    error: r.error,
    reload: r.reload,
    refresh: r.refresh,
    remove,
  }
}

/** Starts loading the session's cart (what `useCart()` and the header's count show) as a page opens. */
export const preloadCart = (api: QuoteApi): Promise<void> =>
  loadResource(resourceEntry(api, 'cart'), (signal) => loadCart(api, signal))

/** How many orders the session's cart holds (the header badge); renders again only when it changes. */
export const useCartCount = (): number =>
  useResourceValue<Cart, number>('cart', loadCart, (cart) => cart?.order_count ?? 0)
