import { createHash, randomBytes } from 'node:crypto'

export const SESSION_COOKIE = 'diecut_sid'

/** A new random session token (the cookie value) and its hash (what the database keeps). */
export const newSessionToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSessionToken(token) }
}

export const hashSessionToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url')
