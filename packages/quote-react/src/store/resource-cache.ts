import { createStore, type StoreApi } from 'zustand/vanilla'
import { apiErrorFromThrown, type ApiError } from '../api/api-error'

/** A server resource as hooks see it: its data (kept while reloading) and how loading went. */
export type Resource<A> = {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly data: A | undefined
  readonly error: ApiError | null
}

type Entry = {
  readonly store: StoreApi<Resource<unknown>>
  promise: Promise<void> | null
  controller: AbortController | null
  started: boolean
  /** The last loader used, so an invalidation can reload the entry. */
  load: ((signal: AbortSignal) => Promise<unknown>) | null
  /** When the data last arrived (performance.now()), or null before any. */
  loadedAt: number | null
}

// One cache per api object: tests and pages with their own api never share data.
const caches = new WeakMap<object, Map<string, Entry>>()

const idle: Resource<never> = { status: 'idle', data: undefined, error: null }

/** The cache entry of a key, created empty on first use. */
export const resourceEntry = (owner: object, key: string): Entry => {
  let cache = caches.get(owner)
  if (cache === undefined) caches.set(owner, (cache = new Map()))
  let entry = cache.get(key)
  if (entry === undefined) {
    entry = {
      store: createStore(() => idle),
      promise: null,
      controller: null,
      started: false,
      load: null,
      loadedAt: null,
    }
    cache.set(key, entry)
  }
  return entry
}

/**
 * Loads (or, with `force`, reloads) an entry; concurrent callers share one request and a newer
 * reload aborts the older one. Failures land in the entry, never thrown.
 */
export const loadResource = <A>(
  entry: Entry,
  load: (signal: AbortSignal) => Promise<A>,
  force = false,
): Promise<void> => {
  if (entry.promise !== null && !force) return entry.promise
  if (entry.started && !force) return Promise.resolve()
  entry.started = true
  entry.load = load
  entry.controller?.abort()
  const controller = new AbortController()
  entry.controller = controller
  entry.store.setState({ status: 'loading', error: null })
  const promise = load(controller.signal).then(
    (data) => {
      if (entry.controller === controller) {
        entry.loadedAt = performance.now()
        entry.store.setState({ status: 'ready', data, error: null })
      }
    },
    (e: unknown) => {
      if (entry.controller === controller)
        entry.store.setState({ status: 'error', error: apiErrorFromThrown(e) })
    },
  )
  entry.promise = promise.finally(() => {
    if (entry.controller === controller) entry.promise = null
  })
  return entry.promise
}

/** Puts fresh data into the cache (an answer that already carries it), without a request. */
export const primeResource = <A>(owner: object, key: string, data: A): void => {
  const entry = resourceEntry(owner, key)
  entry.controller?.abort()
  entry.controller = null
  entry.promise = null
  entry.started = true
  entry.loadedAt = performance.now()
  entry.store.setState({ status: 'ready', data, error: null })
}

/**
 * How long an answer counts as the data as it is now for `refreshResource` (as long as a
 * library such as SWR dedupes the same request).
 */
export const FRESH_MS = 2000

/**
 * Loads an entry again unless its data is fresh: a load is under way, or an answer arrived
 * within FRESH_MS (e.g. the cart the header loaded as the page opened). For a page that shows
 * the data as it is now each time it is opened, without a second request for the same answer.
 */
export const refreshResource = <A>(
  entry: Entry,
  load: (signal: AbortSignal) => Promise<A>,
): Promise<void> => {
  if (entry.promise !== null) return entry.promise
  if (entry.loadedAt !== null && performance.now() - entry.loadedAt < FRESH_MS)
    return Promise.resolve()
  return loadResource(entry, load, true)
}

/** Reloads a key that was loaded before (e.g. the cart after a login); others stay untouched. */
export const invalidateResource = (owner: object, key: string): Promise<void> => {
  const entry = caches.get(owner)?.get(key)
  if (entry === undefined || entry.load === null) return Promise.resolve()
  return loadResource(entry, entry.load, true)
}

/** Reloads every loaded key that `matches` (e.g. each filtered view of one list). */
export const invalidateResources = async (
  owner: object,
  matches: (key: string) => boolean,
): Promise<void> => {
  const keys = [...(caches.get(owner)?.keys() ?? [])].filter(matches)
  await Promise.all(keys.map((key) => invalidateResource(owner, key)))
}
