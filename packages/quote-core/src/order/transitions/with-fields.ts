import type { Order } from '../../schema/order'
import { valueEquals } from '../value-equals'

/** The order with these fields set, or the same object when each already holds its value. */
export const withFields = (state: Order, changes: Partial<Order>): Order => {
  const keys = Object.keys(changes) as (keyof Order)[]
  return keys.every((k) => valueEquals(state[k], changes[k])) ? state : { ...state, ...changes }
}
