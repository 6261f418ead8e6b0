import type { Order } from '@diecut/quote-core'
import type { RepoContext } from '../read-cache'

/**
 * Inside a transaction: the orders it has read (locked until COMMIT) or written, as they now
 * stand, so a save knows what it replaces without asking the database again. With
 * checkVersions: the orders read or written, with the row version each stands as.
 */
export const createHeldOrders = (ctx: RepoContext) => {
  const held = new Map<number, Order>()
  const versions = new Map<number, string>()
  return {
    get: (id: number): Order | undefined => held.get(id),

    /** The row version the order was read or written as (checkVersions only). */
    version: (id: number): string | undefined => versions.get(id),

    hold(order: Order, version?: string): void {
      if (ctx.checkVersions === true) {
        if (version === undefined) versions.delete(order.id)
        else versions.set(order.id, version)
      } else if (!ctx.inTransaction) return
      held.set(order.id, order)
    },
  }
}

export type HeldOrders = ReturnType<typeof createHeldOrders>
