import type { BlogPost } from '../api/account-calls'
import type { QuoteApi } from '../api/quote-api'
import { useResource } from './use-resource'

const KEY = 'diecut:latest-posts'
/** The latest posts are kept in session storage this long (SPEC.md section 7). */
export const LATEST_POSTS_CACHE_HOURS = 24

const MAX_AGE_MS = LATEST_POSTS_CACHE_HOURS * 3_600_000
const none: readonly BlogPost[] = []

const session = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage

const load = async (api: QuoteApi, signal: AbortSignal): Promise<readonly BlogPost[]> => {
  try {
    const cached = JSON.parse(session()?.getItem(KEY) ?? 'null') as {
      at?: number
      posts?: BlogPost[]
    } | null
    if (cached?.posts !== undefined && Date.now() - (cached.at ?? 0) < MAX_AGE_MS)
      return cached.posts
  } catch {
    // An unreadable cache is fetched again.
  }
  try {
    const posts = await api.latestPosts(signal)
    session()?.setItem(KEY, JSON.stringify({ at: Date.now(), posts }))
    return posts
  } catch (e) {
    // SPEC.md section 8: a failed blog fetch is logged; the menu shows no posts.
    console.warn('The latest blog posts could not be loaded.', e)
    return none
  }
}

/** The About menu's latest 3 blog posts, cached in session storage for 24 hours. */
export const useLatestPosts = (): readonly BlogPost[] =>
  useResource('latest-posts', load).data ?? none
