import type { Deps } from '../deps'

const BATCH = 500
/** An expired order link is told apart from an unknown key for a week, then forgotten. */
const EXPIRED_LINK_DAYS = 7

/**
 * Removes guests idle for `idleHours` with nothing worth keeping (see GuestRepository), with
 * their files, the ended abuse counters and order links long expired. Answers how many guests
 * went.
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
  await deps.repos.orderLinks.deleteExpired(
    new Date(now.getTime() - EXPIRED_LINK_DAYS * 86_400_000),
  )
  return total
}
