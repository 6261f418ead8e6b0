import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The http-adapter package folder, found by walking up from this module: the same answer
 * from src/ (tests, tsx) and from the bundled dist/server.js.
 */
export const packageRoot = (): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name
      if (name === '@diecut/http-adapter') return dir
    }
    const parent = path.dirname(dir)
    if (parent === dir)
      throw new Error('http-adapter package.json not found above ' + import.meta.url)
    dir = parent
  }
}
