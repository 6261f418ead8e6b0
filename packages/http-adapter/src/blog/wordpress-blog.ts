import type { BlogSource, WpPost } from './blog-source'

/** Posts fetched from a real WordPress (WORDPRESS_URL), passed through as WordPress shapes them. */
export const createWordpressBlog = (baseUrl: string, timeoutMs = 5000): BlogSource => ({
  async latest({ perPage, page, embed }) {
    const url = new URL('/wp-json/wp/v2/posts', baseUrl)
    url.searchParams.set('per_page', String(perPage))
    url.searchParams.set('page', String(page))
    if (embed) url.searchParams.set('_embed', '1')
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    if (!res.ok) throw new Error(`WordPress answered ${res.status}`)
    const posts = (await res.json()) as WpPost[]
    if (!Array.isArray(posts)) throw new Error('WordPress answered something other than a list')
    const total = Number(res.headers.get('x-wp-total') ?? posts.length)
    return { posts, total: Number.isFinite(total) ? total : posts.length }
  },
})
