import { lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { rateLimits } from '../db/schema'

/** Attempt counters: one atomic upsert per attempt, so parallel attempts are all counted. */
export const createRateLimitRepository = (db: Executor) => ({
  /**
   * Counts one attempt against `key` in its fixed window (a new window when the last one has
   * ended) and answers the count so far, this attempt included, and when the window ends.
   */
  async hit(key: string, now: Date, windowMs: number): Promise<{ count: number; endsAt: Date }> {
    const at = sql`${now.toISOString()}::timestamptz`
    const ends = sql`${new Date(now.getTime() + windowMs).toISOString()}::timestamptz`
    const ended = sql`${rateLimits.windowEndsAt} <= ${at}`
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
          windowEndsAt: sql`case when ${ended} then ${ends} else ${rateLimits.windowEndsAt} end`,
        },
      })
      .returning({ count: rateLimits.count, endsAt: rateLimits.windowEndsAt })
    if (row === undefined) throw new Error('rate limit upsert returned no row')
    return row
  },

  /** Takes one attempt back (it turned out not to count, e.g. a login that succeeded). */
  async release(key: string): Promise<void> {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(sql`${rateLimits.key} = ${key}`)
  },

  async clear(key: string): Promise<void> {
    await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)
  },

  async deleteEnded(now: Date): Promise<void> {
    await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now))
  },
})

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>
