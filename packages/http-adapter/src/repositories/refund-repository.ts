import type { ProviderRefund } from '@diecut/quote-core'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { providerRefunds } from '../db/schema'

/** A refund the worker took to make: until its lease ends, no other worker takes it. */
export type ClaimedRefund = {
  readonly id: number
  /** The provider's idempotency key: the same refund asked for again is made once. */
  readonly key: string
  readonly placedOrderId: number
  readonly orderNumber: string
  readonly reference: string
  readonly amountCents: number
  /** This attempt's number, from 1. */
  readonly attempt: number
}

/** A card refund as staff see it. */
export type RefundSummary = {
  readonly reference: string
  readonly amountCents: number
  readonly status: 'queued' | 'made' | 'failed'
  readonly attempts: number
  readonly lastError: string | null
}

const claimedRow = {
  id: providerRefunds.id,
  key: providerRefunds.key,
  placedOrderId: providerRefunds.placedOrderId,
  orderNumber: providerRefunds.orderNumber,
  reference: providerRefunds.reference,
  amountCents: providerRefunds.amountCents,
}

/** The refund outbox: card refunds written with the change that refunds, made by the worker. */
export const createRefundRepository = (db: Executor) => ({
  /** Queues a card refund, unless the refund with its key is already queued. */
  async queue(
    order: { readonly id: number; readonly number: string },
    refund: ProviderRefund,
    now: Date,
  ): Promise<void> {
    await db
      .insert(providerRefunds)
      .values({
        key: refund.key,
        placedOrderId: order.id,
        orderNumber: order.number,
        reference: refund.reference,
        amountCents: refund.amountCents,
        status: 'queued',
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: providerRefunds.key })
  },

  /** The refunds of an order, oldest first. */
  async ofOrder(placedOrderId: number): Promise<readonly RefundSummary[]> {
    const rows = await db
      .select({
        reference: providerRefunds.reference,
        amountCents: providerRefunds.amountCents,
        status: providerRefunds.status,
        attempts: providerRefunds.attempts,
        lastError: providerRefunds.lastError,
      })
      .from(providerRefunds)
      .where(eq(providerRefunds.placedOrderId, placedOrderId))
      .orderBy(asc(providerRefunds.id))
    return rows.map((r) => ({
      ...r,
      status: r.status === 'made' ? 'made' : r.status === 'failed' ? 'failed' : 'queued',
    }))
  },

  /**
   * Takes up to `limit` queued refunds that are due and holds them until `leaseEnds`, counting
   * the attempt. Rows another process is taking are skipped, never waited for or taken twice.
   */
  async claim(now: Date, leaseEnds: Date, limit: number): Promise<readonly ClaimedRefund[]> {
    const due = db
      .select({ id: providerRefunds.id })
      .from(providerRefunds)
      .where(and(eq(providerRefunds.status, 'queued'), lte(providerRefunds.nextAttemptAt, now)))
      .orderBy(asc(providerRefunds.nextAttemptAt), asc(providerRefunds.id))
      .limit(limit)
      .for('update', { skipLocked: true })
    const rows = await db
      .update(providerRefunds)
      .set({ attempts: sql`${providerRefunds.attempts} + 1`, nextAttemptAt: leaseEnds })
      .where(inArray(providerRefunds.id, due))
      .returning({ ...claimedRow, attempt: providerRefunds.attempts })
    return [...rows].sort((a, b) => a.id - b.id)
  },

  /**
   * Records the refund made; false when this attempt's lease ran out and another attempt
   * recorded it (or began) meanwhile.
   */
  async markMade(claimed: ClaimedRefund, now: Date): Promise<boolean> {
    const rows = await db
      .update(providerRefunds)
      .set({ status: 'made', madeAt: now, lastError: null })
      .where(
        and(
          eq(providerRefunds.id, claimed.id),
          eq(providerRefunds.attempts, claimed.attempt),
          eq(providerRefunds.status, 'queued'),
        ),
      )
      .returning({ id: providerRefunds.id })
    return rows.length > 0
  },

  /**
   * Records a failed attempt: tried again at `retryAt`, or given up on when that is null;
   * false when another attempt began meanwhile.
   */
  async markFailed(claimed: ClaimedRefund, error: string, retryAt: Date | null): Promise<boolean> {
    const rows = await db
      .update(providerRefunds)
      .set(
        retryAt === null
          ? { status: 'failed', lastError: error }
          : { nextAttemptAt: retryAt, lastError: error },
      )
      .where(
        and(
          eq(providerRefunds.id, claimed.id),
          eq(providerRefunds.attempts, claimed.attempt),
          eq(providerRefunds.status, 'queued'),
        ),
      )
      .returning({ id: providerRefunds.id })
    return rows.length > 0
  },
})

export type RefundRepository = ReturnType<typeof createRefundRepository>
