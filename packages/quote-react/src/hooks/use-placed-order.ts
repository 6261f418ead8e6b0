import { proofUrl } from '../api/checkout-calls'
import { invalidateResource } from '../store/resource-cache'
import type { PlacedOrder, PlacedOrderAnswer, ProofDecision } from '@diecut/quote-core'
import { useCallback } from 'react'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

/**
 * One placed order of the session (404 for anyone else's), with the customer's answer to a
 * line's proof. `answer` throws the ApiError when refused.
 */
export const usePlacedOrder = (number: string) => {
  const api = useQuoteApi()
  const r = useResource<PlacedOrderAnswer>(`placed-order:${number}`, (a, signal) =>
    a.placedOrder(number, signal),
  )
  const { set } = r
  const answer = useCallback(
    async (decision: ProofDecision): Promise<PlacedOrder> => {
      const order = await api.answerProof(number, decision)
      set(order)
      void invalidateResource(api, 'placed-orders')
      return order
    },
    [api, number, set],
  )
  const proofOf = useCallback((orderId: number) => proofUrl(number, orderId), [number])
  return {
    order: r.data ?? null,
    status: r.status,
    error: r.error,
    reload: r.reload,
    answer,
    proofOf,
  }
}
