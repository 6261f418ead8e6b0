import { afterEach, describe, expect, it, vi } from 'vitest'
import { FRESH_MS, loadResource, refreshResource, resourceEntry } from './resource-cache'

describe('refreshResource', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A loader that counts its requests and answers each with its number. */
  const counter = () => {
    let calls = 0
    return { load: () => Promise.resolve(++calls), calls: () => calls }
  }

  it('shares a load under way instead of starting a second request', async () => {
    const entry = resourceEntry({}, 'orders')
    const c = counter()
    const first = loadResource(entry, c.load)
    const again = refreshResource(entry, c.load)
    await Promise.all([first, again])
    expect(c.calls()).toBe(1)
    expect(entry.store.getState()).toEqual({ status: 'ready', data: 1, error: null })
  })

  it('keeps an answer that just arrived, and loads again once it is older', async () => {
    vi.useFakeTimers()
    const entry = resourceEntry({}, 'cart')
    const c = counter()
    await loadResource(entry, c.load)
    await refreshResource(entry, c.load)
    expect(c.calls()).toBe(1)
    vi.advanceTimersByTime(FRESH_MS + 1)
    await refreshResource(entry, c.load)
    expect(c.calls()).toBe(2)
    expect(entry.store.getState().data).toBe(2)
  })

  it('loads an entry that has no answer yet', async () => {
    const entry = resourceEntry({}, 'saved')
    const c = counter()
    await refreshResource(entry, c.load)
    expect(c.calls()).toBe(1)
    expect(entry.store.getState().status).toBe('ready')
  })
})
