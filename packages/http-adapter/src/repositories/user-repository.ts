import { ROLL_TYPE, type CompanyEntity, type User } from '@diecut/quote-core'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import type { RepoContext } from './read-cache'
import { companyEntities, sessions, users } from '../db/schema'

export type NewAccount = { email: string; name: string; passwordHash: string; companyName?: string }

/** Fields of account details to change; undefined leaves a field as it is. */
export type AccountChanges = {
  name?: string
  company_name?: string
  roll_max?: number | null
  roll_type_id?: 1 | 2 | null
  is_fewest_possible_rolls?: boolean
}

type Row = { user: typeof users.$inferSelect; company: typeof companyEntities.$inferSelect | null }

const toCompany = (c: typeof companyEntities.$inferSelect): CompanyEntity => ({
  name: c.name,
  roll_max: c.rollMax,
  roll_type_id:
    c.rollTypeId === ROLL_TYPE.diameter || c.rollTypeId === ROLL_TYPE.quantity
      ? c.rollTypeId
      : null,
  is_fewest_possible_rolls: c.isFewestPossibleRolls,
})

/** A user as the store sees it, from their row and their company's. */
export const toUser = ({ user, company }: Row): User => ({
  id: user.id,
  is_guest: user.isGuest,
  is_logged_in: !user.isGuest,
  email: user.email,
  name: user.name,
  company_entity: company === null ? null : toCompany(company),
  is_admin: user.isAdmin,
})

/** What a session lookup reads: its user, their company (for toUser) and when it ends. */
export const sessionUserColumns = {
  user: users,
  company: companyEntities,
  expiresAt: sessions.expiresAt,
}

/** The session of the `tokenHash` placeholder, live at the `now` placeholder (an ISO instant). */
export const liveSession = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  gt(sessions.expiresAt, sql.placeholder('now')),
)

/** The user of a live session still in the read cache (single process), if any. */
export const cachedSessionUser = (
  ctx: RepoContext,
  tokenHash: string,
  now: Date,
): User | undefined => {
  const hit = ctx.reads?.sessions.get(tokenHash)
  return hit !== undefined && hit.expiresAt > now.getTime() ? hit.user : undefined
}

/**
 * The user of a session row just read (`sessionUserColumns`), remembered in the read cache until
 * the session ends, unless the cache moved past `epoch` (read before the query) meanwhile.
 */
export const rememberSessionUser = (
  ctx: RepoContext,
  tokenHash: string,
  row: Row & { expiresAt: Date },
  epoch: number,
): User => {
  const user = toUser(row)
  ctx.reads?.sessions.fill(tokenHash, { user, expiresAt: row.expiresAt.getTime() }, epoch)
  return user
}

/** The user of a live session, with their company. */
const sessionUserQuery = (db: Executor) =>
  db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyEntities, eq(companyEntities.id, users.companyEntityId))
    .where(liveSession)
    .prepare('session_user')

/** Built once per database: every request with a session asks it. */
const sessionUserQueries = new WeakMap<Executor, ReturnType<typeof sessionUserQuery>>()

