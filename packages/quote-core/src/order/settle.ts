import type { Order } from '../schema/order'
import { deriveOrder } from './derive'
import type { QuoteEnv } from '../rules/quote-env'
import { applyAutomaticRollSettings } from './transitions/roll-defaults'
import { sanitizeOrder } from './transitions/sanitize'

/**
 * The step after every accepted transition: quantities derived from the artwork lines, every
 * unavailable option dropped, the automatic roll settings, then the derived fields. The
 * sanitize pass runs again after the roll settings so their values are checked like any other.
 */
export const settleOrder = (order: Order, env: QuoteEnv): Order =>
  deriveOrder(sanitizeOrder(applyAutomaticRollSettings(sanitizeOrder(deriveOrder(order)), env)))
