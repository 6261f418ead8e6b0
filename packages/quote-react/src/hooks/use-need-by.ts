import {
  formatArrivesBy,
  needByChoice,
  planNeedBy,
  processingSelected,
  selectedDelivery,
  type DeliveryOption,
  type NeedByPlan,
  type NeedByRequest,
  type Order,
} from '@diecut/quote-core'
import { useCallback, useMemo, useState } from 'react'
import { useQuoteStore } from './use-quote-store'
import { useQuoteStoreApi } from './use-quote-store-api'
import { useShownOrder } from './use-shown-order'

const noOptions: readonly DeliveryOption[] = []

/**
 * "Need it by": `pick({ needBy, zip })` sets the order's processing to the cheapest speed that
 * arrives on time (or the earliest there is) and chooses its shipping service; the customer can
 * change either afterwards. `delivery` is the option the order is set to now and `arrivesBy`
 * its date as the summary shows it ('Arrives by Tue, Dec 8'). `shown`: the order the caller
 * renders (see `useShownOrder`).
 */
export const useNeedBy = (shown?: Order) => {
  const store = useQuoteStoreApi()
  const order = useShownOrder(shown)
  const env = useQuoteStore((s) => s.env)
  const now = useQuoteStore((s) => s.now)
  const [request, setRequest] = useState<NeedByRequest | null>(null)
  const [shippingCode, setShippingCode] = useState<string | null>(null)

  const plan: NeedByPlan | null = useMemo(
    () => (request === null ? null : planNeedBy(order, request, { env, now: now() })),
    [order, env, now, request],
  )
  const options = plan === null || plan._tag === 'Unavailable' ? noOptions : plan.options
  const delivery =
    shippingCode === null ? undefined : selectedDelivery(options, order, shippingCode)

  const pick = useCallback(
    (next: NeedByRequest): NeedByPlan => {
      const s = store.getState()
      const result = planNeedBy(s.order, next, { env: s.env, now: s.now() })
      setRequest(next)
      const choice = needByChoice(result)
      if (choice !== null) {
        s.dispatch(
          processingSelected({
            processingId: choice.processing_id,
            expediteDays: choice.delay_expedite,
          }),
        )
        setShippingCode(choice.shipping_code)
      }
      return result
    },
    [store],
  )
  const clear = useCallback(() => {
    setRequest(null)
    setShippingCode(null)
  }, [])

  return {
    request,
    plan,
    /** The shipping services for the order's current speed, for the customer to change. */
    services: options.filter((o) => selectedDelivery([o], order, o.shipping_code) !== undefined),
    shippingCode,
    chooseShipping: setShippingCode,
    delivery: delivery ?? null,
    arrivesBy: delivery === undefined ? null : formatArrivesBy(delivery.arrival),
    pick,
    clear,
  }
}
