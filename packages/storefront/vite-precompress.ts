import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml)$/
const MIN_BYTES = 1024

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build (once, at the best
 * settings), so the server sends them as they are instead of compressing on each request.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist'
  return {
    name: 'diecut-precompress',
    apply: (_, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        const data = await readFile(file)
        if (data.length < MIN_BYTES) continue
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gz(data, { level: 9 }),
        ])
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)])
      }
    },
  }
}
