import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { openDatabase, type Database } from '../../src/db/client'
import { migratedImage } from './database-image'

export type Backend = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const backends: readonly Backend[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

/**
 * A fresh database of the store's own: in-memory PGlite started from the migrated image, or a
 * new, empty database on the PostgreSQL server (so test files can run in parallel), dropped
 * again by `drop`.
 */
export const openTestDatabase = async (
  backend: Backend,
): Promise<{ database: Database; drop: () => Promise<void> }> => {
  if (backend === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', image: await migratedImage() })
    return { database, drop: () => database.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl === undefined) throw new Error('TEST_DATABASE_URL is not set')
  const name = `diecut_test_${randomBytes(6).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 })
  return {
    database,
    drop: async () => {
      await database.close()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end({ timeout: 5 })
    },
  }
}

const TABLES = [
  'company_entities',
  'users',
  'sessions',
  'orders',
  'graphic_design_order_details',
  'carts',
  'designs',
  'designs_orders',
  'quote_uploads',
  'upload_reservations',
  'dies',
  'placed_orders',
  'placed_order_proofs',
  'order_links',
  'placed_order_grants',
  'emails',
  'provider_refunds',
] as const

/**
 * Every row of every table of the store's data (not the abuse counters), in a stable order:
 * compare two dumps to see whether anything changed.
 */
export const dumpDatabase = async (
  database: Database,
  except: readonly string[] = [],
): Promise<Record<string, unknown[]>> => {
  const out: Record<string, unknown[]> = {}
  for (const table of TABLES) {
    if (except.includes(table)) continue
    const result = (await database.db.execute(
      sql.raw(`select * from ${table} order by 1`),
    )) as unknown as { rows?: unknown[] } | unknown[]
    const rows = Array.isArray(result) ? [...result] : (result.rows ?? [])
    out[table] = JSON.parse(JSON.stringify(rows)) as unknown[]
  }
  return out
}
