import { setTimeout as sleep } from 'node:timers/promises'

export { sleep }

/** Polls until the check passes (real timers; short steps). */
export const until = async (check: () => boolean, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time')
    await sleep(10)
  }
}
