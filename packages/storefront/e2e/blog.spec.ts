import { createServer, type Server } from 'node:http'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { startStore, type RunningStore } from './store-server'

/** Each payload sets window.pwned when it runs. */
const HOSTILE = [
  '<p>Printing tips inside.</p>',
  '<script>window.pwned = "script"</script>',
  '<img src="/nothing.png" onerror="window.pwned = \'onerror\'">',
  '<p onclick="window.pwned = \'onclick\'" style="position:fixed;inset:0">Styled</p>',
  '<a id="js-link" href="javascript:window.pwned=\'javascript\'">Click me</a>',
  '<a id="js-entity" href="jav&#x09;ascript:window.pwned=\'entity\'">Or me</a>',
  '<iframe src="javascript:parent.pwned=\'iframe\'"></iframe>',
  '<svg><script>window.pwned = "svg"</script><a href="javascript:window.pwned=\'svg-link\'"><text>svg</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.pwned=\'mxss\'">',
  '<form action="javascript:window.pwned=\'form\'"><button>Send</button></form>',
  '<object data="javascript:window.pwned=\'object\'"></object>',
].join('\n')

const post = (origin: string) => ({
  id: 77,
  date: '2026-06-01T10:00:00',
  date_gmt: '2026-06-01T10:00:00',
  slug: 'hostile',
  link: `${origin}/hostile/`,
  title: { rendered: 'Hostile <img src=x onerror="window.pwned=\'title\'">post' },
  excerpt: { rendered: '<p>Excerpt<script>window.pwned="excerpt"</script></p>' },
  content: { rendered: HOSTILE },
  _embedded: { author: [{ name: 'Someone' }] },
})

const pwned = (page: Page) => page.evaluate(() => (window as { pwned?: string }).pwned ?? null)

describe('blog HTML from a WordPress', () => {
  const { open } = useBrowser({ parsesHostileHtml: true })
  let wordpress: Server
  let store: RunningStore
  beforeAll(async () => {
    wordpress = createServer((_req, res) => {
      const address = wordpress.address()
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
      res.setHeader('content-type', 'application/json')
      res.setHeader('x-wp-total', '1')
      res.setHeader('x-wp-totalpages', '1')
      res.end(JSON.stringify([post(origin)]))
    })
    await new Promise<void>((resolve) => wordpress.listen(0, '127.0.0.1', resolve))
    const address = wordpress.address()
    const port = typeof address === 'object' && address !== null ? address.port : 0
    store = await startStore({ WORDPRESS_URL: `http://127.0.0.1:${port}` })
  })
  afterAll(async () => {
    await store?.stop()
    await new Promise((resolve) => wordpress?.close(resolve))
  })

  it('shows a post with its scripts, handlers and javascript: links removed', async () => {
    const page = await open(`${store.url}/blog/hostile`)
    const article = page.locator('article.blog-post')
    await article.getByText('Printing tips inside.').waitFor()
    await page.getByRole('heading', { name: 'Hostile post', level: 1 }).waitFor()
    const prose = article.locator('.prose')
    expect(await prose.locator('script, iframe, object, form, button, style').count()).toBe(0)
    expect(await prose.locator('[onerror], [onclick], [style]').count()).toBe(0)
    const hrefs = await prose
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    for (const href of hrefs) expect(href).not.toMatch(/^\s*j\s*a\s*v\s*a/i)
    await prose.getByText('Click me').click()
    await prose.getByText('Or me').click()
    await page.waitForTimeout(300)
    expect(await pwned(page)).toBeNull()
    expect(new URL(page.url()).pathname).toBe('/blog/hostile')
  })

  it('lists posts and shows them in the About menu as text only', async () => {
    const page = await open(`${store.url}/blog`)
    await page.locator('.blog-list').getByText('Hostile post').waitFor()
    await page.locator('.blog-list').getByText('Excerpt').waitFor()
    await page.getByRole('button', { name: 'About' }).hover()
    const external = page.locator('#mega-about').getByRole('link', { name: 'Hostile post' })
    await external.waitFor()
    // A post that lives on the WordPress site links there, as a plain anchor.
    expect(await external.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hostile\/$/)
    await page.waitForTimeout(300)
    expect(await pwned(page)).toBeNull()
    expect(await page.locator('.blog-list img, #mega-about img').count()).toBe(0)
  })
})
