// node packages/storefront/bench/lighthouse-compare.mjs <baseline storefront dist> [<candidate dist>]
// Lighthouse (mobile) on every page type of two storefront builds served side by side by the
// same built server (STOREFRONT_DIR), page by page and run by run back to back (baseline, then
// this build), so both meet the same moment of a shared machine. The baseline is a copy of
// `packages/storefront/dist` built from the commit compared against; the candidate is this
// checkout's `packages/storefront/dist` unless a second folder is given. BENCH_LIGHTHOUSE_RUNS runs
// each (default 3); BENCH_PAGES=name,name (bench/store.mjs's names) measures only those;
// BENCH_THROTTLING=devtools throttles the browser itself (requests and CPU as they happen)
// instead of Lighthouse's model of an unthrottled load.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lighthouseScores } from './lighthouse.mjs'
import { benchPages, seedStore, startStore } from './store.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..', '..', '..')
const baselineDir = process.argv[2]
if (baselineDir === undefined) {
  console.error('usage: lighthouse-compare.mjs <baseline storefront dist>')
  process.exit(2)
}
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const extra =
  process.env.BENCH_THROTTLING === undefined
    ? []
    : [`--throttling-method=${process.env.BENCH_THROTTLING}`]
const only = process.env.BENCH_PAGES?.split(',').map((n) => n.trim())

const before = await startStore(root, { STOREFRONT_DIR: path.resolve(baselineDir) })
const candidateDir = process.argv[3]
const after = await startStore(
  root,
  candidateDir === undefined ? {} : { STOREFRONT_DIR: path.resolve(candidateDir) },
)
// Stopped early (Ctrl-C, kill): both stores stop with it.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    void Promise.all([before.stop(), after.stop()]).finally(() => process.exit(130))
  })
try {
  const pick = (pages) => pages.filter((p) => only === undefined || only.includes(p.name))
  const beforePages = pick(benchPages(await seedStore(before.url)))
  const afterPages = pick(benchPages(await seedStore(after.url)))
  const show = (r) =>
    `perf ${r.performance} [${r.performanceOfRuns.join(' ')}], a11y ${r.accessibility}, bp ${r.bestPractices}, ` +
    `LCP ${r.lcpMs} ms, FCP ${r.fcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}` +
    `${r.failedAudits.length > 0 ? `, failing: ${r.failedAudits.join(' ')}` : ''}`
  for (let i = 0; i < beforePages.length; i++) {
    // One run at a time, alternating, then the median of each side.
    const b = []
    const a = []
    for (let k = 0; k < runs; k++) {
      b.push(...(await lighthouseScores(before.url, [beforePages[i]], 1, extra)))
      a.push(...(await lighthouseScores(after.url, [afterPages[i]], 1, extra)))
    }
    const mid = (xs) => {
      const sorted = [...xs].sort((x, y) => x.performance - y.performance)
      return {
        ...sorted[Math.floor(sorted.length / 2)],
        performanceOfRuns: xs.map((x) => x.performance),
      }
    }
    console.log(`${beforePages[i].name} ${afterPages[i].path}`)
    console.log(`  before: ${show(mid(b))}`)
    console.log(`  after:  ${show(mid(a))}`)
  }
} finally {
  await before.stop()
  await after.stop()
}
