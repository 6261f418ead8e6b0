import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { hashPassword } from '../auth/password'
import type { Executor } from '../db/client'
import { users } from '../db/schema'

export type MakeAdminResult = { readonly _tag: 'Promoted' | 'Created'; readonly userId: string }

/**
 * Makes the account with this email staff (is_admin). Without such an account, creates one
 * when a password is given; otherwise answers null (the person signs up first).
 */
export const makeAdmin = async (
  db: Executor,
  email: string,
  password: string | undefined,
  now: Date,
): Promise<MakeAdminResult | null> => {
  const address = email.trim().toLowerCase()
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, address))
  if (row !== undefined) {
    await db.update(users).set({ isAdmin: true, updatedAt: now }).where(eq(users.id, row.id))
    return { _tag: 'Promoted', userId: row.id }
  }
  if (password === undefined) return null
  const id = randomUUID()
  await db.insert(users).values({
    id,
    isGuest: false,
    email: address,
    name: 'Staff',
    passwordHash: await hashPassword(password),
    isAdmin: true,
    createdAt: now,
    updatedAt: now,
  })
  return { _tag: 'Created', userId: id }
}
