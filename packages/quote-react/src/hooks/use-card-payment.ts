import type { CustomerOrderPage } from '@diecut/quote-core'
import { useCallback } from 'react'
import { useQuoteApi } from './use-quote-api'
import { useResourceValue } from './use-resource'

const takesCards = (page: CustomerOrderPage | undefined) => page?.card_payment === true

/**
 * Card payment of one placed order: whether the store takes cards online (read from the order's
 * page, which usePlacedOrder shares; false until it is loaded), and `start`, which answers the
 * provider's page to pay at (throws the ApiError when refused: nothing due, or cards not taken).
 */
export const useCardPayment = (number: string) => {
  const api = useQuoteApi()
  const offered = useResourceValue(
    `placed-order:${number}`,
    (a, signal) => a.placedOrder(number, signal),
    takesCards,
  )
  const start = useCallback(() => api.startCardPayment(number), [api, number])
  return { offered, start }
}
