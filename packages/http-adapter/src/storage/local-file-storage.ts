import { createReadStream } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { assertSafeKey, type FileStorage } from './file-storage'

const isMissing = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && e.code === 'ENOENT'

/** Files on local disk under `root` (DATA_DIR/uploads); writes are atomic (temp + rename). */
export const createLocalFileStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => path.join(root, assertSafeKey(key))
  return {
    async put(key, data) {
      const file = pathOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      const temp = `${file}.${process.pid}.tmp`
      await writeFile(temp, data)
      await rename(temp, file)
    },
    async get(key) {
      try {
        return await readFile(pathOf(key))
      } catch (e) {
        if (isMissing(e)) return null
        throw e
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async stream(key): Promise<Readable | null> {
      const file = pathOf(key)
      try {
        await stat(file)
      } catch (e) {
        if (isMissing(e)) return null
        throw e
      }
      return createReadStream(file)
    },
  }
}
