import type { OrderAction } from '@diecut/quote-core'
import { useQuoteStore } from './use-quote-store'

/** Dispatches a quote-core action: applied at once, sent to the server after its debounce. */
export const useDispatch = (): ((action: OrderAction) => boolean) =>
  useQuoteStore((s) => s.dispatch)
