/**
 * A database check that, once it succeeded, is trusted for `ms` milliseconds: health probes
 * then cost nothing, and a failing database is still noticed within that time.
 */
export const cachedFor = (ms: number, check: () => Promise<void>, now = () => Date.now()) => {
  let okUntil = 0
  return async (): Promise<void> => {
    if (now() < okUntil) return
    await check()
    okUntil = now() + ms
  }
}
