import { Worker } from 'node:worker_threads'
import {
  errorOf,
  type DatabaseAnswer,
  type DatabaseRequest,
  type DatabaseStarted,
  type Field,
  type PgliteStart,
  type QueryAnswer,
} from './pglite-protocol'

type Parser = (value: string, type: number) => unknown
type QueryOptions = {
  readonly rowMode?: 'array' | 'object'
  readonly parsers?: Readonly<Record<number, Parser>>
}
type Results = { rows: unknown[]; fields: Field[]; affectedRows?: number }

/** What the store (through Drizzle's PGlite driver) asks of the database: PGlite's own calls. */
export type ThreadQueries = {
  query(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Results>
  exec(sql: string): Promise<Results[]>
}

export type PgliteThread = ThreadQueries & {
  transaction<T>(fn: (tx: ThreadQueries) => Promise<T>): Promise<T>
  close(): Promise<void>
}

// Built, this code sits in dist/ beside the thread's own entry, dist/pglite-worker.js. From the
// sources (tests, `pnpm dev`, the create-admin command) the entry is the TypeScript file, loaded
// through tsx.
const fromSources = import.meta.url.endsWith('.ts')
const workerFile = new URL(
  fromSources ? './pglite-worker.ts' : './pglite-worker.js',
  import.meta.url,
)
/** From the sources: the thread registers tsx's loader, then imports the TypeScript entry. */
const sourceEntry = (): string =>
  `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
  `.then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile.href)}) })`

/** The parsers the caller gave, applied here to the text the database thread sent back. */
const parsed = (answer: QueryAnswer, options: QueryOptions | undefined): Results => {
  const parsers = options?.parsers
  if (parsers === undefined) return answer
  const columns = answer.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID]
    return parse === undefined ? [] : [{ index, name: field.name, type: field.dataTypeID, parse }]
  })
  if (columns.length === 0) return answer
  for (const row of answer.rows) {
    const cells = row as Record<string | number, unknown>
    for (const { index, name, type, parse } of columns) {
      const key = options?.rowMode === 'array' ? index : name
      const value = cells[key]
      if (typeof value === 'string') cells[key] = parse(value, type)
    }
  }
  return answer
}

/**
 * The embedded database in a thread of its own (pglite-worker.ts), behind the calls Drizzle's
 * PGlite driver makes: query, exec and transaction. PGlite's statements run synchronously, so on
 * the server's thread each one held every other request up; here they only wait for each other.
 * While requests are waiting for answers the thread keeps the process alive; otherwise it does
 * not, so a command that has finished may end.
 */
export const startPgliteThread = async (start: PgliteStart): Promise<PgliteThread> => {
  const workerData = { dataDir: start.dataDir, image: start.image }
  const worker = fromSources
    ? new Worker(sourceEntry(), { eval: true, workerData })
    : new Worker(workerFile, { workerData })
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>()
  let nextId = 1
  let failure: Error | null = null

  const failAll = (error: Error) => {
    failure = error
    for (const w of waiting.values()) w.reject(error)
    waiting.clear()
    worker.unref()
  }

  await new Promise<void>((resolve, reject) => {
    const early = (e: Error) => reject(e)
    worker.once('error', early)
    worker.once('message', (m: DatabaseStarted) => {
      worker.off('error', early)
      if ('error' in m) reject(errorOf(m.error))
      else resolve()
    })
  })
  worker.unref()
  worker.on('message', (answer: DatabaseAnswer) => {
    const w = waiting.get(answer.id)
    if (w === undefined) return
    waiting.delete(answer.id)
    if (waiting.size === 0) worker.unref()
    if (answer.ok) w.resolve(answer.value)
    else w.reject(errorOf(answer.error))
  })
  worker.on('error', failAll)
  worker.on('exit', (code) => failAll(new Error(`The database thread ended (exit code ${code})`)))

  type Request = DatabaseRequest extends infer R
    ? R extends { id: number }
      ? Omit<R, 'id'>
      : never
    : never
  const ask = <T>(request: Request): Promise<T> => {
    if (failure !== null) return Promise.reject(failure)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      if (waiting.size === 0) worker.ref()
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject })
      worker.postMessage({ ...request, id } as DatabaseRequest)
    })
  }

  const queriesOn = (tx: number | null): ThreadQueries => ({
    query: async (sql, params = [], options) =>
      parsed(
        await ask<QueryAnswer>({
          op: 'query',
          sql,
          params,
          rowMode: options?.rowMode ?? 'object',
          rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
          tx,
        }),
        options,
      ),
    exec: (sql) => ask<Results[]>({ op: 'exec', sql, tx }),
  })

  return {
    ...queriesOn(null),
    async transaction(fn) {
      const tx = await ask<number>({ op: 'begin' })
      let result
      try {
        result = await fn(queriesOn(tx))
      } catch (e) {
        await ask({ op: 'rollback', tx })
        throw e
      }
      await ask({ op: 'commit', tx })
      return result
    },
    async close() {
      if (failure === null) await ask({ op: 'close' })
      await worker.terminate()
    },
  }
}
