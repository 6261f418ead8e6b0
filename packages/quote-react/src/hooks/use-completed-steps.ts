import type { CompletedSteps } from '@diecut/quote-core'
import { useQuoteStore } from './use-quote-store'

/**
 * Which quoter steps show their tick, as quote-core decides from the order and its issues
 * (worked out once per change by the store; a keystroke that ticks nothing renders nothing).
 */
export const useCompletedSteps = (): CompletedSteps => useQuoteStore((s) => s.completed)
