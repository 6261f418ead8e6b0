import type { Readable } from 'node:stream'

/** What a stored file carries besides its bytes. */
export type StoredFileMeta = {
  /** The detected media type; object stores serve it back as Content-Type. */
  readonly contentType: string
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export type ByteRange = { readonly start: number; readonly end: number }

/**
 * Where uploaded files live: local disk (createLocalFileStorage, the default) or an
 * S3-compatible bucket (createS3FileStorage). Keys are made by the server, never by the
 * client: a folder, a random id and the sanitised file name (`designs/<uuid>-logo.png`).
 *
 * Files move as streams both ways, so no call ever holds a whole file in memory.
 */
export type FileStorage = {
  /**
   * Stores `body` under `key`. The file appears only once it is complete: when `body` fails
   * or is aborted, the promise rejects and nothing is left under the key.
   */
  put(key: string, body: Readable, meta: StoredFileMeta): Promise<void>
  /** The file (or a byte range of it) as a stream, or null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Readable | null>
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** The keys of complete files under a folder prefix (`designs/`, or `` for all), sorted. */
  list(prefix: string): Promise<string[]>
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.\-[\]()]+)+$/

/** Refuses keys that could leave the storage root. */
export const assertSafeKey = (key: string): string => {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`unsafe storage key: ${key}`)
  return key
}

/** Refuses list prefixes other than '' or a folder path ending in '/'. */
export const assertSafePrefix = (prefix: string): string => {
  if (prefix !== '' && !/^([A-Za-z0-9_-]+\/)+$/.test(prefix))
    throw new Error(`unsafe storage prefix: ${prefix}`)
  return prefix
}
