import type { Deps } from '../deps'

const BATCH = 500

/**
 * Removes guests idle for `idleHours` with nothing worth keeping (see GuestRepository), with
 * their files, and the ended abuse counters. Answers how many guests went.
 */
export const expireIdleGuests = async (
  deps: Pick<Deps, 'repos' | 'storage'>,
  now: Date,
  idleHours: number,
): Promise<number> => {
  const before = new Date(now.getTime() - idleHours * 3_600_000)
  let total = 0
  for (;;) {
    const { deleted, storageKeys } = await deps.repos.transaction((repos) =>
      repos.guests.deleteIdle(before, BATCH),
    )
    // Files after the commit: a file without a row is harmless, a row without its file is not.
    for (const key of storageKeys) await deps.storage.delete(key).catch(() => undefined)
    total += deleted
    if (deleted < BATCH) break
  }
  await deps.repos.rateLimits.deleteEnded(now)
  return total
}
