// @vitest-environment happy-dom
import { seedDies } from '@diecut/quote-core'
import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { browserQuote } from '../../test/support/render-quote'
import { SIZES_CACHE_KEY } from '../store/sizes-cache'
import { useMyCustomSizes } from './use-my-custom-sizes'
import { useQuoteEnv } from './use-quote-env'
import { useSizes } from './use-sizes'

const seeAll = '/admin/sizes/see-all-sizes'

describe('useSizes', () => {
  beforeEach(() => localStorage.clear())

  it('downloads the die library once, caches it with lastModified and client version 9', async () => {
    const { wrapper, fetch } = await browserQuote()
    const view = renderHook(() => [useSizes(), useSizes()] as const, { wrapper })
    await waitFor(() => expect(view.result.current[0].status).toBe('ready'))
    expect(view.result.current[0].sizes).toHaveLength(seedDies.length)
    expect(view.result.current[1].sizes).toBe(view.result.current[0].sizes)
    expect(fetch.count(seeAll)).toBe(1)
    expect(fetch.seen.find((r) => r.path === seeAll)?.body).toEqual({ lastModified: null })
    const cached = JSON.parse(localStorage.getItem(SIZES_CACHE_KEY) ?? '{}')
    expect(SIZES_CACHE_KEY).toContain('v9')
    expect(cached.version).toBe(9)
    expect(typeof cached.lastModified).toBe('string')
    expect(cached.sizes).toHaveLength(view.result.current[0].sizes.length)
  })

  it("asks with the cached lastModified and keeps the cache on 'Not Modified'", async () => {
    const first = await browserQuote()
    const warm = renderHook(() => useSizes(), { wrapper: first.wrapper })
    await waitFor(() => expect(warm.result.current.status).toBe('ready'))
    const stored = localStorage.getItem(SIZES_CACHE_KEY) ?? ''
    const { lastModified } = JSON.parse(stored) as { lastModified: string }
    expect((await first.api.seeAllSizes(lastModified)).sizes).toBe('Not Modified')

    // A later visit: a new api (empty memory cache), the same localStorage.
    const second = await browserQuote()
    const view = renderHook(() => useSizes(), { wrapper: second.wrapper })
    await waitFor(() => expect(view.result.current.status).toBe('ready'))
    expect(second.fetch.seen.find((r) => r.path === seeAll)?.body).toEqual({ lastModified })
    expect(view.result.current.sizes).toEqual(warm.result.current.sizes)
    expect(localStorage.getItem(SIZES_CACHE_KEY)).toBe(stored)
  })

  it('ignores a cache of another client version or shape and downloads again', async () => {
    localStorage.setItem(
      SIZES_CACHE_KEY,
      JSON.stringify({ version: 8, lastModified: 'x', sizes: [] }),
    )
    const { wrapper, fetch } = await browserQuote()
    const view = renderHook(() => useSizes(), { wrapper })
    await waitFor(() => expect(view.result.current.status).toBe('ready'))
    expect(fetch.seen.find((r) => r.path === seeAll)?.body).toEqual({ lastModified: null })
    expect(view.result.current.sizes).toHaveLength(seedDies.length)
  })
})

describe('useMyCustomSizes and useQuoteEnv', () => {
  it('load once per api and compose the quote environment', async () => {
    localStorage.clear()
    const { wrapper, fetch } = await browserQuote()
    const view = renderHook(() => ({ custom: useMyCustomSizes(), env: useQuoteEnv() }), { wrapper })
    await waitFor(() => expect(view.result.current.custom.status).toBe('ready'))
    await waitFor(() => expect(view.result.current.env.dies).toHaveLength(seedDies.length))
    expect(view.result.current.custom.sizes).toEqual([])
    expect(view.result.current.env.account).toBeNull()
    const env = view.result.current.env
    view.rerender()
    expect(view.result.current.env).toBe(env)
    expect(fetch.count('/account/sizes/my-custom-sizes')).toBe(1)
  })
})
