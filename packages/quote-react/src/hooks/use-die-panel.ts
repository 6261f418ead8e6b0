import {
  findSimilarSizes,
  selectDiePanel,
  type DiePanel,
  type SimilarSize,
} from '@diecut/quote-core'
import { useMemo } from 'react'
import { useQuoteStore } from './use-quote-store'

/** The selected-die panel and its Similar Sizes list (SPEC.md section 2). */
export const useDiePanel = (): { panel: DiePanel; similar: readonly SimilarSize[] } => {
  const order = useQuoteStore((s) => s.order)
  const env = useQuoteStore((s) => s.env)
  return useMemo(
    () => ({ panel: selectDiePanel(order, env), similar: findSimilarSizes(order, env.dies) }),
    [order, env],
  )
}
