import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'

/** What repositories run their queries on: the database or a transaction in it. */
export type Executor = PgDatabase<PgQueryResultHKT>

export type Database =
  | {
      readonly kind: 'pglite'
      readonly db: Executor
      readonly client: PGlite
      close(): Promise<void>
    }
  | {
      readonly kind: 'postgres'
      readonly db: Executor
      readonly client: postgres.Sql
      close(): Promise<void>
    }

export type DatabaseOptions =
  | { readonly kind: 'pglite'; readonly dataDir?: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly max?: number }

/** Opens PGlite (in memory without a dataDir) or a postgres.js pool. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === 'pglite') {
    const client =
      options.dataDir === undefined ? await PGlite.create() : await PGlite.create(options.dataDir)
    takeTurns(client)
    return { kind: 'pglite', client, db: drizzlePglite(client), close: () => client.close() }
  }
  const client = postgres(options.url, { max: options.max ?? 10, onnotice: () => undefined })
  return {
    kind: 'postgres',
    client,
    db: drizzlePostgres(client),
    close: () => client.end({ timeout: 5 }),
  }
}

/**
 * PGlite runs each protocol step synchronously on the server's one thread (1-3 ms a step; a
 * quote's creation is a dozen). Before each step it lets the event loop turn once, so requests
 * that need no database (a health probe, a static file) are answered between a long write's
 * steps rather than after all of them.
 */
const takeTurns = (client: PGlite): void => {
  const step = client.execProtocolStream.bind(client)
  client.execProtocolStream = async (...args) => {
    await new Promise<void>((resolve) => setImmediate(resolve))
    return step(...args)
  }
}
