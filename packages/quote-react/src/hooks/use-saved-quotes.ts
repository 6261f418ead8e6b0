import type { Cart, SavedQuote } from '@diecut/quote-core'
import { useCallback } from 'react'
import { primeResource } from '../store/resource-cache'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const none: readonly SavedQuote[] = []

/**
 * The account's saved quotes (GET /account/orders/saved-quotes), newest first. While loading
 * the list is empty and `status` is 'loading'; a guest gets `error.code` 'login_required'.
 * `addToCart(id)` moves a saved quote into the cart (the cart shows it everywhere, the list
 * drops it); `remove(id)` deletes it from the saved quotes. Either throws the ApiError.
 */
export const useSavedQuotes = () => {
  const api = useQuoteApi()
  const r = useResource('saved-quotes', (a, signal) => a.savedQuotes(signal))
  const { set, data } = r
  const addToCart = useCallback(
    async (orderId: number): Promise<Cart> => {
      const { cart } = await api.addToCart(orderId)
      primeResource(api, 'cart', cart)
      set((data ?? none).filter((q) => q.id !== orderId))
      return cart
    },
    [api, set, data],
  )
  const remove = useCallback(
    async (orderId: number): Promise<void> => {
      set(await api.deleteSavedQuote(orderId))
    },
    [api, set],
  )
  return {
    quotes: data ?? none,
    status: r.status,
    error: r.error,
    reload: r.reload,
    refresh: r.refresh,
    addToCart,
    remove,
  }
}
