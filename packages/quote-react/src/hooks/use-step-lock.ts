import { selectStepLock, type StepLock } from '@diecut/quote-core'
import { useQuoteStore } from './use-quote-store'

/**
 * Why the Shape or Size step is still locked, as quote-core words it (e.g. 'Choose a laminate
 * first.' once a laminated material is chosen), or null once the step is open.
 */
export const useStepLock = (step: 'shape' | 'size'): StepLock | null =>
  useQuoteStore((s) => selectStepLock(step, s.order, s.env))
