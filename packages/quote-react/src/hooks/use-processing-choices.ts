import { processingChoices, type Order, type ProcessingChoice } from '@diecut/quote-core'
import { useDeferredValue, useMemo } from 'react'
import { useQuoteStore } from './use-quote-store'

/**
 * Standard and each expedited day with its fee, from the store's price a render behind (as the
 * quoter pages render the order): a quantity keystroke's own frame paints the price, the fees
 * follow right after.
 */
export const useProcessingChoices = (
  order: Pick<Order, 'product_type_id' | 'graphic_design_order_details'>,
): readonly ProcessingChoice[] => {
  const quote = useDeferredValue(useQuoteStore((s) => s.quote))
  const product = order.product_type_id
  const details = order.graphic_design_order_details
  return useMemo(
    () =>
      processingChoices({ product_type_id: product, graphic_design_order_details: details }, quote),
    [product, details, quote],
  )
}
