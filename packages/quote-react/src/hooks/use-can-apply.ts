import { canApply, type OrderAction } from '@diecut/quote-core'
import { useCallback } from 'react'
import { useQuoteStore } from './use-quote-store'

/** Whether an action would change the order now (a refused pick shows as disabled). */
export const useCanApply = (): ((action: OrderAction) => boolean) => {
  const order = useQuoteStore((s) => s.order)
  const env = useQuoteStore((s) => s.env)
  return useCallback((action: OrderAction) => canApply(order, action, env), [order, env])
}
