import type { QuoteApi } from '../api/quote-api'
import { loadResource, resourceEntry } from '../store/resource-cache'
import { useResource } from './use-resource'

const keyOf = (slug: string | null) => `blog:${slug === null ? '' : `slug:${slug}`}`

/**
 * The blog index (slug null: the latest posts) or the posts of one slug, decoded with
 * quote-core's BlogPost Schema; `status` 'error' when the blog could not be read.
 */
export const useBlogPosts = (slug: string | null) => {
  const r = useResource(keyOf(slug), (api, signal) => api.blogPosts(slug, signal))
  return { posts: r.data ?? null, status: r.status, error: r.error }
}

/** Starts loading what `useBlogPosts(slug)` shows, before the page renders (as it opens). */
export const preloadBlogPosts = (api: QuoteApi, slug: string | null): Promise<void> =>
  loadResource(resourceEntry(api, keyOf(slug)), (signal) => api.blogPosts(slug, signal))
