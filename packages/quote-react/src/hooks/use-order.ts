import type { Order } from '@diecut/quote-core'
import { useQuoteStore } from './use-quote-store'

/** The order as quote-core evaluated it on this side (every field, priced when complete). */
export const useOrder = (): Order => useQuoteStore((s) => s.order)
