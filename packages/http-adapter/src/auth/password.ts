import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 64
const PARAMS = { N: 16384, r: 8, p: 1 } as const

/**
 * At most this many scrypt derivations run at once (each takes ~16 MB and a thread of libuv's
 * pool of 4); the rest wait their turn in order, so a burst of logins cannot starve the pool.
 */
export const MAX_SCRYPT_IN_FLIGHT = 2

let inFlight = 0
const waiting: (() => void)[] = []
/** Derivations running now and the most seen at once (for tests). */
export const scryptLoad = { peak: 0, current: () => inFlight }

const gated = async <A>(work: () => Promise<A>): Promise<A> => {
  if (inFlight >= MAX_SCRYPT_IN_FLIGHT) await new Promise<void>((r) => waiting.push(r))
  else inFlight++
  scryptLoad.peak = Math.max(scryptLoad.peak, inFlight)
  try {
    return await work()
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = waiting.shift()
    if (next === undefined) inFlight--
    else next()
  }
}

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  gated(() => deriveNow(password, salt, options))

const deriveNow = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  )

/** scrypt (memory-hard) with a per-user random salt: `scrypt$N$r$p$salt$hash`, base64. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMS)
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$')
}

/** Compares in constant time; a malformed stored hash never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

let dummy: Promise<string> | null = null

/** A hash to check against when the email is unknown, so both answers take the same time. */
export const dummyHash = (): Promise<string> =>
  (dummy ??= hashPassword(randomBytes(12).toString('hex')))
