// pnpm --filter @diecut/storefront bench
// (1) the quoter route's JavaScript, gzip KB (target at most 180 KB);
// (2) in Chromium, the time from typing a new quantity to the new per-unit price on screen
//     (target under 50 ms, local pricing), median of 20 trials, against a baseline measured in
//     the same page and run: a keystroke echoed by a plain DOM input.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/chromium.mjs'
import { quoterRouteJs } from './bundle-size.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const pkg = path.resolve(here, '..')
const root = path.resolve(pkg, '..', '..')
const serverJs = path.join(root, 'packages', 'http-adapter', 'dist', 'server.js')
const TRIALS = 20

const sh = (args, cwd) => {
  const r = spawnSync('pnpm', args, { cwd, stdio: 'inherit' })
  if (r.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`)
}
if (!existsSync(path.join(pkg, 'dist', 'index.html'))) sh(['exec', 'vite', 'build'], pkg)
if (!existsSync(serverJs)) sh(['--filter', '@diecut/http-adapter...', 'run', 'build'], root)

const size = quoterRouteJs(path.join(pkg, 'dist'))

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port
    s.close(() => resolve(p))
  })
})
const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-bench-'))
const server = spawn(process.execPath, [serverJs], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
})
const url = `http://127.0.0.1:${port}`
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${url}/healthz`)).ok) break
  } catch {
    // Not listening yet.
  }
  if (i > 360) throw new Error('the store did not start')
  await new Promise((r) => setTimeout(r, 250))
}

const browser = await chromium.launch({
  executablePath: await resolveChromium(),
  args: CHROMIUM_ARGS,
})
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.goto(`${url}/orders/custom-labels`)
  const pick = (t, within = 'body') =>
    page
      .locator(within)
      .locator('label.option-card')
      .filter({
        has: page.locator('.option-title', {
          hasText: new RegExp(`^${t.replace(/[()]/g, '\\$&')}$`),
        }),
      })
      .first()
      .click()
  await pick('White Plastic')
  await pick('Gloss', '#step-laminate')
  await pick('Square/Rectangle')
  for (const [label, v] of [
    ['Width', '2'],
    ['Length', '3'],
  ]) {
    await page.getByLabel(label, { exact: true }).fill(v)
    await page.getByLabel(label, { exact: true }).press('Tab')
  }
  await pick('Hand Applied (Rolls)')
  await page.getByRole('tab', { name: 'Upload Artwork Later' }).click()
  const qty = page.getByLabel('Labels per Design')
  await qty.fill('500')
  await page.waitForFunction(() =>
    /^\$/.test(document.querySelector('[data-testid=per-unit]')?.textContent ?? ''),
  )
  await page.waitForTimeout(1500)

  // In the page: keydown (event time) -> the watched text changes -> the next frame is painted.
  await page.evaluate(() => {
    const b = (window.__bench = { t0: 0, done: 0, ms: [] })
    const plain = document.createElement('input')
    plain.id = 'bench-plain'
    plain.setAttribute('aria-label', 'bench')
    const echo = document.createElement('span')
    echo.id = 'bench-echo'
    plain.addEventListener('input', () => (echo.textContent = plain.value))
    document.body.append(plain, echo)
    document.addEventListener('keydown', (e) => (b.t0 = e.timeStamp), true)
    const watch = (el) =>
      new MutationObserver(() =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            b.ms.push(performance.now() - b.t0)
            b.done++
          }),
        ),
      ).observe(el, { subtree: true, childList: true, characterData: true })
    watch(document.querySelector('[data-testid=per-unit]'))
    watch(echo)
  })
  const measure = async (locator, keys) => {
    await locator.focus()
    await page.keyboard.press('End')
    await page.evaluate(() => (window.__bench.ms = []))
    for (let i = 0; i < TRIALS; i++) {
      const before = await page.evaluate(() => window.__bench.done)
      await page.keyboard.press(keys[i % keys.length])
      await page.waitForFunction((n) => window.__bench.done > n, before)
      await page.waitForTimeout(120)
    }
    return page.evaluate(() => window.__bench.ms.slice())
  }
  const price = await measure(qty, ['0', 'Backspace'])
  const baseline = await measure(page.locator('#bench-plain'), ['a', 'Backspace'])
  const result = {
    quoterRouteGzipKb: Number(size.gzipKb.toFixed(1)),
    quoterLateGzipKb: Number(size.lateKb.toFixed(1)),
    quantityToPriceMs: { median: Number(median(price).toFixed(1)), trials: price.length },
    baselineEchoMs: { median: Number(median(baseline).toFixed(1)), trials: baseline.length },
  }
  result.ratio = Number((result.quantityToPriceMs.median / result.baselineEchoMs.median).toFixed(2))
  mkdirSync(path.join(pkg, '.bench'), { recursive: true })
  writeFileSync(path.join(pkg, '.bench', 'storefront.json'), JSON.stringify(result, null, 2))
  console.log('storefront bench')
  for (const c of size.chunks)
    console.log(`  ${c.file.padEnd(36)} ${(c.gzip / 1024).toFixed(1)} KB gzip`)
  console.log(
    `quoter route JS: ${result.quoterRouteGzipKb} KB gzip at first load (target <= 180 KB); later sections on demand: +${result.quoterLateGzipKb} KB`,
  )
  console.log(
    `quantity keystroke -> per-unit price on screen: median ${result.quantityToPriceMs.median} ms over ${TRIALS} trials (target < 50 ms)`,
  )
  console.log(
    `baseline keystroke -> echo in a plain input: median ${result.baselineEchoMs.median} ms over ${TRIALS} trials`,
  )
  console.log(`ratio price/baseline: ${result.ratio}x`)
} finally {
  await browser.close()
  server.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 500))
  rmSync(dataDir, { recursive: true, force: true })
}
