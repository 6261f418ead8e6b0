import type { Cart } from '@diecut/quote-core'
import { useCallback } from 'react'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

/**
 * The session's cart (GET /carts/current), kept fresh by the quoter's answers and add to cart.
 * `remove(orderId)` takes an order out of the cart and shows the server's new cart everywhere
 * (the header badge included); a failure throws the ApiError.
 */
export const useCart = () => {
  const api = useQuoteApi()
  const r = useResource<Cart>('cart', (a, signal) => a.currentCart(signal))
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
    remove,
  }
}
