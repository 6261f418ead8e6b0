import { chromium } from 'playwright-core'
const base = process.argv[2]
const pages = process.argv.slice(3)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } })
  const page = await ctx.newPage()
  for (const p of pages) {
    await page.goto(base + p)
    await page.waitForTimeout(1500)
    const name = p.replace(/[^a-z0-9]+/gi, '_') || 'home'
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: width !== 390 })
  }
  await ctx.close()
}
await browser.close()
