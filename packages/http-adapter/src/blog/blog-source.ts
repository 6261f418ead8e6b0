/** A post in the shape of WordPress's REST API (wp/v2/posts), the fields the storefront reads. */
export type WpPost = {
  readonly id: number
  readonly date: string
  readonly date_gmt: string
  readonly slug: string
  readonly link: string
  readonly title: { readonly rendered: string }
  readonly excerpt: { readonly rendered: string }
  readonly content: { readonly rendered: string }
  readonly _embedded?: {
    readonly author: readonly { readonly name: string }[]
    readonly 'wp:featuredmedia'?: readonly {
      readonly source_url: string
      readonly alt_text: string
    }[]
  }
}

export type PostQuery = { readonly perPage: number; readonly page: number; readonly embed: boolean }

export type PostPage = { readonly posts: readonly WpPost[]; readonly total: number }

/** Where blog posts come from: markdown files in the repository, or a real WordPress. */
export type BlogSource = {
  latest(query: PostQuery): Promise<PostPage>
}
