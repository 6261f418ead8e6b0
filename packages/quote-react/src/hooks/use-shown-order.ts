import type { Order } from '@diecut/quote-core'
import { useQuoteStore } from './use-quote-store'

/**
 * The order a hook works from: `shown`, the one its caller renders (a page that renders the
 * order a render behind the store passes it, so a keystroke re-renders only what shows the
 * keystroke), or else the store's order, followed as it changes.
 */
export const useShownOrder = (shown: Order | undefined): Order =>
  useQuoteStore((s) => shown ?? s.order)
