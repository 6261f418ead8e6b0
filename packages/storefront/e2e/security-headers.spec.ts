import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { seriousViolations } from './axe'
import { useBrowser } from './browser'
import { pick } from './quoter-actions'

/** Every stylesheet applied and every image decoded: nothing was refused by the policy. */
const assetsLoaded = (page: Page) =>
  page.evaluate(() => ({
    sheets: document.styleSheets.length,
    rules: [...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0),
    brokenImages: [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.src),
    bodyFont: getComputedStyle(document.body).fontFamily,
  }))

// This spec always drives npm's Chromium, so every run proves the store works on it too.
describe("the store under its security headers, in npm's Chromium", () => {
  const { open } = useBrowser({ chromium: 'npm' })

  it('serves pages with a Content-Security-Policy that the quoters run under (styles, images, axe)', async () => {
    const page = await open('/')
    const res = await page.request.get('/orders/custom-labels', {
      headers: { accept: 'text/html' },
    })
    const csp = res.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers()['x-content-type-options']).toBe('nosniff')
    expect(res.headers()['referrer-policy']).toBe('same-origin')

    for (const path of ['/orders/custom-labels', '/orders/custom-cartons', '/']) {
      await page.goto(path)
      await page.locator('main').first().waitFor()
      const assets = await assetsLoaded(page)
      expect(assets.sheets).toBeGreaterThan(0)
      expect(assets.rules).toBeGreaterThan(10)
      expect(assets.brokenImages).toEqual([])
      expect(assets.bodyFont).not.toBe('"Times New Roman"')
    }
    await page.goto('/orders/custom-labels')
    await pick(page, 'White Plastic')
    await pick(page, 'Matte', '#step-laminate')
    await pick(page, 'Square/Rectangle')
    await page.getByLabel('Width', { exact: true }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    // Violations reach the console; the shared afterEach fails the test on any of them.
  })
})