/** Users (guests and customers) and their company accounts. */
export const createUserRepository = (db: Executor, ctx: RepoContext) => {
  // Any change to users (details, registration, deletion) drops the cached session users.
  const usersChanged = (everything = false) =>
    ctx.afterCommit(() => {
      const c = ctx.writes
      if (c === null) return
      c.sessions.clear()
      if (everything) for (const m of [c.orders, c.cartOrders, c.cartIds, c.customSizes]) m.clear()
    })

  const select = () =>
    db
      .select({ user: users, company: companyEntities })
      .from(users)
      .leftJoin(companyEntities, eq(companyEntities.id, users.companyEntityId))

  return {
    async find(id: string): Promise<User | null> {
      const [row] = await select().where(eq(users.id, id))
      return row === undefined ? null : toUser(row)
    },

    /** The user of a live session, in one query. */
    async findBySession(tokenHash: string, now: Date): Promise<User | null> {
      const cached = cachedSessionUser(ctx, tokenHash, now)
      if (cached !== undefined) return cached
      const epoch = ctx.reads?.sessions.epoch ?? 0
      let query = sessionUserQueries.get(db)
      if (query === undefined) sessionUserQueries.set(db, (query = sessionUserQuery(db)))
      const [row] = await query.execute({ tokenHash, now: now.toISOString() })
      return row === undefined ? null : rememberSessionUser(ctx, tokenHash, row, epoch)
    },

    async createGuest(id: string, now: Date): Promise<User> {
      await db.insert(users).values({ id, isGuest: true, createdAt: now, updatedAt: now })
      // A new guest owns nothing yet: its first quote needs no reads to learn that.
      ctx.afterCommit(() => {
        const c = ctx.writes
        if (c === null) return
        c.customSizes.write(id, [])
        c.cartOrders.write(id, [])
        c.cartIds.write(id, null)
      })
      return toUser({
        user: {
          id,
          isGuest: true,
          email: null,
          name: null,
          passwordHash: null,
          isAdmin: false,
          netDays: 0,
          taxCertificate: null,
          companyEntityId: null,
          createdAt: now,
          updatedAt: now,
        },
        company: null,
      })
    },

    /** The user id and password hash for an email (stored lower-cased), if such an account exists. */
    async credentials(email: string): Promise<{ id: string; passwordHash: string } | null> {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
      return row?.passwordHash ? { id: row.id, passwordHash: row.passwordHash } : null
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
      return row !== undefined
    },

    /** Turns a guest into a customer in place, so everything the guest owns stays theirs. */
    async register(guestId: string, account: NewAccount, now: Date): Promise<void> {
      let companyEntityId: number | null = null
      if (account.companyName !== undefined && account.companyName !== '') {
        const [c] = await db
          .insert(companyEntities)
          .values({ name: account.companyName, createdAt: now, updatedAt: now })
          .returning({ id: companyEntities.id })
        companyEntityId = c?.id ?? null
      }
      await db
        .update(users)
        .set({
          isGuest: false,
          email: account.email.toLowerCase(),
          name: account.name,
          passwordHash: account.passwordHash,
          companyEntityId,
          updatedAt: now,
        })
        .where(eq(users.id, guestId))
      usersChanged()
    },

    /** Puts the account with this email on net days (0 ends its terms); false when none. */
    async setNetDays(email: string, netDays: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ netDays, updatedAt: now })
        .where(and(eq(users.email, email.toLowerCase()), eq(users.isGuest, false)))
        .returning({ id: users.id })
      return rows.length > 0
    },

    /** Records the account's resale certificate ("" ends the exemption); false when none. */
    async setTaxCertificate(email: string, certificate: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ taxCertificate: certificate === '' ? null : certificate, updatedAt: now })
        .where(and(eq(users.email, email.toLowerCase()), eq(users.isGuest, false)))
        .returning({ id: users.id })
      return rows.length > 0
    },

    /** The user's resale certificate, or null: the user pays sales tax. */
    async taxCertificate(id: string): Promise<string | null> {
      const [row] = await db
        .select({ certificate: users.taxCertificate })
        .from(users)
        .where(eq(users.id, id))
      return row?.certificate ?? null
    },

    /** The email and net days of a customer account, or null for a guest (or no such user). */
    async account(id: string): Promise<{ email: string; net_days: number } | null> {
      const [row] = await db
        .select({ email: users.email, netDays: users.netDays })
        .from(users)
        .where(and(eq(users.id, id), eq(users.isGuest, false)))
      return row === undefined || row.email === null
        ? null
        : { email: row.email, net_days: row.netDays }
    },

    /** The user's net days (0 for a customer who pays before production). */
    async netDays(id: string): Promise<number> {
      const [row] = await db.select({ netDays: users.netDays }).from(users).where(eq(users.id, id))
      return row?.netDays ?? 0
    },

    async delete(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id))
      usersChanged(true)
    },

    /** Saves name and production presets; creates the company account on first use. */
    async updateDetails(id: string, changes: AccountChanges, now: Date): Promise<void> {
      const [row] = await select().where(eq(users.id, id))
      if (row === undefined) return
      usersChanged()
      if (changes.name !== undefined)
        await db.update(users).set({ name: changes.name, updatedAt: now }).where(eq(users.id, id))
      const company = {
        ...(changes.company_name !== undefined ? { name: changes.company_name } : {}),
        ...(changes.roll_max !== undefined ? { rollMax: changes.roll_max } : {}),
        ...(changes.roll_type_id !== undefined ? { rollTypeId: changes.roll_type_id } : {}),
        ...(changes.is_fewest_possible_rolls !== undefined
          ? { isFewestPossibleRolls: changes.is_fewest_possible_rolls }
          : {}),
      }
      if (Object.keys(company).length === 0) return
      if (row.company !== null) {
        await db
          .update(companyEntities)
          .set({ ...company, updatedAt: now })
          .where(eq(companyEntities.id, row.company.id))
        return
      }
      const [created] = await db
        .insert(companyEntities)
        .values({ ...company, createdAt: now, updatedAt: now })
        .returning({ id: companyEntities.id })
      await db
        .update(users)
        .set({ companyEntityId: created?.id ?? null, updatedAt: now })
        .where(eq(users.id, id))
    },
  }
}

export type UserRepository = ReturnType<typeof createUserRepository>
