import { describe, expect, inject, it } from 'vitest'
import { LAPTOP, layoutShifts, logInStaff, PHONE, useBrowser } from './browser'

describe('a page that shows a server answer', () => {
  const { open } = useBrowser()

  it('is answered with HTML that preloads its own code and links its styles', async () => {
    const served = async (pathname: string) =>
      (await fetch(`${inject('storeUrl')}${pathname}`, { headers: { accept: 'text/html' } })).text()
    const preloads = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="modulepreload" crossorigin href="\/assets\/dist\/([A-Za-z]+)-/g,
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

  it("fetches the answers' decoders all at once, not each part after the one before has run", async () => {
    // A page without the store's scripts, so nothing is loaded or cached before the blog opens.
    const page = await open('/healthz')
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    const decodersAsked = () => requested.some((p) => /\/decoders-[\w-]+\.js$/.test(p))
    // Effect's first part is held back until the last chunk of the decoders has been asked for
    // (or five seconds have passed): loaded one after another, that chunk is only asked for
    // once every part before it has arrived and run.
    let askedWhileHeld: boolean | null = null
    await page.route(/\/assets\/dist\/Cause-[\w-]+\.js$/, async (route) => {
      const until = Date.now() + 5000
      while (!decodersAsked() && Date.now() < until) await new Promise((r) => setTimeout(r, 25))
      askedWhileHeld ??= decodersAsked()
      await route.continue()
    })
    await page.goto('/blog')
    await page.getByRole('heading', { level: 1, name: 'Notes from the press room' }).waitFor()
    await page.locator('.blog-list .blog-title').first().waitFor()
    expect(askedWhileHeld).toBe(true)
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
