import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { STORE_CONTACT } from '@diecut/quote-core'
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppOptions } from '../../src/app'
import { createMarkdownBlog } from '../../src/blog/markdown-blog'
import { packageRoot } from '../../src/config/package-root'
import type { Database } from '../../src/db/client'
import { migrateDatabase } from '../../src/db/migrate'
import { defaultLimits, type Deps } from '../../src/deps'
import { createRepositories } from '../../src/repositories/repositories'
import { createLocalFileStorage } from '../../src/storage/local-file-storage'
import { MIGRATED_AT } from './database-image'
import { dumpDatabase, openTestDatabase, type Backend } from './test-database'

export type TestServer = {
  readonly url: string
  readonly app: FastifyInstance
  readonly deps: Deps
  readonly database: Database
  /** Another server process on the same database (no shared memory, no read cache). */
  startSibling(
    overrides?: Partial<Deps>,
    options?: AppOptions,
  ): Promise<{ url: string; close(): Promise<void> }>
  readonly uploadsDir: string
  /** The files in storage, as keys relative to the uploads folder. */
  storedFiles(): Promise<string[]>
  dump(except?: readonly string[]): Promise<Record<string, unknown[]>>
  close(): Promise<void>
}

const listFiles = async (dir: string, prefix = ''): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`)
        : [`${prefix}${e.name}`],
    ),
  )
  return nested.flat().sort()
}

/** Listens on a free loopback port and answers the app's URL. */
const listenOnLoopback = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

/**
 * The whole app on a fresh database (migrations applied), listening on a free loopback port.
 * One per test file: PGlite takes seconds to start.
 */
export const startTestServer = async (
  backend: Backend,
  overrides: Partial<Deps> = {},
): Promise<TestServer> => {
  const { database, drop } = await openTestDatabase(backend)
  await migrateDatabase(database, MIGRATED_AT)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'diecut-test-'))
  const uploadsDir = path.join(dataDir, 'uploads')
  const deps: Deps = {
    repos: createRepositories(database.db, { singleProcess: database.kind === 'pglite' }),
    storage: createLocalFileStorage(uploadsDir),
    blog: createMarkdownBlog(path.join(packageRoot(), 'content', 'blog')),
    clock: () => new Date(),
    ping: async () => {
      await database.db.execute(sql`select 1`)
    },
    newId: randomUUID,
    limits: { ...defaultLimits, bodyBytes: 256 * 1024, uploadFileBytes: 2 * 1024 * 1024 },
    storefrontDir: null,
    allowedOrigins: [],
    sessionTtlDays: 30,
    mail: { store: STORE_CONTACT, siteUrl: 'http://shop.test', staffEmail: null },
    ...overrides,
    // Every test client comes from 127.0.0.1: the per-IP limits are only as tight as a test sets.
    loginLimit: {
      maxFailures: 5,
      windowMinutes: 15,
      maxFailuresPerIp: 10_000,
      maxSignupsPerIp: 10_000,
      maxGuestsPerIp: 1_000_000,
      floodPerMinute: 1_000_000,
      ...overrides.loginLimit,
    },
  }
  const app = await buildApp(deps, { logger: false })
  return {
    url: await listenOnLoopback(app),
    app,
    deps,
    database,
    uploadsDir,
    startSibling: async (more = {}, options = {}) => {
      const sibling = await buildApp(
        {
          ...deps,
          repos: createRepositories(database.db, { singleProcess: false }),
          ...more,
        },
        { logger: false, ...options },
      )
      return { url: await listenOnLoopback(sibling), close: () => sibling.close() }
    },
    storedFiles: () => listFiles(uploadsDir),
    dump: (except = []) => dumpDatabase(database, except),
    close: async () => {
      await app.close()
      await drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
