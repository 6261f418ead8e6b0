// Lighthouse 12.2.3 (pinned: it runs on Node 20) with the Debian Chromium, mobile profile
// (Lighthouse's default: a mid-range phone, simulated slow 4G and 4x CPU), one page at a time.
// A page's score varies from run to run on a shared machine (mostly its blocking time), so each
// page is run several times and the median run reported, chosen as Lighthouse itself does
// (computeMedianRun: the run nearest the median first paint and time to interactive).
// A page that needs a signed-in customer or staff is opened with that session's cookie, sent
// with every request of the run (--extra-headers).
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '../e2e/chromium.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const cli = path.resolve(here, '..', 'node_modules', '.bin', 'lighthouse')
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ')
/** Where each page's median report is kept, to look into what its scores are made of. */
const REPORTS = path.resolve(here, '..', '.bench', 'lighthouse')

/** Lighthouse's flags that open a page in a session (none for a first-time guest). */
const sessionFlags = (cookie) =>
  cookie === null ? [] : [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`]

const run = (pageUrl, extra = []) =>
  new Promise((resolve, reject) => {
    const child = spawn(
      cli,
      [
        pageUrl,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROME_FLAGS}`,
        ...extra,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? DEBIAN_CHROMIUM },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (err += c))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`lighthouse exited with ${code}: ${err.slice(-2000)}`))
      else resolve(JSON.parse(out))
    })
  })

const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100)

/** A run that recorded the page's load (Lighthouse sometimes loses the trace: NO_NAVSTART). */
const recorded = (report) =>
  report.runtimeError === undefined &&
  ['first-contentful-paint', 'interactive'].every((id) =>
    Number.isFinite(report.audits[id]?.numericValue),
  )

/**
 * `runs` recorded runs of a page: a run that lost its trace (or that Lighthouse ended with an
 * error) is run again, up to `runs` times (at least twice).
 */
const runsOf = async (pageUrl, runs, extra) => {
  const reports = []
  const lost = []
  while (reports.length < runs) {
    const report = await run(pageUrl, extra).catch((e) => e)
    if (!(report instanceof Error) && recorded(report)) reports.push(report)
    else {
      lost.push(report instanceof Error ? report.message : report.runtimeError?.code)
      if (lost.length > Math.max(runs, 2))
        throw new Error(`lighthouse: ${pageUrl} lost ${lost.join('; ')}`)
    }
  }
  return { reports, lost: lost.length }
}

/** A page's file name under .bench/lighthouse. */
const fileOf = (name) => `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`

/**
 * The four category scores of each page's median run of `runs`, in order, with the metrics
 * behind its performance score (first and largest contentful paint, total blocking time,
 * cumulative layout shift), every run's performance score and the audits it failed. `pages`:
 * `{ name, path, cookie }` (bench/seed.mjs); the median report of each is written to
 * .bench/lighthouse/<name>.json. `extra`: more Lighthouse flags (e.g. another throttling method).
 */
export const lighthouseScores = async (base, pages, runs, extra = []) => {
  const results = []
  mkdirSync(REPORTS, { recursive: true })
  for (const { name, path: p, cookie } of pages) {
    const { reports, lost } = await runsOf(`${base}${p}`, runs, [...sessionFlags(cookie), ...extra])
    const report = computeMedianRun(reports)
    writeFileSync(path.join(REPORTS, fileOf(name)), JSON.stringify(report))
    const failed = Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id)
    results.push({
      name,
      path: p,
      runs: reports.length,
      lostRuns: lost,
      performanceOfRuns: reports.map((r) => score(r, 'performance')),
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      bestPractices: score(report, 'best-practices'),
      seo: score(report, 'seo'),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
      fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      failedAudits: failed,
    })
  }
  return results
}

/**
 * The page's paints as they happen under the same mobile profile applied to the browser itself
 * (Lighthouse's devtools throttling: every request slowed to slow 4G, the CPU 4x), not as its
 * model predicts them from an unthrottled load. The model counts every script fetched before
 * the first paint as blocking it; a page rendered at build time paints before its scripts run.
 */
export const observedPaints = async (base, pages) => {
  const results = []
  for (const { name, path: p, cookie } of pages) {
    // One recorded run (a run that lost its trace runs again, as above).
    const {
      reports: [report],
    } = await runsOf(`${base}${p}`, 1, ['--throttling-method=devtools', ...sessionFlags(cookie)])
    const ms = (id) => Math.round(report.audits[id]?.numericValue ?? NaN)
    results.push({
      name,
      path: p,
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
    })
  }
  return results
}
