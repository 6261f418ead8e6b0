import { applyPlacedOrderEvent, type PlacedOrderEventInput } from '@diecut/quote-core'
import { retryTime } from '../mail/mail-worker'
import { startOutboxLoop, type OutboxSettings, type WorkerLog } from '../mail/outbox-loop'
import type { ClaimedRefund } from '../repositories/refund-repository'
import type { Repositories } from '../repositories/repositories'
import type { PaymentProvider } from './payment-provider'

/**
 * The refund outbox's pacing; a refund given up on is left to staff, and its lease is longer
 * than one provider call with its own retries may take.
 */
export type RefundWorkerSettings = OutboxSettings

export const defaultRefundWorkerSettings: RefundWorkerSettings = {
  pollMs: 1000,
  retryMs: 30_000,
  maxAttempts: 10,
  leaseMs: 180_000,
}

const BATCH = 5

/**
 * Records what the provider answered on the refund's order, in one short transaction: the
 * order's event (refund made, or failed), saved only when this attempt still holds the refund.
 */
const recordOnOrder = async (
  repos: Repositories,
  refund: ClaimedRefund,
  event: PlacedOrderEventInput,
  mark: (tx: Repositories['refunds']) => Promise<boolean>,
  now: Date,
): Promise<void> =>
  repos.transaction(async (tx) => {
    if (!(await mark(tx.refunds))) return
    const order = await tx.placedOrders.findByNumber(refund.orderNumber)
    if (order === null) return
    const moved = applyPlacedOrderEvent(order, event)
    if (moved._tag === 'Moved') await tx.placedOrders.save(moved.order, now)
  })

/**
 * Makes the card refunds of the outbox: takes due refunds (never one another process has
 * taken), asks the provider for each with its idempotency key, outside any transaction, then
 * records it made on its order, or schedules another attempt with a doubling wait. The first
 * failure and the last (given up) are noted on the order for staff. `stop` lets the refund in
 * hand finish.
 */
export const startRefundWorker = (deps: {
  readonly repos: Repositories
  readonly payments: PaymentProvider
  readonly clock: () => Date
  readonly log: WorkerLog
  readonly settings: RefundWorkerSettings
}): { stop(): Promise<void> } => {
  const { repos, payments, clock, log, settings } = deps

  const attempt = async (refund: ClaimedRefund) => {
    const { reference, amountCents } = refund
    try {
      await payments.refund(reference, amountCents, refund.key)
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500)
      const now = clock()
      const retryAt = retryTime(now, refund.attempt, settings)
      const givenUp = retryAt === null
      const event: PlacedOrderEventInput = {
        type: 'placedOrder/refundFailed',
        payload: { at: now.toISOString(), amountCents, reference, key: refund.key, error, givenUp },
      }
      const mark = (refunds: Repositories['refunds']) => refunds.markFailed(refund, error, retryAt)
      // Staff hear of the first failure and of giving up; the tries between are only logged.
      if (refund.attempt === 1 || givenUp) await recordOnOrder(repos, refund, event, mark, now)
      else await mark(repos.refunds)
      log.warn(
        { number: refund.orderNumber, reference, attempt: refund.attempt, retryAt, err: error },
        givenUp ? 'card refund given up' : 'card refund failed; will retry',
      )
      return
    }
    const now = clock()
    await recordOnOrder(
      repos,
      refund,
      {
        type: 'placedOrder/refundMade',
        payload: { at: now.toISOString(), amountCents, reference, key: refund.key },
      },
      (refunds) => refunds.markMade(refund, now),
      now,
    )
    log.info({ number: refund.orderNumber, reference, attempt: refund.attempt }, 'card refund made')
  }

  const work = async (): Promise<number> => {
    const now = clock()
    const claimed = await repos.refunds.claim(
      now,
      new Date(now.getTime() + settings.leaseMs),
      BATCH,
    )
    for (const refund of claimed) await attempt(refund)
    return claimed.length
  }

  return startOutboxLoop({
    pass: work,
    batch: BATCH,
    pollMs: settings.pollMs,
    log,
    failed: 'card refunds failed',
  })
}
