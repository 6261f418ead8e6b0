import type { Order } from '@diecut/quote-core'
import { joinedOrderRow, toOrder, type JoinedOrderRow, type OrderRow } from './order-rows'

const MAX_DECODED = 5_000

/**
 * Orders already decoded, by id, with the row version they came from (see `orderColumns`). A
 * row read again unchanged, the usual case on the quoter, is not decoded again.
 */
export class DecodedOrders {
  readonly #map = new Map<number, { version: string; order: Order }>()

  of(row: OrderRow): Order {
    const hit = this.#map.get(row.id)
    if (hit !== undefined && hit.version === row.version) return hit.order
    const order = toOrder(row)
    this.remember(row.id, row.version, order)
    return order
  }

  /** The order of a row that reads it through a left join: null when the join found none. */
  ofJoined(row: JoinedOrderRow): Order | null {
    const orderRow = joinedOrderRow(row)
    return orderRow === null ? null : this.of(orderRow)
  }

  /** The order just written as that row version (a version never seen committed is never read). */
  remember(id: number, version: string, order: Order): void {
    this.#map.delete(id)
    this.#map.set(id, { version, order })
    if (this.#map.size > MAX_DECODED) {
      const oldest = this.#map.keys().next()
      if (oldest.done !== true) this.#map.delete(oldest.value)
    }
  }
}
