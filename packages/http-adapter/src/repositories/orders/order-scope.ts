import type { Executor } from '../../db/client'
import type { RepoContext } from '../read-cache'
import type { DecodedOrders } from './decoded-orders'
import { createHeldOrders, type HeldOrders } from './held-orders'
import { orderStatements, type OrderStatements } from './order-statements'

/** What every part of one order repository shares: its database, caches and unit of work. */
export type OrderScope = {
  readonly db: Executor
  readonly ctx: RepoContext
  readonly decoded: DecodedOrders
  readonly held: HeldOrders
  /** The prepared statements; null inside a transaction. */
  readonly statements: () => OrderStatements | null
}

export const createOrderScope = (
  db: Executor,
  ctx: RepoContext,
  decoded: DecodedOrders,
): OrderScope => ({
  db,
  ctx,
  decoded,
  held: createHeldOrders(ctx),
  statements: () => orderStatements(db, ctx),
})
