import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import type { PgliteStart } from './pglite-protocol'
import { startPgliteThread, type PgliteThread } from './pglite-thread'

/** What repositories run their queries on: the database or a transaction in it. */
export type Executor = PgDatabase<PgQueryResultHKT>

export type Database =
  | {
      readonly kind: 'pglite'
      readonly db: Executor
      readonly client: PgliteThread
      close(): Promise<void>
    }
  | {
      readonly kind: 'postgres'
      readonly db: Executor
      readonly client: postgres.Sql
      close(): Promise<void>
    }

export type DatabaseOptions =
  | ({ readonly kind: 'pglite' } & PgliteStart)
  | { readonly kind: 'postgres'; readonly url: string; readonly max?: number }

/**
 * Opens PGlite (in memory without a dataDir; from an image if given) in a thread of its own, or
 * a postgres.js pool.
 * Drizzle's PGlite driver makes only the calls the thread answers (query, exec, transaction).
 */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === 'pglite') {
    const client = await startPgliteThread(options)
    return {
      kind: 'pglite',
      client,
      db: drizzlePglite(client as unknown as PGlite),
      close: () => client.close(),
    }
  }
  const client = postgres(options.url, { max: options.max ?? 10, onnotice: () => undefined })
  return {
    kind: 'postgres',
    client,
    db: drizzlePostgres(client),
    close: () => client.end({ timeout: 5 }),
  }
}
