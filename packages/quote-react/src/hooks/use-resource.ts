import { useCallback, useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { QuoteApi } from '../api/quote-api'
import {
  loadResource,
  primeResource,
  refreshResource,
  resourceEntry,
  type Resource,
} from '../store/resource-cache'
import { useQuoteApi } from './use-quote-api'

export type ResourceHandle<A> = Resource<A> & {
  /** Loads again (the data stays on screen meanwhile). */
  readonly reload: () => Promise<void>
  /**
   * Loads again unless the data is fresh (a load under way, or an answer just arrived): what a
   * page that shows the data as it is now calls as it opens.
   */
  readonly refresh: () => Promise<void>
  /** Replaces the data with a fresh server answer. */
  readonly set: (data: A) => void
}

const none = createStore<Resource<never>>(() => ({ status: 'idle', data: undefined, error: null }))

/**
 * A server resource cached per api under `key` (null: nothing to load yet): loaded on first
 * mount, shared by every component that asks for the same key.
 */
export const useResource = <A>(
  key: string | null,
  load: (api: QuoteApi, signal: AbortSignal) => Promise<A>,
): ResourceHandle<A> => {
  const { api, entry, run } = useLoadedEntry(key, load)
  const state = useStore(entry?.store ?? none) as Resource<A>
  const reload = useCallback(() => run(true), [run])
  const refresh = useCallback(
    () => (entry === null ? Promise.resolve() : refreshResource(entry, (s) => load(api, s))),
    // The loader is identified by the key, as in useLoadedEntry.
    [entry, api],
  )
  const set = useCallback(
    (data: A) => {
      if (key !== null) primeResource(api, key, data)
    },
    [api, key],
  )
  return useMemo(() => ({ ...state, reload, refresh, set }), [state, reload, refresh, set])
}

/**
 * One value picked from a cached resource (loaded as `useResource` loads it): the caller
 * renders again only when the picked value changes, not on every fresh answer.
 */
export const useResourceValue = <A, V>(
  key: string,
  load: (api: QuoteApi, signal: AbortSignal) => Promise<A>,
  pick: (data: A | undefined) => V,
): V => {
  const { entry } = useLoadedEntry(key, load)
  return useStore(entry?.store ?? none, (s) => pick(s.data as A | undefined))
}

/** The cache entry of `key` for the page's api, loaded on first mount. */
const useLoadedEntry = <A>(
  key: string | null,
  load: (api: QuoteApi, signal: AbortSignal) => Promise<A>,
) => {
  const api = useQuoteApi()
  const entry = useMemo(() => (key === null ? null : resourceEntry(api, key)), [api, key])
  const run = useCallback(
    (force: boolean) =>
      entry === null ? Promise.resolve() : loadResource(entry, (s) => load(api, s), force),
    // The loader is identified by the key: a new closure for the same key is the same request.
    [entry, api],
  )
  useEffect(() => {
    void run(false)
  }, [run])
  return { api, entry, run }
}
