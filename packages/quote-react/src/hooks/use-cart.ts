import type { Cart } from '@diecut/quote-core'
import { useResource } from './use-resource'

/** The session's cart (GET /carts/current), kept fresh by the quoter's answers and add to cart. */
export const useCart = () => {
  const r = useResource<Cart>('cart', (api, signal) => api.currentCart(signal))
  return {
    cart: r.data ?? null,
    orderCount: r.data?.order_count ?? 0,
    status: r.status,
    error: r.error,
    reload: r.reload,
  }
}
