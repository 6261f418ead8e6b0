// Whether dist/ holds a build of today's sources: `pnpm test` builds before it runs the tests.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export const packageDir = path.resolve(__dirname, '..')
export const distDir = path.join(packageDir, 'dist')

const newestSource = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const p = path.join(dir, e.name)
    return Math.max(max, e.isDirectory() ? newestSource(p) : statSync(p).mtimeMs)
  }, 0)

/** True when dist/index.js is at least as new as every file under src/. */
export const distIsFresh = (): boolean => {
  const built = path.join(distDir, 'index.js')
  return existsSync(built) && statSync(built).mtimeMs >= newestSource(path.join(packageDir, 'src'))
}
