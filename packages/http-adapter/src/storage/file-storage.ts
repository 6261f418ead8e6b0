import type { Readable } from 'node:stream'

/**
 * Where uploaded files live. Keys are made by the server (never by the client): a folder,
 * a random id and the sanitised file name. A local-disk store ships; an S3-compatible one
 * can implement the same four calls.
 */
export type FileStorage = {
  put(key: string, data: Uint8Array): Promise<void>
  get(key: string): Promise<Uint8Array | null>
  delete(key: string): Promise<void>
  stream(key: string): Promise<Readable | null>
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.\-[\]()]+)+$/

/** Refuses keys that could leave the storage root. */
export const assertSafeKey = (key: string): string => {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`unsafe storage key: ${key}`)
  return key
}
