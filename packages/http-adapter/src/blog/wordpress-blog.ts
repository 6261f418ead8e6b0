import { BlogPost } from '@diecut/quote-core'
import { Either, Schema } from 'effect'
import { PageOutOfRange, type BlogSource } from './blog-source'

/** WordPress's answers are decoded, not trusted: fields the store does not read pass through. */
const decodeAs = <A, I>(schema: Schema.Schema<A, I>, what: string) => {
  const decode = Schema.decodeUnknownEither(schema, { onExcessProperty: 'preserve' })
  return (body: unknown): A => {
    const result = decode(body)
    if (Either.isLeft(result)) throw new Error(`WordPress answered something other than ${what}`)
    return result.right
  }
}
const decodePosts = decodeAs(Schema.Array(BlogPost), 'a list of posts')
const decodePost = decodeAs(BlogPost, 'a post')

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** Posts fetched from a real WordPress (WORDPRESS_URL), passed through as WordPress shapes them. */
export const createWordpressBlog = (baseUrl: string, timeoutMs = 5000): BlogSource => {
  const get = (path: string, params: Record<string, string>) => {
    const url = new URL(path, baseUrl)
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
    return fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  }
  return {
    async latest({ perPage, page, embed, slugs }) {
      const res = await get('/wp-json/wp/v2/posts', {
        per_page: String(perPage),
        page: String(page),
        ...(embed ? { _embed: '1' } : {}),
        ...(slugs === undefined ? {} : { slug: slugs.join(',') }),
      })
      if (res.status === 400) {
        const body: unknown = await res.json().catch(() => null)
        if (isRecord(body) && body.code === 'rest_post_invalid_page_number')
          throw new PageOutOfRange(Number(res.headers.get('x-wp-totalpages') ?? 0))
      }
      if (!res.ok) throw new Error(`WordPress answered ${res.status}`)
      const posts = decodePosts(await res.json())
      const total = Number(res.headers.get('x-wp-total') ?? posts.length)
      return { posts, total: Number.isFinite(total) ? total : posts.length }
    },
    async byId(id, embed) {
      const res = await get(`/wp-json/wp/v2/posts/${id}`, embed ? { _embed: '1' } : {})
      if (res.status === 404) return null
      if (!res.ok) throw new Error(`WordPress answered ${res.status}`)
      return decodePost(await res.json())
    },
  }
}
