import { SHIPPING_MESSAGES, shippingMessageShown, type ShippingRate } from '@diecut/quote-core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { apiErrorFromThrown } from '../api/api-error'
import type { ShippingAddressInput } from '../api/order-calls'
import { useQuoteApi } from './use-quote-api'
import { useQuoteStoreApi } from './use-quote-store-api'

export type ShippingEstimateState = {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly rates: readonly ShippingRate[]
  readonly freightRequired: boolean
  /** What the estimator shows besides the rates: 'Loading...', 'Freight Shipment Required', an error. */
  readonly message: string | null
}

const idle: ShippingEstimateState = {
  status: 'idle',
  rates: [],
  freightRequired: false,
  message: null,
}

/** The shipping estimator: an address in, the order's rates out (the pending edits sent first). */
export const useShippingEstimate = () => {
  const api = useQuoteApi()
  const store = useQuoteStoreApi()
  const [state, setState] = useState(idle)
  const current = useRef<AbortController | null>(null)
  useEffect(() => () => current.current?.abort(), [])

  const estimate = useCallback(
    async (address: ShippingAddressInput) => {
      current.current?.abort()
      const controller = new AbortController()
      current.current = controller
      setState({ ...idle, status: 'loading', message: SHIPPING_MESSAGES.loading })
      try {
        await store.getState().flush()
        const r = await api.shippingRates(store.getState().order.id, address, controller.signal)
        const message = r.freightRequired ? SHIPPING_MESSAGES.freightRequired : null
        if (!controller.signal.aborted) setState({ status: 'ready', ...r, message })
      } catch (e) {
        const error = apiErrorFromThrown(e)
        if (error.code !== 'aborted' && !controller.signal.aborted)
          setState({ ...idle, status: 'error', message: shippingMessageShown(error) })
      }
    },
    [api, store],
  )
  return { ...state, estimate }
}
