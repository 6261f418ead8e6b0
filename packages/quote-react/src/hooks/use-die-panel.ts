import {
  findSimilarSizes,
  selectDiePanel,
  type DiePanel,
  type Order,
  type SimilarSize,
} from '@diecut/quote-core'
import { useMemo } from 'react'
import { useQuoteStore } from './use-quote-store'
import { useShownOrder } from './use-shown-order'

const none: readonly SimilarSize[] = []

/**
 * The selected-die panel and its Similar Sizes list (docs/product.md section 2); an existing die shows
 * no similar sizes, so none are looked for. `shown`: the order the caller renders (see
 * `useShownOrder`).
 */
export const useDiePanel = (
  shown?: Order,
): { panel: DiePanel; similar: readonly SimilarSize[] } => {
  const order = useShownOrder(shown)
  const env = useQuoteStore((s) => s.env)
  return useMemo(() => {
    const panel = selectDiePanel(order, env)
    return { panel, similar: panel.kind === 'existing' ? none : findSimilarSizes(order, env.dies) }
  }, [order, env])
}
