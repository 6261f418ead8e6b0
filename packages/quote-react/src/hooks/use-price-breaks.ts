import { priceBreaksForOrder, type Order, type PriceBreak } from '@diecut/quote-core'
import { useDeferredValue, useMemo } from 'react'
import { useQuoteStore } from './use-quote-store'
import { useShownOrder } from './use-shown-order'

/**
 * What the same configuration costs at other quantities (quantity → per unit, savings), computed
 * only where it is shown and after the keystroke's own render (a deferred order); empty while
 * the order cannot be priced. `shown`: the order the caller renders (see `useShownOrder`).
 */
export const usePriceBreaks = (shown?: Order): readonly PriceBreak[] => {
  const order = useDeferredValue(useShownOrder(shown))
  const env = useQuoteStore((s) => s.env)
  const now = useQuoteStore((s) => s.now)
  return useMemo(() => priceBreaksForOrder(order, { env, now: now() }), [order, env, now])
}
