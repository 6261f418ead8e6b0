import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { inject } from 'vitest'
import type { TestProject } from 'vitest/node'
import { migrateDatabase } from '../../src/db/migrate'

/**
 * A new embedded database costs seconds of initdb. The test run makes one, migrated, before any
 * test file starts; each test database then starts from a copy of it, as a real store's
 * database would be after its first start.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated data directory, closed: copy it into a server's DATA_DIR. */
    pgliteDataDir: string
    /** The same data directory as a tarball, for an in-memory database to start from. */
    pgliteImage: string
  }
}

export const MIGRATED_AT = new Date('2026-01-05T15:00:00Z')

/** The project's global set-up: makes the migrated database once, removes it at the end. */
export default async function makeDatabaseImage(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'diecut-db-image-'))
  const dataDir = path.join(dir, 'pglite')
  // PGlite itself, not the store's database thread: a global set-up runs outside the test
  // workers, where the thread's TypeScript entry cannot be loaded.
  const pg = await PGlite.create(dataDir)
  await migrateDatabase({ kind: 'pglite', db: drizzle(pg) }, MIGRATED_AT)
  const tarball = await pg.dumpDataDir('none')
  await pg.close()
  const image = path.join(dir, 'pglite.tar')
  await writeFile(image, new Uint8Array(await tarball.arrayBuffer()))
  project.provide('pgliteDataDir', dataDir)
  project.provide('pgliteImage', image)
  return () => rm(dir, { recursive: true, force: true })
}

let image: Promise<Uint8Array> | undefined

/** The migrated database's tarball, read once per test worker. */
export const migratedImage = (): Promise<Uint8Array> => {
  image ??= readFile(inject('pgliteImage')).then((bytes) => new Uint8Array(bytes))
  return image
}

/**
 * A new DATA_DIR for a spawned server, holding a copy of the migrated embedded database: the
 * server starts as it does on a store's second day, without the seconds of a first start.
 */
export const migratedDataDir = async (prefix: string): Promise<string> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix))
  await cp(inject('pgliteDataDir'), path.join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}
