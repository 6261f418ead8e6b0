import path from 'node:path'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import { packageRoot } from '../config/package-root'
import type { Database } from './client'
import { seedLibraryDies } from './seed-dies'

/** Applies the committed migrations in drizzle/, then makes sure the stock dies are there. */
export const migrateDatabase = async (
  database: Pick<Database, 'kind' | 'db'>,
  now: Date,
): Promise<void> => {
  const migrationsFolder = path.join(packageRoot(), 'drizzle')
  if (database.kind === 'pglite')
    await migratePglite(database.db as PgliteDatabase, { migrationsFolder })
  else await migratePostgres(database.db as PostgresJsDatabase, { migrationsFolder })
  await seedLibraryDies(database.db, now)
}
