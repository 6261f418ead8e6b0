import type { QuoterSteps } from '@diecut/quote-core'
import { useQuoteStore } from './use-quote-store'

/** Which quoter steps are shown or enabled (docs/product.md section 4, step reveal). */
export const useSteps = (): QuoterSteps => useQuoteStore((s) => s.steps)
