import { LATEST_POSTS_CACHE_HOURS } from '@diecut/quote-react'
import { UI_SETTINGS } from '../app/ui-settings'
import { getJson } from './http'

/** The fields of a WordPress post the menus read (SPEC.md section 3, "Blog post"). */
export type BlogPost = {
  id: number
  link: string
  title: { rendered: string }
  date?: string
  excerpt?: { rendered: string }
  _embedded?: { 'wp:featuredmedia'?: { source_url?: string }[] }
}

const KEY = 'diecut.blog.latest'
const TTL_MS = LATEST_POSTS_CACHE_HOURS * 3600 * 1000

type Cached = { at: number; posts: BlogPost[] }

/** The latest 3 posts, cached 24 hours in sessionStorage with a timestamp (SPEC.md section 7). */
export const latestPosts = async (now = Date.now()): Promise<BlogPost[]> => {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (raw !== null) {
      const cached = JSON.parse(raw) as Cached
      if (now - cached.at < TTL_MS && Array.isArray(cached.posts)) return cached.posts
    }
  } catch {
    // A broken cache entry is refetched.
  }
  const n = UI_SETTINGS.blogPostsShown
  const posts = await getJson<BlogPost[]>(`/wp-json/wp/v2/posts?per_page=${n}&_embed=1`)
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ at: now, posts } satisfies Cached))
  } catch {
    // Storage full or blocked: the posts still show.
  }
  return posts
}

/**
 * A post link as an address inside the store (the API answers absolute links, as WordPress
 * does), or null for a post that lives on another site.
 */
export const inAppPath = (link: string, origin = window.location.origin): string | null => {
  try {
    const url = new URL(link, origin)
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/** Plain text of a rendered WordPress title (entities decoded, tags dropped). */
export const plainText = (html: string): string => {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return doc.body.textContent ?? ''
}
