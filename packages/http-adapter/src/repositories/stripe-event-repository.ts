import type { Executor } from '../db/client'
import { stripeEvents } from '../db/schema'

/** The Stripe webhook events the store has applied. */
export const createStripeEventRepository = (db: Executor) => ({
  /**
   * Records the event as applied; false when it already was. Inside a transaction a second
   * delivery of the same event waits for the first to commit, then answers false.
   */
  async record(id: string, type: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(stripeEvents)
      .values({ id, type, processedAt: now })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id })
    return rows.length > 0
  },
})
