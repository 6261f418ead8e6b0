import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { MIN_PASSWORD_LENGTH } from '@diecut/quote-core'
import { readEnv } from '../config/env'
import { openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { makeAdmin } from './make-admin'

// pnpm --filter @diecut/http-adapter create-admin <email> [--password <password>]
// Uses the server's database (DATABASE_URL, or the PGlite store under DATA_DIR while the
// server is stopped: an embedded database has one user at a time).
const args = process.argv.slice(2).filter((a) => a !== '--')
const email = args[0]
const passwordAt = args.indexOf('--password')
const password = passwordAt >= 0 ? args[passwordAt + 1] : process.env.ADMIN_PASSWORD
if (email === undefined || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('usage: create-admin <email> [--password <password>]')
  process.exit(2)
}
if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
  console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  process.exit(2)
}
const env = readEnv(process.env)
// On a new machine staff are made before the store ever ran: the data folder may not exist yet.
if (env.DATABASE_URL === undefined) mkdirSync(path.resolve(env.DATA_DIR), { recursive: true })
const database = await openDatabase(
  env.DATABASE_URL === undefined
    ? { kind: 'pglite', dataDir: path.join(path.resolve(env.DATA_DIR), 'pglite') }
    : { kind: 'postgres', url: env.DATABASE_URL, max: 1 },
)
try {
  await migrateDatabase(database, new Date())
  const result = await makeAdmin(database.db, email, password, new Date())
  if (result === null) {
    console.error(`No account uses ${email}. Sign up first, or pass --password to create one.`)
    process.exitCode = 1
  } else
    console.log(
      `${email} is staff now (${result._tag === 'Created' ? 'new account' : 'existing account'}).`,
    )
} finally {
  await database.close()
}
