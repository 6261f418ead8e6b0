import type { User } from '@diecut/quote-core'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { sessions } from '../db/schema'
import type { RepoContext } from './read-cache'

/** Sessions, by the hash of their token. */
export const createSessionRepository = (db: Executor, ctx: RepoContext) => ({
  async userIdOf(tokenHash: string, now: Date): Promise<string | null> {
    const [row] = await db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    return row?.userId ?? null
  },

  /** A new session; given the user (as it stands in the database), its first lookup is cached. */
  async create(
    tokenHash: string,
    userId: string,
    now: Date,
    expiresAt: Date,
    user?: User,
  ): Promise<void> {
    await db.insert(sessions).values({ tokenHash, userId, createdAt: now, expiresAt })
    if (user !== undefined)
      ctx.afterCommit(() =>
        ctx.writes?.sessions.write(tokenHash, { user, expiresAt: expiresAt.getTime() }),
      )
  },

  async delete(tokenHash: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
    ctx.afterCommit(() => ctx.writes?.sessions.drop(tokenHash))
  },

  async deleteExpired(now: Date): Promise<void> {
    await db.delete(sessions).where(lt(sessions.expiresAt, now))
    ctx.afterCommit(() => ctx.writes?.sessions.clear())
  },
})

export type SessionRepository = ReturnType<typeof createSessionRepository>
