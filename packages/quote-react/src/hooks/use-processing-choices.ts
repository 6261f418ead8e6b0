import { processingChoices, type Order, type ProcessingChoice } from '@diecut/quote-core'
import { useMemo } from 'react'
import { useQuoteStore } from './use-quote-store'

/** Standard and each expedited day with its fee, from the store's current price. */
export const useProcessingChoices = (
  order: Pick<Order, 'product_type_id' | 'graphic_design_order_details'>,
): readonly ProcessingChoice[] => {
  const quote = useQuoteStore((s) => s.quote)
  const product = order.product_type_id
  const details = order.graphic_design_order_details
  return useMemo(
    () =>
      processingChoices({ product_type_id: product, graphic_design_order_details: details }, quote),
    [product, details, quote],
  )
}
