// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { browserQuote } from '../../test/support/render-quote'
import { tamperedFetch } from '../../test/support/server-fetch'
import { createQuoteApi } from '../api/quote-api'
import { QuoteApiProvider } from '../store/quote-api-context'
import { useBlogPosts } from './use-blog-posts'
import { useLatestPosts } from './use-latest-posts'

const posts = '/wp-json/wp/v2/posts'

describe('useLatestPosts', () => {
  it('loads once the menu opens and keeps the posts in session storage', async () => {
    sessionStorage.clear()
    const { wrapper, fetch } = await browserQuote()
    const view = renderHook(({ open }) => useLatestPosts(open), {
      wrapper,
      initialProps: { open: false },
    })
    expect(view.result.current).toEqual([])
    expect(fetch.count(posts)).toBe(0)
    view.rerender({ open: true })
    await waitFor(() => expect(view.result.current.length).toBe(3))
    expect(fetch.seen.find((r) => r.path === posts)).toBeDefined()
    const cached: unknown = JSON.parse(sessionStorage.getItem('diecut:latest-posts') ?? 'null')
    expect(cached).toMatchObject({ posts: view.result.current })

    // A new page (another api) reads the cache instead of asking again.
    const second = await browserQuote()
    const again = renderHook(() => useLatestPosts(), { wrapper: second.wrapper })
    await waitFor(() => expect(again.result.current.length).toBe(3))
    expect(second.fetch.count(posts)).toBe(0)
  })

  it('asks again when the cached posts are not of the Schema', async () => {
    sessionStorage.setItem(
      'diecut:latest-posts',
      JSON.stringify({ at: Date.now(), posts: [{ id: 1, title: 'no link' }] }),
    )
    const { wrapper, fetch } = await browserQuote()
    const view = renderHook(() => useLatestPosts(), { wrapper })
    await waitFor(() => expect(view.result.current.length).toBe(3))
    expect(fetch.count(posts)).toBe(1)
    expect(view.result.current.every((p) => typeof p.link === 'string')).toBe(true)
  })
})

describe('useBlogPosts', () => {
  it('shows a malformed blog answer as an error, not as posts', async () => {
    await browserQuote()
    const api = createQuoteApi({
      fetch: tamperedFetch(globalThis.fetch, posts, () => [{ id: 'one', title: null }]),
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QuoteApiProvider api={api}>{children}</QuoteApiProvider>
    )
    const view = renderHook(() => useBlogPosts(null), { wrapper })
    await waitFor(() => expect(view.result.current.status).toBe('error'))
    expect(view.result.current.posts).toBeNull()
    expect(view.result.current.error).toMatchObject({ code: 'bad_response' })
  })

  it('reads the index and one post by its slug', async () => {
    const { wrapper } = await browserQuote()
    const index = renderHook(() => useBlogPosts(null), { wrapper })
    await waitFor(() => expect(index.result.current.status).toBe('ready'))
    const first = index.result.current.posts?.[0]
    expect(first?.slug).toBeTruthy()
    const one = renderHook(() => useBlogPosts(first?.slug ?? ''), { wrapper })
    await waitFor(() => expect(one.result.current.status).toBe('ready'))
    expect(one.result.current.posts?.map((p) => p.id)).toEqual([first?.id])
  })
})
