import type { Order } from './order'
import { copyOrder } from './copy-order'
import { valueEquals } from './value-equals'

/**
 * The order with these fields set, or the same object when each already holds its value.
 * Copies the order once and assigns only what differs: this runs several times per change,
 * and spreading ever-different change objects is a slow, megamorphic path in V8.
 */
export const withFields = (state: Order, changes: Partial<Order>): Order => {
  let next: Record<string, unknown> | null = null
  for (const key of Object.keys(changes) as (keyof Order)[]) {
    const value = changes[key]
    if (valueEquals(state[key], value)) continue
    if (next === null) next = copyOrder(state) as Record<string, unknown>
    next[key] = value
  }
  return next === null ? state : (next as Order)
}
