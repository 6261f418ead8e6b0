import type { Repositories } from '../repositories/repositories'
import type { MailTransport } from './mail-transport'
import { startOutboxLoop, type OutboxSettings, type WorkerLog } from './outbox-loop'

export type MailWorkerSettings = OutboxSettings

export const defaultMailWorkerSettings: MailWorkerSettings = {
  pollMs: 1000,
  retryMs: 30_000,
  maxAttempts: 8,
  leaseMs: 120_000,
}

const BATCH = 10
// Backoff stops growing at six hours.
const MAX_WAIT_MS = 6 * 3_600_000

/** When the next attempt after `attempt` failures may start, or null when there is none. */
export const retryTime = (
  now: Date,
  attempt: number,
  settings: Pick<OutboxSettings, 'retryMs' | 'maxAttempts'>,
): Date | null =>
  attempt >= settings.maxAttempts
    ? null
    : new Date(now.getTime() + Math.min(MAX_WAIT_MS, settings.retryMs * 2 ** (attempt - 1)))

/**
 * Delivers the outbox: takes due emails (never one another process has taken), sends each,
 * records it sent, or schedules another attempt with a doubling wait. `stop` lets the email in
 * hand finish.
 */
export const startMailWorker = (deps: {
  readonly repos: Repositories
  readonly transport: MailTransport
  readonly clock: () => Date
  readonly log: WorkerLog
  readonly settings: MailWorkerSettings
}): { stop(): Promise<void> } => {
  const { repos, transport, clock, log, settings } = deps

  const deliver = async (): Promise<number> => {
    const now = clock()
    const claimed = await repos.emails.claim(now, new Date(now.getTime() + settings.leaseMs), BATCH)
    for (const email of claimed) {
      try {
        await transport.send(email)
        await repos.emails.markSent(email, clock())
        log.info({ email: email.id, attempt: email.attempt }, 'email sent')
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err)
        const retryAt = retryTime(clock(), email.attempt, settings)
        await repos.emails.markFailed(email, message.slice(0, 1000), retryAt)
        log.warn(
          { email: email.id, attempt: email.attempt, retryAt, err: message },
          retryAt === null ? 'email given up' : 'email not sent; will retry',
        )
      }
    }
    return claimed.length
  }

  const loop = startOutboxLoop({
    pass: deliver,
    batch: BATCH,
    pollMs: settings.pollMs,
    log,
    failed: 'mail delivery failed',
  })
  return {
    async stop() {
      await loop.stop()
      transport.close()
    },
  }
}
