import { mkdirSync } from 'node:fs'
import path from 'node:path'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { CHROMIUM_ARGS } from './chromium.mjs'
import { E2E_STAFF, storefrontDir } from './store-server'

export const DESKTOP = { width: 1440, height: 900 }
export const PHONE = { width: 390, height: 844 }
export const LAPTOP = { width: 1280, height: 900 }
export const screenshotsDir = path.join(storefrontDir, 'screenshots')

export type BrowserOptions = {
  /** 'npm': npm's Chromium whatever the machine has (one spec always checks the store on it). */
  readonly chromium?: 'resolved' | 'npm'
  /**
   * For pages fed hostile HTML on purpose: Chromium reports a CSP violation for every inline
   * handler or style it merely parses, even into the sanitiser's inert document, so such a spec
   * checks that nothing ran instead of failing on the reports.
   */
  readonly parsesHostileHtml?: boolean
}

/**
 * Chromium for one spec file, a fresh context (own cookies, so a new guest) per page. Page
 * errors and Content-Security-Policy violations fail the test; leave-page prompts are accepted.
 */
export const useBrowser = (options: BrowserOptions = {}) => {
  let browser: Browser
  const contexts: BrowserContext[] = []
  const errors: string[] = []
  beforeAll(async () => {
    const executablePath = inject(options.chromium === 'npm' ? 'npmChromiumPath' : 'chromiumPath')
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
    mkdirSync(screenshotsDir, { recursive: true })
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()))
    const seen = errors.splice(0)
    if (seen.length > 0) throw new Error(`page errors:\n${seen.join('\n')}`)
  })
  afterAll(async () => {
    await browser?.close()
  })
  const open = async (pathname: string, viewport = DESKTOP): Promise<Page> => {
    // As a visitor who asks for less motion: scrolls and transitions end at once. Smoothly,
    // they run on the browser's frames, which headless Chromium on a loaded machine has been
    // seen to stop drawing for seconds, leaving a page mid-scroll however right the store was.
    const context = await browser.newContext({
      viewport,
      baseURL: inject('storeUrl'),
      reducedMotion: 'reduce',
    })
    contexts.push(context)
    const page = await context.newPage()
    // Generous: the browser tests share two cores with the rest of the suite. A wait only lasts
    // this long when something is wrong.
    page.setDefaultTimeout(30_000)
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy') && options.parsesHostileHtml !== true)
        errors.push(m.text())
    })
    page.on('dialog', (d) => void d.accept())
    await page.goto(pathname)
    return page
  }
  /**
   * A screenshot into screenshots/: the full page from the top (so the sticky header sits where
   * it belongs), or just the viewport (dialogs).
   */
  const shot = async (page: Page, name: string, fullPage = true) => {
    if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.waitForTimeout(150)
    await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage })
  }
  return { open, shot }
}

/** Screenshots of the page at 1280 px, then at 390 px, back to 1280 px. */
export const shotBothWidths = async (
  page: Page,
  shot: (page: Page, name: string) => Promise<void>,
  name: string,
) => {
  // A focused field would scroll the page while the full-page picture is taken.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await shot(page, `${name}-1280`)
  await page.setViewportSize(PHONE)
  await shot(page, `${name}-390`)
  await page.setViewportSize(LAPTOP)
}

/** Logs the page in as the test store's staff account (made with create-admin). */
export const logInStaff = async (page: Page) => {
  await page.goto('/account/users/login')
  await page.getByLabel('Email').fill(E2E_STAFF.email)
  await page.getByLabel('Password').fill(E2E_STAFF.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await page.waitForURL(/\/account$/)
}

/**
 * The element once React has taken it over. A pre-rendered page is plain HTML until its code
 * has run: a link clicked before then is followed by the browser itself, a whole page load.
 */
export const hydrated = async (locator: Locator): Promise<Locator> => {
  const element = await locator.elementHandle()
  await locator
    .page()
    .waitForFunction(
      (el) => el !== null && Object.keys(el).some((k) => k.startsWith('__react')),
      element,
    )
  return locator
}

/**
 * The layout shifts of a page since its navigation (the browser keeps them for an observer that
 * asks), each as its score and the elements it moved; with `within`, only those that moved an
 * element inside it.
 */
export const layoutShifts = (page: Page, within?: string): Promise<string[]> =>
  page.evaluate(
    (selector) =>
      new Promise<string[]>((resolve) => {
        const inside = (n: Node | null | undefined, sel: string) =>
          ((n instanceof Element ? n : n?.parentElement)?.closest(sel) ?? null) !== null
        new PerformanceObserver((list) => {
          const seen = list.getEntries() as unknown as {
            value: number
            sources?: { node?: Node | null }[]
          }[]
          resolve(
            seen
              .filter(
                (e) => selector === null || (e.sources ?? []).some((s) => inside(s.node, selector)),
              )
              .map((e) => `${e.value} ${(e.sources ?? []).map((s) => s.node?.nodeName).join()}`),
          )
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve([]), 500)
      }),
    within ?? null,
  )

/** The HTML the server answers for a page, before any script runs. */
export const served = async (pathname: string): Promise<string> => {
  const res = await fetch(`${inject('storeUrl')}${pathname}`, { headers: { accept: 'text/html' } })
  expect(res.status).toBe(200)
  return res.text()
}

/** Console errors of a page from now on (React reports a hydration mismatch there). */
export const consoleErrors = (page: Page): string[] => {
  const seen: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(m.text())
  })
  return seen
}
