import type { BlogPost } from '@diecut/quote-core'

/** A post in the shape of WordPress's REST API (wp/v2/posts): the core's `BlogPost`. */
export type WpPost = BlogPost

/** A page of posts, newest first; `slugs` keeps only posts with one of those slugs. */
export type PostQuery = {
  readonly perPage: number
  readonly page: number
  readonly embed: boolean
  readonly slugs?: readonly string[]
}

export type PostPage = { readonly posts: readonly WpPost[]; readonly total: number }

/** A page past the last one of a non-empty collection (WordPress answers 400 for it). */
export class PageOutOfRange extends Error {
  constructor(readonly totalPages: number) {
    super(`There are ${totalPages} pages of posts.`)
  }
}

/**
 * Where blog posts come from: markdown files in the repository, or a real WordPress. A post's
 * `link` is absolute (WordPress) or a path on this site that the route makes absolute.
 */
export type BlogSource = {
  /** Throws PageOutOfRange for a page past the last. */
  latest(query: PostQuery): Promise<PostPage>
  /** One post, or null when there is none with that id. */
  byId(id: number, embed: boolean): Promise<WpPost | null>
}
