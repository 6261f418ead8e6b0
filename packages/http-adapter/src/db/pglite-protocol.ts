/**
 * What the server thread and the database thread (pglite-worker.ts) say to each other. Each
 * request carries an id, answered once; statements inside a transaction name it.
 */
export type DatabaseRequest =
  | {
      readonly op: 'query'
      readonly id: number
      readonly sql: string
      readonly params: readonly unknown[]
      readonly rowMode: 'array' | 'object'
      /** Types whose values come back as the text PostgreSQL sent, for the server to parse. */
      readonly rawTypes: readonly number[]
      readonly tx: number | null
    }
  | { readonly op: 'exec'; readonly id: number; readonly sql: string; readonly tx: number | null }
  | { readonly op: 'begin'; readonly id: number }
  | { readonly op: 'commit' | 'rollback'; readonly id: number; readonly tx: number }
  | { readonly op: 'close'; readonly id: number }

export type Field = { readonly name: string; readonly dataTypeID: number }

export type QueryAnswer = {
  readonly rows: unknown[]
  readonly fields: Field[]
  readonly affectedRows?: number
}

/** A database error as data: its message and its PostgreSQL fields (code, constraint, ...). */
export type ErrorData = { readonly message: string; readonly props: Record<string, unknown> }

export type DatabaseAnswer =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: ErrorData }

/**
 * What the database thread opens: the data directory on disk (in memory without one), and
 * optionally an image to start it from - a data directory's tarball, as PGlite's dumpDataDir
 * writes it - in place of a new, empty database.
 */
export type PgliteStart = { readonly dataDir?: string; readonly image?: Uint8Array }

/** Sent once by the database thread: the database is open, or why it could not be. */
export type DatabaseStarted = { readonly started: true } | { readonly error: ErrorData }

export const errorData = (e: unknown): ErrorData => {
  if (!(e instanceof Error)) return { message: String(e), props: {} }
  const props: Record<string, unknown> = { name: e.name }
  for (const [key, value] of Object.entries(e))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) props[key] = value
  return { message: e.message, props }
}

/** The error again on this side, with the fields the store reads (`code` above all). */
export const errorOf = (data: ErrorData): Error => {
  const error = new Error(data.message)
  Object.assign(error, data.props)
  return error
}
