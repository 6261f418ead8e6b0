import { selectCompletedSteps, type CompletedSteps } from '@diecut/quote-core'
import { useMemo } from 'react'
import { useQuoteStore } from './use-quote-store'

/** Which quoter steps show their tick, as quote-core decides from the order and its issues. */
export const useCompletedSteps = (): CompletedSteps => {
  const order = useQuoteStore((s) => s.order)
  const errors = useQuoteStore((s) => s.errors)
  return useMemo(() => selectCompletedSteps(order, errors), [order, errors])
}
