import type { Repositories } from '../repositories/repositories'
import type { MailTransport } from './mail-transport'

export type MailWorkerSettings = {
  /** How often the outbox is looked at when it had nothing due. */
  readonly pollMs: number
  /** The wait after a first failure; it doubles with each further one. */
  readonly retryMs: number
  /** Attempts before an email is given up on (status failed). */
  readonly maxAttempts: number
  /** How long a taken email is held by its worker before another may try it. */
  readonly leaseMs: number
}

export const defaultMailWorkerSettings: MailWorkerSettings = {
  pollMs: 1000,
  retryMs: 30_000,
  maxAttempts: 8,
  leaseMs: 120_000,
}

type Log = {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

const BATCH = 10
// Backoff stops growing at six hours.
const MAX_WAIT_MS = 6 * 3_600_000

/** When the next attempt after `attempt` failures may start, or null when there is none. */
export const retryTime = (
  now: Date,
  attempt: number,
  settings: Pick<MailWorkerSettings, 'retryMs' | 'maxAttempts'>,
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
  readonly log: Log
  readonly settings: MailWorkerSettings
}): { stop(): Promise<void> } => {
  const { repos, transport, clock, log, settings } = deps
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

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

  const tick = async () => {
    let more = true
    while (more && !stopped) {
      try {
        more = (await deliver()) === BATCH
      } catch (err) {
        log.error({ err }, 'mail delivery failed')
        more = false
      }
    }
    if (!stopped) timer = setTimeout(() => void (running = tick()), settings.pollMs)
  }
  running = tick()

  return {
    async stop() {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
      await running
      transport.close()
    },
  }
}
