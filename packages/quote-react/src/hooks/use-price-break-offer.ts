import { priceBreakOffer, type Order, type PriceBreakOffer } from '@diecut/quote-core'
import { useDeferredValue, useMemo } from 'react'
import { useQuoteStore } from './use-quote-store'
import { useShownOrder } from './use-shown-order'

/**
 * The price breaks the quoter offers (quote-core's `priceBreakOffer`): the usual quantities as
 * soon as material, laminate, shape and size are known, whether a row sets the quantity, and
 * whether rows compare with the quote. Computed after the keystroke's own render.
 */
export const usePriceBreakOffer = (shown?: Order): PriceBreakOffer => {
  const order = useDeferredValue(useShownOrder(shown))
  const env = useQuoteStore((s) => s.env)
  const now = useQuoteStore((s) => s.now)
  return useMemo(() => priceBreakOffer(order, { env, now: now() }), [order, env, now])
}
