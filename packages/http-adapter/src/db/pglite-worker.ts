import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import {
  errorData,
  type DatabaseAnswer,
  type DatabaseRequest,
  type DatabaseStarted,
  type PgliteStart,
  type QueryAnswer,
} from './pglite-protocol'

/**
 * The embedded database's own thread (started by pglite-thread.ts). PGlite runs each statement
 * synchronously, 1-3 ms a step; here that time is this thread's, and the server's thread stays
 * free for requests. Statements arrive as messages and run in turn, as PGlite runs them; a
 * transaction holds the database from its begin to its commit or rollback, and statements from
 * outside it wait, exactly as they do on PGlite itself.
 */
type Open = {
  readonly tx: Transaction
  readonly finish: (commit: boolean) => void
  readonly done: Promise<void>
}

const ROLLED_BACK = Symbol('rolled back')
const port = parentPort
if (port === null) throw new Error('pglite-worker runs in a worker thread')

const send = (message: DatabaseAnswer | DatabaseStarted) => port.postMessage(message)
const { dataDir, image } = (workerData ?? {}) as PgliteStart

const start = async (): Promise<PGlite> => {
  try {
    // An image is a data directory's tarball, unpacked in place of running initdb.
    const options = image === undefined ? {} : { loadDataDir: new Blob([image]) }
    const pg = await PGlite.create(dataDir, options)
    send({ started: true })
    return pg
  } catch (e) {
    send({ error: errorData(e) })
    throw e
  }
}

const pg = await start()
const open = new Map<number, Open>()
let nextTx = 1

/** Values of these types come back as PostgreSQL's text; the server thread parses them. */
const rawParsers = (types: readonly number[]) =>
  Object.fromEntries(types.map((type) => [type, (value: string) => value]))

const on = (tx: number | null): PGlite | Transaction => {
  if (tx === null) return pg
  const entry = open.get(tx)
  if (entry === undefined) throw new Error(`transaction ${tx} is not open`)
  return entry.tx
}

const begin = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const id = nextTx++
    const done = pg
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            open.set(id, {
              tx,
              finish: (ok) => (ok ? commit() : rollback(ROLLED_BACK)),
              done,
            })
            resolve(id)
          }),
      )
      .then(
        () => undefined,
        (e: unknown) => {
          if (e !== ROLLED_BACK) throw e
        },
      )
      .finally(() => open.delete(id))
    // A begin that fails before the transaction opens answers with its error.
    done.catch(reject)
  })

const end = async (tx: number, commit: boolean): Promise<null> => {
  const entry = open.get(tx)
  if (entry === undefined) throw new Error(`transaction ${tx} is not open`)
  entry.finish(commit)
  await entry.done
  return null
}

const handle = async (request: DatabaseRequest): Promise<unknown> => {
  switch (request.op) {
    case 'query': {
      const result = await on(request.tx).query(request.sql, [...request.params], {
        rowMode: request.rowMode,
        parsers: rawParsers(request.rawTypes),
      })
      const answer: QueryAnswer = {
        rows: result.rows as unknown[],
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
      }
      return answer
    }
    case 'exec': {
      const results = await on(request.tx).exec(request.sql)
      return results.map((r) => ({
        rows: r.rows,
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        ...(r.affectedRows === undefined ? {} : { affectedRows: r.affectedRows }),
      }))
    }
    case 'begin':
      return begin()
    case 'commit':
      return end(request.tx, true)
    case 'rollback':
      return end(request.tx, false)
    case 'close':
      await pg.close()
      return null
  }
}

port.on('message', (request: DatabaseRequest) => {
  handle(request).then(
    (value) => send({ id: request.id, ok: true, value }),
    (e: unknown) => send({ id: request.id, ok: false, error: errorData(e) }),
  )
})
