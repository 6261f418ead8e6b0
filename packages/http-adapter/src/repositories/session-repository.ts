import { and, eq, gt, lt } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { loginAttempts, sessions } from '../db/schema'
import type { RepoContext } from './read-cache'

/** Sessions (by token hash) and the failed-login log used for rate limiting. */
export const createSessionRepository = (db: Executor, ctx: RepoContext) => ({
  async userIdOf(tokenHash: string, now: Date): Promise<string | null> {
    const [row] = await db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    return row?.userId ?? null
  },

  async create(tokenHash: string, userId: string, now: Date, expiresAt: Date): Promise<void> {
    await db.insert(sessions).values({ tokenHash, userId, createdAt: now, expiresAt })
  },

  async delete(tokenHash: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
    ctx.afterCommit(() => ctx.writes?.sessions.drop(tokenHash))
  },

  async deleteExpired(now: Date): Promise<void> {
    await db.delete(sessions).where(lt(sessions.expiresAt, now))
    ctx.afterCommit(() => ctx.writes?.sessions.clear())
  },

  async failedLogins(key: string, since: Date): Promise<Date[]> {
    const rows = await db
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, since)))
    return rows.map((r) => r.at)
  },

  async recordFailedLogin(key: string, now: Date): Promise<void> {
    await db.insert(loginAttempts).values({ key, attemptedAt: now })
  },

  async clearFailedLogins(key: string): Promise<void> {
    await db.delete(loginAttempts).where(eq(loginAttempts.key, key))
  },
})

export type SessionRepository = ReturnType<typeof createSessionRepository>
