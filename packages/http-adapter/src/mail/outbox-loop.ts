/** How an outbox worker paces itself: polling, retries, attempts and its hold on a row. */
export type OutboxSettings = {
  /** How often the outbox is looked at when it had nothing due. */
  readonly pollMs: number
  /** The wait after a first failure; it doubles with each further one. */
  readonly retryMs: number
  /** Attempts before a row is given up on (status failed). */
  readonly maxAttempts: number
  /** How long a taken row is held by its worker before another may try it. */
  readonly leaseMs: number
}

/** Where a worker writes what it did. */
export type WorkerLog = {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/**
 * Runs `pass` (take up to `batch` due rows and carry them out; answer how many it took) again
 * at once while it takes full batches, else after `pollMs`. A pass that throws is logged as
 * `failed` and the loop waits for the next poll. `stop` lets the pass in hand finish.
 */
export const startOutboxLoop = (loop: {
  readonly pass: () => Promise<number>
  readonly batch: number
  readonly pollMs: number
  readonly log: WorkerLog
  readonly failed: string
}): { stop(): Promise<void> } => {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const tick = async () => {
    let more = true
    while (more && !stopped) {
      try {
        more = (await loop.pass()) === loop.batch
      } catch (err) {
        loop.log.error({ err }, loop.failed)
        more = false
      }
    }
    if (!stopped) timer = setTimeout(() => void (running = tick()), loop.pollMs)
  }
  running = tick()
  return {
    async stop() {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
      await running
    },
  }
}
