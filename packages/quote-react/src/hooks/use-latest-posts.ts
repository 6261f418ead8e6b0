import { LATEST_POSTS, type BlogPost } from '@diecut/quote-core'
import { decodeList } from '../api/decode-response'
import type { QuoteApi } from '../api/quote-api'
import { useResource } from './use-resource'

const KEY = 'diecut:latest-posts'
const MAX_AGE_MS = LATEST_POSTS.cacheHours * 3_600_000
const none: readonly BlogPost[] = []

const session = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage

/** The cached posts when younger than the cache age and still of the Schema's shape. */
const cachedPosts = async (now: number): Promise<BlogPost[] | null> => {
  try {
    const cached: unknown = JSON.parse(session()?.getItem(KEY) ?? 'null')
    if (typeof cached !== 'object' || cached === null || !('at' in cached)) return null
    if (typeof cached.at !== 'number' || now - cached.at >= MAX_AGE_MS) return null
    return await decodeList('blogPost', 'posts' in cached ? cached.posts : null, 'posts')
  } catch {
    // An unreadable or outdated cache is fetched again.
    return null
  }
}

const load = async (api: QuoteApi, signal: AbortSignal): Promise<readonly BlogPost[]> => {
  const cached = await cachedPosts(Date.now())
  if (cached !== null) return cached
  try {
    const posts = await api.latestPosts(signal)
    try {
      session()?.setItem(KEY, JSON.stringify({ at: Date.now(), posts }))
    } catch {
      // Storage full or blocked: the posts still show.
    }
    return posts
  } catch (e) {
    // docs/product.md section 8: a failed blog fetch is logged; the menu shows no posts.
    console.warn('The latest blog posts could not be loaded.', e)
    return none
  }
}

/**
 * The About menu's latest 3 blog posts, cached in session storage for 24 hours; nothing is
 * fetched until `enabled` (the menu opens).
 */
export const useLatestPosts = (enabled = true): readonly BlogPost[] =>
  useResource(enabled ? 'latest-posts' : null, load).data ?? none
