import { useCallback } from 'react'
import { useQuoteApi } from './use-quote-api'
import { useResourceValue } from './use-resource'

const isTrue = (offered: boolean | undefined) => offered === true

/**
 * Card payment of one placed order: whether the store takes cards online (false until the
 * server says so), and `start`, which answers the provider's page to pay at (throws the
 * ApiError when refused: nothing due, or cards not taken).
 */
export const useCardPayment = (number: string) => {
  const api = useQuoteApi()
  const offered = useResourceValue(
    `card-payment:${number}`,
    (a, signal) => a.cardPaymentOffered(number, signal),
    isTrue,
  )
  const start = useCallback(() => api.startCardPayment(number), [api, number])
  return { offered, start }
}
