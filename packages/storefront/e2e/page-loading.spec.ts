import { labelQuotePatch } from '@diecut/quote-core/testing'
import { describe, expect, inject, it } from 'vitest'
import {
  consoleErrors,
  LAPTOP,
  layoutShifts,
  logInStaff,
  PHONE,
  served,
  useBrowser,
} from './browser'
import { callStore } from './store-call'

describe('a page that shows a server answer', () => {
  const { open } = useBrowser()

  it('is answered with HTML that preloads its own code and links its styles', async () => {
    // Preloaded by the HTML itself, or, under a loading screen, by its start script once the
    // screen is painted (prerender.spec.ts).
    const preloads = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="modulepreload" crossorigin href="\/assets\/dist\/([A-Za-z]+)-/g,
        ),
        ...(/ data-preload="([^"]*)"/.exec(html)?.[1] ?? '').matchAll(
          /\/assets\/dist\/([A-Za-z]+)-/g,
        ),
      ].map((m) => m[1])
    expect(preloads(await served('/cart'))).toContain('CartPage')
    expect(preloads(await served('/account/orders/1042'))).toContain('PlacedOrderPage')
    expect(preloads(await served('/account/orders/1042'))).not.toContain('CartPage')
    expect(preloads(await served('/admin/orders'))).toContain('AdminOrdersPage')
    expect(await served('/account/orders')).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/dist\/account-[\w-]+\.css">/,
    )
  })

  it('loads none of the quote engine where no quote is edited', async () => {
    // Every script a page's HTML starts (its own tags, or its start script's list), but that
    // start script itself.
    const scriptsOf = async (pathname: string) => {
      const html = await served(pathname)
      return [...html.matchAll(/\/assets\/dist\/[\w-]+\.js/g)]
        .map((m) => m[0])
        .filter((s) => !s.includes('/page-start-'))
    }
    // The quote store's provider, which brings the order's reducer, rules and pricing: the
    // script that holds its refusal holds the engine.
    const holdsEngine = async (pathname: string) => {
      const scripts = await scriptsOf(pathname)
      expect(scripts.length).toBeGreaterThan(0)
      const texts = await Promise.all(
        scripts.map(async (s) => (await fetch(`${inject('storeUrl')}${s}`)).text()),
      )
      return texts.some((t) => t.includes('QuoteStoreProvider needs an api'))
    }
    expect(await holdsEngine('/orders/custom-labels')).toBe(true)
    for (const pathname of [
      '/',
      '/cart',
      '/carts',
      '/account/orders',
      '/account/orders/DC-1042',
      '/admin/orders',
      '/blog',
    ])
      expect([pathname, await holdsEngine(pathname)]).toEqual([pathname, false])
  })

  it('shows its heading and a loading line from the HTML, before any script has run', async () => {
    const html = await served('/account/orders')
    expect(html).toContain('<div id="root" data-loading-screen>')
    expect(html).toContain('<h1>Your Orders</h1>')
    // The built HTML holds no one's answers: a loading line, not an empty list.
    expect(html).toContain('Loading…')
    expect(html).not.toContain('No orders yet.')
    // Elsewhere the page's content, not its heading, is its largest paint: drawn by its script.
    for (const pathname of [
      '/cart',
      '/carts',
      '/account',
      '/account/orders/saved',
      '/account/orders/DC-1042',
      '/account/users/login',
      '/admin/orders',
      '/blog',
    ])
      expect([pathname, await served(pathname)]).toEqual([
        pathname,
        expect.stringContaining('<div id="root"></div>'),
      ])

    for (const size of [LAPTOP, PHONE]) {
      const page = await open('/healthz', size)
      await page.route(/\.js$/, (route) => route.abort())
      await page.goto('/account/orders')
      const main = page.getByRole('main')
      await main.getByRole('heading', { level: 1, name: 'Your Orders' }).waitFor()
      await main.getByRole('status').getByText('Loading…').waitFor()
      await page.getByRole('link', { name: 'Cart, 0 orders' }).waitFor()
    }
  })

  it('is replaced by the page itself, with its heading on screen throughout and nothing moving', async () => {
    for (const size of [LAPTOP, PHONE]) {
      const page = await open('/healthz', size)
      const errors = consoleErrors(page)
      // A customer: the page keeps the account's layout from its loading screen on.
      await callStore(page, 'POST', '/account/users/signup', {
        email: `loading-${size.width}-${Date.now()}@example.com`,
        password: 'beeswax-2024',
        name: 'Ada Buyer',
      })
      // Every moment the page's heading is not on screen once it has been, as the page's DOM
      // changes: the app's first render must draw the page, never an empty page or a spinner.
      await page.addInitScript(() => {
        const w = window as unknown as { headingGone: string[] }
        w.headingGone = []
        let seen = false
        new MutationObserver(() => {
          const heading = document.querySelector('main h1')?.textContent ?? null
          if (heading === 'Your Orders') seen = true
          else if (seen)
            w.headingGone.push(heading ?? document.querySelector('main')?.innerHTML ?? '')
        }).observe(document, { childList: true, subtree: true, characterData: true })
      })
      // The orders are held until the loading screen has been painted and replaced.
      const orders = /\/account\/orders\/placed(\?|$)/
      let release = () => {}
      const held = new Promise<void>((r) => (release = r))
      await page.route(orders, async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/account/orders')
      await page.waitForFunction(() => {
        const root = document.getElementById('root')
        return root !== null && Object.keys(root).some((k) => k.startsWith('__react'))
      })
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))))
      await page.getByRole('main').getByRole('status').getByText('Loading…').waitFor()
      release()
      await page.getByText('No orders yet.').waitFor()
      await page.unroute(orders)
      expect(
        await page.evaluate(() => (window as unknown as { headingGone: string[] }).headingGone),
      ).toEqual([])
      expect(await layoutShifts(page, 'main')).toEqual([])
      expect(errors).toEqual([])
    }
  })

  it("decodes the server's answers in a worker, never on the page's main thread", async () => {
    // Effect's decoding, which every answer's Schema runs: the script that holds it runs them.
    const DECODING = 'effect/ParseResult/decodeMemoMap'
    const textOf = async (pathname: string) =>
      (await fetch(`${inject('storeUrl')}${pathname}`)).text()
    for (const size of [LAPTOP, PHONE]) {
      const page = await open('/healthz', size)
      const errors = consoleErrors(page)
      // A customer with 1,000 2" x 3" labels in the cart.
      await callStore(page, 'POST', '/account/users/signup', {
        email: `decoding-${size.width}-${Date.now()}@example.com`,
        password: 'beeswax-2024',
        name: 'Ada Buyer',
      })
      const { order } = await callStore(page, 'POST', '/orders/quoter', { order: labelQuotePatch })
      await callStore(page, 'POST', `/carts/add-to-cart/${order.id}`)
      const workers: string[] = []
      page.on('worker', (w) => workers.push(new URL(w.url()).pathname))
      for (const pathname of ['/cart', '/carts', '/']) {
        workers.length = 0
        await page.goto(pathname)
        // The session's cart, decoded, in the header; and the page's own answers.
        await page.getByRole('link', { name: 'Cart, 1 order' }).waitFor()
        if (pathname === '/cart')
          await page
            .getByRole('list', { name: 'Orders in your cart' })
            .getByRole('listitem')
            .first()
            .waitFor()
        if (pathname === '/carts') {
          // The form's check runs in the worker too.
          await page.getByLabel('ZIP code').fill('6060')
          await page.getByLabel('ZIP code').press('Tab')
          await page.getByText('Please enter a valid 5-digit ZIP code.').waitFor()
        }
        expect(workers).toEqual([
          expect.stringMatching(/^\/assets\/dist\/answer-decoder-[\w-]+\.js$/),
        ])
        expect(await textOf(workers[0] ?? '')).toContain(DECODING)
        const onPage = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            .filter((p) => p.endsWith('.js')),
        )
        const scripts = onPage.filter((p) => !workers.includes(p))
        expect(scripts.length).toBeGreaterThan(0)
        const decoding = []
        for (const s of scripts) if ((await textOf(s)).includes(DECODING)) decoding.push(s)
        expect([pathname, decoding]).toEqual([pathname, []])
      }
      expect(errors).toEqual([])
    }
  })

  it('stays in place on the staff board as its list arrives, on a laptop and a phone', async () => {
    const staff = await open('/account/users/login', LAPTOP)
    await logInStaff(staff)
    for (const size of [LAPTOP, PHONE]) {
      await staff.setViewportSize(size)
      // The list's answer is held until the page has painted its heading and filter, so the
      // list arrives below a page already on screen, as it does on a slow connection.
      let release = () => {}
      const held = new Promise<void>((r) => (release = r))
      await staff.route(/\/api\/admin\/orders(\?|$)/, async (route) => {
        await held
        await route.continue()
      })
      await staff.goto('/admin/orders')
      await staff.getByRole('search').waitFor()
      await staff.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))),
      )
      release()
      await staff
        .locator('[aria-label="All placed orders"] > li, .account > p.card')
        .first()
        .waitFor()
      await staff.unroute(/\/api\/admin\/orders(\?|$)/)
      // The page's rows keep their height; what arrives only adds to the page below them.
      const shifts = await layoutShifts(staff, '.account')
      expect(shifts).toEqual([])
    }
  })
})
