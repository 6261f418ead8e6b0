import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { assertSafeKey, assertSafePrefix, type FileStorage } from './file-storage'

const isMissing = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  'code' in e &&
  (e.code === 'ENOENT' || e.code === 'ENOTDIR')

/** Files being written end in this; they are renamed into place once complete. */
const PARTIAL = '.partial'

const walk = async (dir: string, prefix: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true }).catch((e: unknown) => {
    if (isMissing(e)) return []
    throw e
  })
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? walk(path.join(dir, e.name), `${prefix}${e.name}/`)
        : e.name.endsWith(PARTIAL)
          ? []
          : [`${prefix}${e.name}`],
    ),
  )
  return nested.flat()
}

/**
 * Files on local disk under `root` (DATA_DIR/uploads). A file is streamed to a partial file
 * beside its final name and renamed into place when complete, so a reader never sees half a
 * file and a failed upload leaves nothing.
 */
export const createLocalFileStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => path.join(root, assertSafeKey(key))
  return {
    async put(key, body) {
      const file = pathOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      const partial = `${file}.${randomUUID()}${PARTIAL}`
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }))
        await rename(partial, file)
      } catch (e) {
        await rm(partial, { force: true })
        throw e
      }
    },
    async get(key, range): Promise<Readable | null> {
      try {
        const handle = await open(pathOf(key), 'r')
        return handle.createReadStream(range === undefined ? {} : range)
      } catch (e) {
        if (isMissing(e)) return null
        throw e
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile()
      } catch (e) {
        if (isMissing(e)) return false
        throw e
      }
    },
    async list(prefix) {
      const folder = assertSafePrefix(prefix)
      return (await walk(path.join(root, folder), folder)).sort()
    },
  }
}
