import { useResource } from './use-resource'

/**
 * The blog index (slug null: the latest posts) or the posts of one slug, decoded with
 * quote-core's BlogPost Schema; `status` 'error' when the blog could not be read.
 */
export const useBlogPosts = (slug: string | null) => {
  const r = useResource(`blog:${slug === null ? '' : `slug:${slug}`}`, (api, signal) =>
    api.blogPosts(slug, signal),
  )
  return { posts: r.data ?? null, status: r.status, error: r.error }
}
