#!/usr/bin/env node
// The whole suite: build the packages the tests import as built artefacts, run every vitest
// project (unit, property, API and browser tests), then print the closing line CI reads.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, '.test-results')
const report = path.join(outDir, 'vitest.json')
mkdirSync(outDir, { recursive: true })
rmSync(report, { force: true })

const build = spawnSync('pnpm', ['run', 'build'], { stdio: 'inherit', cwd: root })
if (build.status !== 0) {
  console.log('0 passed, 1 failed')
  process.exit(1)
}

const vitest = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: root },
)

if (!existsSync(report)) {
  console.log('0 passed, 1 failed')
  process.exit(vitest.status || 1)
}
const r = JSON.parse(readFileSync(report, 'utf8'))
const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
const failed =
  r.numFailedTests +
  (r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? r.numFailedTestSuites : 0)
console.log(`${r.numPassedTests} passed, ${failed} failed, ${skipped} skipped`)
process.exit(vitest.status === 0 && failed === 0 ? 0 : 1)
