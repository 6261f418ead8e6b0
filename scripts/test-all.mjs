#!/usr/bin/env node
// The whole suite: build the packages the tests import as built artefacts, run every vitest
// project (unit, property, API and browser tests), then print the closing line CI reads.
//
// The browser tests run one file at a time and spend most of their time waiting on the page,
// so they run in a second vitest process beside the other projects rather than after them;
// their output is kept in .test-results/browser.log and printed once they finish.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, '.test-results')
mkdirSync(outDir, { recursive: true })

const BROWSER_PROJECT = 'storefront-e2e'
const OTHER_PROJECTS = ['quote-core', 'http-adapter', 'quote-react', 'storefront']

const build = spawnSync('pnpm', ['run', 'build'], { stdio: 'inherit', cwd: root })
if (build.status !== 0) {
  console.log('0 passed, 1 failed')
  process.exit(1)
}

/** One vitest process over `projects`, its JSON report at `report`; resolves to its exit code. */
const vitest = (projects, report, output) => {
  rmSync(report, { force: true })
  const child = spawn(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...process.argv.slice(2),
    ],
    { stdio: ['ignore', output ?? 'inherit', output ?? 'inherit'], cwd: root },
  )
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

const browserLog = path.join(outDir, 'browser.log')
const log = createWriteStream(browserLog)
await new Promise((resolve) => log.on('open', resolve))
const runs = [
  { name: 'other', report: path.join(outDir, 'vitest.json'), projects: OTHER_PROJECTS },
  { name: 'browser', report: path.join(outDir, 'browser.json'), projects: [BROWSER_PROJECT] },
]
const [otherStatus, browserStatus] = await Promise.all([
  vitest(runs[0].projects, runs[0].report),
  vitest(runs[1].projects, runs[1].report, log),
])
log.end()
console.log(`\nBrowser tests (${path.relative(root, browserLog)}):\n`)
console.log(readFileSync(browserLog, 'utf8'))

let passed = 0
let failed = 0
let skipped = 0
for (const [run, status] of [
  [runs[0], otherStatus],
  [runs[1], browserStatus],
]) {
  if (!existsSync(run.report)) {
    console.log(`no report from the ${run.name} tests (exit ${status})`)
    failed += 1
    continue
  }
  const r = JSON.parse(readFileSync(run.report, 'utf8'))
  passed += r.numPassedTests
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
  failed +=
    r.numFailedTests +
    (r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? r.numFailedTestSuites : 0)
  // A run that exits non-zero with no failed test (an error outside any test) still fails.
  if (status !== 0 && r.numFailedTests === 0 && r.numFailedTestSuites === 0) failed += 1
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed === 0 ? 0 : 1)
