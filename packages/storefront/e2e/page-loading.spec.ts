import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

describe('a page that shows a server answer', () => {
  const { open } = useBrowser()

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
})
