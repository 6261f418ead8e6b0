import { afterEach, describe, expect, it, vi } from 'vitest'
import { inAppPath, latestPosts } from './blog'

const memoryStorage = () => {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}

describe('latestPosts', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for 3 posts with _embed and keeps them 24 hours in sessionStorage', async () => {
    const posts = [{ id: 1, link: '/blog/a', title: { rendered: 'A' } }]
    const fetchPosts = vi.fn(
      async (_url: string) => new Response(JSON.stringify(posts), { status: 200 }),
    )
    vi.stubGlobal('sessionStorage', memoryStorage())
    vi.stubGlobal('fetch', fetchPosts)
    const t0 = Date.UTC(2025, 0, 6, 12)
    expect(await latestPosts(t0)).toEqual(posts)
    expect(await latestPosts(t0 + 23 * 3600_000)).toEqual(posts)
    expect(fetchPosts).toHaveBeenCalledTimes(1)
    expect(String(fetchPosts.mock.calls[0]?.[0])).toBe('/wp-json/wp/v2/posts?per_page=3&_embed=1')
    await latestPosts(t0 + 25 * 3600_000)
    expect(fetchPosts).toHaveBeenCalledTimes(2)
  })
})

describe('inAppPath', () => {
  const origin = 'https://diecut.example'

  it('answers the address inside the store for a link on this site', () => {
    expect(inAppPath('https://diecut.example/blog/a?x=1#top', origin)).toBe('/blog/a?x=1#top')
    expect(inAppPath('/blog/a', origin)).toBe('/blog/a')
  })

  it('answers null for a post on another site or a protocol-relative link', () => {
    expect(inAppPath('https://wp.example/2026/a/', origin)).toBeNull()
    expect(inAppPath('//evil.example/blog/a', origin)).toBeNull()
    expect(inAppPath('http://diecut.example/blog/a', origin)).toBeNull()
  })
})
