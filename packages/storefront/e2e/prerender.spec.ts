import { request as forward, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { labelSubstrates } from '@diecut/quote-core'
import { describe, expect, it, inject } from 'vitest'
import { consoleErrors, layoutShifts, PHONE, served, useBrowser } from './browser'
import { pick, quoteLabels } from './quoter-actions'

/**
 * What a prerendered page's start script is told to load once the page is painted: the app's
 * entry and the modules it preloads (the page's route among them).
 */
const startedScripts = (html: string) => {
  const tag = /<script defer src="\/assets\/dist\/page-start-[\w-]+\.js"[^>]*>/.exec(html)?.[0]
  expect(tag).toBeDefined()
  const entry = / data-entry="([^"]+)"/.exec(tag!)?.[1]
  const preloads = / data-preload="([^"]*)"/.exec(tag!)?.[1]?.split(' ') ?? []
  expect(entry).toMatch(/^\/assets\/dist\/index-[\w-]+\.js$/)
  return { entry: entry!, preloads }
}

describe('pages rendered at build time', () => {
  const { open } = useBrowser()

  it('answers the home page and the quoters with their first screen in the HTML', async () => {
    const home = await served('/')
    expect(home).toContain('Labels and boxes your customers remember')
    const labels = await served('/orders/custom-labels')
    expect(labels).toContain('<h1>Custom Labels</h1>')
    expect(labels).toContain('Choose a Material')
    // Every listed material of the core's catalogue is a card of step 1.
    for (const s of labelSubstrates.filter((x) => x.listed)) expect(labels).toContain(s.label)
    // The route's code is fetched with the entry's, not after it; neither before the page is
    // painted (no script of the HTML itself, no preload).
    expect(startedScripts(labels).preloads).toContainEqual(
      expect.stringMatching(/^\/assets\/dist\/QuoterRoute-[\w-]+\.js$/),
    )
    expect(labels).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
    // The page paints from its HTML alone: its styles are written in, before any script, and
    // the stylesheets they come from are only listed, as links a browser neither fetches nor
    // applies.
    const head = labels.slice(0, labels.indexOf('</head>'))
    const styles = [...head.matchAll(/<style>/g)].map((m) => m.index)
    expect(styles.length).toBeGreaterThanOrEqual(2)
    expect(Math.max(...styles)).toBeLessThan(head.search(/<script|<link rel="modulepreload"/))
    const links = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0])
    expect(links).toHaveLength(styles.length)
    for (const link of links) expect(link).toMatch(/ type="text\/x-inlined" disabled>$/)
    expect(await served('/orders/custom-cartons')).toContain('<h1>Custom Folding Cartons</h1>')
    const design = await served('/orders/custom-design')
    expect(design).toContain('<h1>Get an Instant Design Quote Online</h1>')
    expect(design).toContain('What do you need designed?')
    // A quote being edited is one visitor's: an empty shell filled in the browser. The pages of
    // one visitor's answers hold their loading screen only (page-loading.spec.ts).
    for (const p of ['/orders/custom-labels/1', '/orders/custom-design/1'])
      expect(await served(p)).toContain('<div id="root"></div>')
    expect(await served('/account/orders')).toMatch(
      /<div id="root" data-loading-screen><a class="skip-link"/,
    )
  })

  it("leaves the core's seed die library out of the quoter's scripts", async () => {
    // The sizes come from the server: the page must not build the library while it loads.
    const html = await served('/orders/custom-labels')
    const { entry, preloads } = startedScripts(html)
    const scripts = [entry, ...preloads]
    expect(scripts.length).toBeGreaterThan(3)
    for (const s of scripts) {
      const res = await fetch(`${inject('storeUrl')}${s}`)
      expect(res.status).toBe(200)
      expect(await res.text()).not.toContain('dies/')
    }
  })

  it('hydrates without a mismatch and the quoter works from there', async () => {
    for (const viewport of [undefined, PHONE]) {
      const page = await open('/orders/custom-labels', viewport)
      const errors = consoleErrors(page)
      await pick(page, 'White Plastic')
      await page.locator('#step-laminate').waitFor()
      await pick(page, 'Gloss', '#step-laminate')
      await page.locator('#step-shape:not(.step-locked)').waitFor()
      expect(errors).toEqual([])
    }
    for (const viewport of [undefined, PHONE]) {
      const page = await open('/orders/custom-design', viewport)
      const errors = consoleErrors(page)
      await pick(page, 'Artwork Edits')
      await page.getByRole('button', { name: 'Start Your Quote' }).click()
      await page.getByRole('button', { name: 'Back to Design Quote' }).waitFor()
      expect(errors).toEqual([])
    }
    const page = await open('/')
    const errors = consoleErrors(page)
    await page.getByRole('link', { name: 'Quote Custom Labels' }).click()
    await page.getByRole('heading', { name: 'Custom Labels', level: 1 }).waitFor()
    await page.waitForURL(/\/orders\/custom-labels$/)
    expect(errors).toEqual([])
  })

  it('paints styled without asking for a stylesheet, and its scripts add none of its styles again', async () => {
    for (const pathname of ['/', '/orders/custom-labels']) {
      const html = await served(pathname)
      const carried = [
        ...html.matchAll(/<link rel="stylesheet" href="([^"]+)" type="text\/x-inlined" disabled>/g),
      ].map((m) => m[1])
      expect(carried.length).toBeGreaterThanOrEqual(2)
      const page = await open(pathname)
      await page.waitForLoadState('networkidle')
      // Everything the page fetched since it was asked for, as the browser recorded it.
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
      )
      expect(fetched.some((f) => f.endsWith('.js'))).toBe(true)
      for (const href of carried) expect(fetched).not.toContain(href)
      // Styled by what the HTML carries (a CSP that refused it would also fail the test).
      expect(await page.locator('.site-header').evaluate((h) => getComputedStyle(h).position)).toBe(
        'sticky',
      )
    }
  })

  it('asks for its scripts only once its first screen is drawn', async () => {
    // The pages rendered at build time, and a page that arrives showing its loading screen.
    for (const pathname of [
      '/',
      '/orders/custom-labels',
      '/orders/custom-design',
      '/account/orders',
    ]) {
      const page = await open('about:blank')
      // When the page's first frame was drawn (its rendering steps ran; the screen shows it a
      // little later).
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          ;(window as unknown as { drawnAt: number }).drawnAt = performance.now()
        })
      })
      await page.goto(pathname)
      // The scripts are asked for after the first frame, which on a busy machine can come
      // later than half a second of a quiet network after the load event.
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((e) => /\/index-[\w-]+\.js$/.test(e.name)),
      )
      await page.waitForLoadState('networkidle')
      const { painted, scripts } = await page.evaluate(() => ({
        painted: (window as unknown as { drawnAt?: number }).drawnAt,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/dist\/(?!page-start-)[^/]+\.js$/.test(e.name))
          .map((e) => ({ name: new URL(e.name).pathname, at: e.startTime })),
      }))
      expect(painted).toBeGreaterThan(0)
      const { entry, preloads } = startedScripts(await served(pathname))
      const asked = scripts.map((s) => s.name)
      for (const href of [entry, ...preloads]) expect(asked).toContain(href)
      for (const s of scripts) expect(s.at, s.name).toBeGreaterThanOrEqual(painted!)
    }
  })

  it('keeps its material toolbar still once painted, while its scripts and their styles load', async () => {
    for (const viewport of [undefined, PHONE]) {
      const page = await open('/orders/custom-labels', viewport)
      await page.waitForLoadState('networkidle')
      // Every layout shift since the navigation that moved part of the toolbar (tabs, Sort By).
      const shifts = await layoutShifts(page, '.material-toolbar')
      expect(shifts).toEqual([])
    }
  })

  it('paints nothing before the whole page is parsed, however slowly its HTML arrives', async () => {
    // Between the browser and the store: the quoter's HTML comes in two parts, cut inside the
    // Labels / Cartons / Design switch, the second 400 ms after the first (a slow network); all
    // else passes as is.
    const store = new URL(inject('storeUrl'))
    const cut = 'class="type-tab is-current">Labels</a>'
    expect(await served('/orders/custom-labels')).toContain(cut)
    const relay = createServer((req, res) => {
      const slow = req.url === '/orders/custom-labels'
      const headers = { ...req.headers, ...(slow ? { 'accept-encoding': 'identity' } : {}) }
      const upstream = forward(
        { host: store.hostname, port: store.port, path: req.url, method: req.method, headers },
        (answer) => {
          if (!slow) {
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
            return
          }
          const parts: Buffer[] = []
          answer.on('data', (b: Buffer) => parts.push(b))
          answer.on('end', () => {
            const html = Buffer.concat(parts).toString('utf8')
            const at = html.indexOf(cut) + cut.length
            const { 'content-length': _, ...rest } = answer.headers
            res.writeHead(answer.statusCode ?? 502, rest)
            res.write(html.slice(0, at))
            setTimeout(() => res.end(html.slice(at)), 400)
          })
        },
      )
      req.pipe(upstream)
    })
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r))
    try {
      const { port } = relay.address() as AddressInfo
      for (const viewport of [undefined, PHONE]) {
        const page = await open('about:blank', viewport)
        // The page's first frame: what of the page was parsed when it was drawn.
        await page.addInitScript(() => {
          const w = window as unknown as { firstFrame: Promise<boolean> }
          w.firstFrame = new Promise((resolve) =>
            requestAnimationFrame(() => resolve(document.querySelector('footer') !== null)),
          )
        })
        await page.goto(`http://127.0.0.1:${port}/orders/custom-labels`)
        await page.waitForLoadState('networkidle')
        expect(
          await page.evaluate(
            () => (window as unknown as { firstFrame: Promise<boolean> }).firstFrame,
          ),
        ).toBe(true)
        // And so nothing of it moved as the rest arrived and its scripts ran.
        const shifts = await layoutShifts(page)
        expect(shifts).toEqual([])
      }
    } finally {
      relay.closeAllConnections()
      await new Promise((r) => relay.close(r))
    }
  })

  it("shows the visitor's own cart once hydrated, never the build's", async () => {
    const page = await open('/orders/custom-labels')
    await quoteLabels(page, { material: 'White Plastic', laminate: 'Gloss', quantity: 500 })
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('dialog', { name: 'Item Added to Cart' }).waitFor()
    const errors = consoleErrors(page)
    await page.goto('/')
    await page.getByRole('link', { name: 'Cart, 1 order' }).waitFor()
    await page.goto('/orders/custom-labels')
    await page.getByRole('link', { name: 'Cart, 1 order' }).waitFor()
    // A fresh quote: the order just added is not the page's.
    expect(await page.locator('input[name=material]:checked').count()).toBe(0)
    expect(errors).toEqual([])
    // The built HTML itself knows no cart.
    expect(await served('/')).toContain('Cart, 0 orders')
  })
})
