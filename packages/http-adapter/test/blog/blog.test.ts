import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WPAPI from 'wpapi'
import { createMarkdownBlog } from '../../src/blog/markdown-blog'
import { PageOutOfRange } from '../../src/blog/blog-source'
import { createWordpressBlog } from '../../src/blog/wordpress-blog'
import { packageRoot } from '../../src/config/package-root'
import { createClient } from '../support/client'
import { startTestServer, type TestServer } from '../support/test-server'

const blogDir = path.join(packageRoot(), 'content', 'blog')

describe('markdown blog', () => {
  it('answers the newest posts first, WordPress-shaped, with _embedded only when asked', async () => {
    const blog = createMarkdownBlog(blogDir)
    const { posts, total } = await blog.latest({ perPage: 3, page: 1, embed: true })
    expect(total).toBeGreaterThanOrEqual(4)
    expect(posts).toHaveLength(3)
    const dates = posts.map((p) => p.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    for (const p of posts) {
      expect(p).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          link: `/blog/${p.slug}`,
          title: { rendered: expect.any(String) },
          excerpt: { rendered: expect.stringContaining('<p>') },
        }),
      )
      expect(p._embedded?.author?.[0]?.name).toEqual(expect.any(String))
    }
    const plain = await blog.latest({ perPage: 1, page: 2, embed: false })
    expect(plain.posts[0]).not.toHaveProperty('_embedded')
  })

  it('finds a post by id and filters by slug, paging what matches', async () => {
    const blog = createMarkdownBlog(blogDir)
    const { posts } = await blog.latest({ perPage: 2, page: 1, embed: false })
    const [first] = posts
    expect(await blog.byId(first?.id ?? 0, false)).toEqual(first)
    expect((await blog.byId(first?.id ?? 0, true))?._embedded?.author).toHaveLength(1)
    expect(await blog.byId(999_999, false)).toBeNull()
    const bySlug = await blog.latest({
      perPage: 10,
      page: 1,
      embed: false,
      slugs: [first?.slug ?? ''],
    })
    expect(bySlug).toEqual({ total: 1, posts: [first] })
    expect(await blog.latest({ perPage: 10, page: 1, embed: false, slugs: ['none'] })).toEqual({
      total: 0,
      posts: [],
    })
    await expect(blog.latest({ perPage: 10, page: 2, embed: false })).rejects.toBeInstanceOf(
      PageOutOfRange,
    )
  })
})

describe('blog route', () => {
  let server: TestServer
  let wordpress: Server
  let proxied: TestServer
  beforeAll(async () => {
    server = await startTestServer('pglite')
    wordpress = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://wp.example')
      res.setHeader('content-type', 'application/json')
      const post = {
        id: 9,
        date: '2026-06-01T00:00:00',
        slug: url.searchParams.get('slug') ?? 'nine',
        link: 'https://wp.example/p/9',
        title: { rendered: req.url ?? '' },
        excerpt: { rendered: '' },
      }
      if (url.pathname === '/wp-json/wp/v2/posts/9') return res.end(JSON.stringify(post))
      // A post without its title object: not the shape WordPress promises.
      if (url.pathname === '/wp-json/wp/v2/posts/7')
        return res.end(JSON.stringify({ ...post, id: 7, title: 'seven' }))
      if (url.pathname.startsWith('/wp-json/wp/v2/posts/')) {
        res.statusCode = 404
        return res.end(JSON.stringify({ code: 'rest_post_invalid_id', data: { status: 404 } }))
      }
      if (url.searchParams.get('page') === '9') {
        res.statusCode = 400
        return res.end(JSON.stringify({ code: 'rest_post_invalid_page_number' }))
      }
      res.setHeader('x-wp-total', '7')
      res.end(JSON.stringify([post]))
    })
    await new Promise<void>((resolve) => wordpress.listen(0, '127.0.0.1', resolve))
    const address = wordpress.address()
    const port = typeof address === 'object' && address !== null ? address.port : 0
    proxied = await startTestServer('pglite', {
      blog: createWordpressBlog(`http://127.0.0.1:${port}`),
    })
    // Two PGlite servers start one after the other: allow for a busy machine.
  }, 300_000)
  afterAll(async () => {
    await server.close()
    await proxied.close()
    await new Promise((resolve) => wordpress.close(resolve))
  })

  it('answers GET /wp-json/wp/v2/posts?per_page=3&_embed=1 with the latest 3 posts', async () => {
    const res = await createClient(server.url).get('/wp-json/wp/v2/posts?per_page=3&_embed=1')
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(3)
    expect(res.body[0]._embedded.author[0].name).toEqual(expect.any(String))
    expect(Number(res.headers.get('x-wp-total'))).toBeGreaterThanOrEqual(4)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect((await createClient(server.url).get('/wp-json/wp/v2/posts?per_page=0')).status).toBe(400)
    expect((await createClient(server.url).get('/wp-json/wp/v2/posts?per_page=abc')).status).toBe(
      400,
    )
  })

  it('serves a WordPress client (wpapi): pages through Link headers, posts by id and by slug', async () => {
    const wp = new WPAPI({ endpoint: `${server.url}/wp-json` })
    const first = await wp.posts().perPage(2).embed().get()
    const total: number = first._paging.total
    expect(total).toBeGreaterThanOrEqual(4)
    expect(first._paging.totalPages).toBe(Math.ceil(total / 2))
    expect(first._paging.prev).toBeUndefined()
    expect(first[0]._embedded.author[0].name).toEqual(expect.any(String))
    // Walk every page through rel="next", then back one through rel="prev".
    const pages = [first]
    while (pages.at(-1)._paging.next !== undefined)
      pages.push(await pages.at(-1)._paging.next.get())
    const ids = pages.flatMap((page) => page.map((p: { id: number }) => p.id))
    expect(pages).toHaveLength(Math.ceil(total / 2))
    expect(new Set(ids).size).toBe(total)
    expect(pages.at(-1)[0]._embedded).toBeDefined()
    const back = await pages[1]._paging.prev.get()
    expect(back.map((p: { id: number }) => p.id)).toEqual(ids.slice(0, 2))

    const post = first[1]
    expect(post.link).toBe(`${server.url}/blog/${post.slug}`)
    const byId = await wp.posts().id(post.id).get()
    expect(byId).toEqual(expect.objectContaining({ id: post.id, slug: post.slug, link: post.link }))
    expect(byId).not.toHaveProperty('_embedded')
    expect((await wp.posts().id(post.id).embed().get())._embedded.author).toHaveLength(1)
    const bySlug = await wp.posts().slug(post.slug).get()
    expect(bySlug.map((p: { id: number }) => p.id)).toEqual([post.id])
    expect(await wp.posts().slug('no-such-post').get()).toEqual([])
    await expect(wp.posts().id(999_999).get()).rejects.toEqual(
      expect.objectContaining({ code: 'rest_post_invalid_id' }),
    )
  })

  it('sends Link, X-WP-Total and X-WP-TotalPages as WordPress does', async () => {
    const client = createClient(server.url)
    const res = await client.get('/wp-json/wp/v2/posts?per_page=1&page=2&_embed=1')
    const total = Number(res.headers.get('x-wp-total'))
    expect(res.headers.get('x-wp-totalpages')).toBe(String(total))
    expect(res.headers.get('link')).toBe(
      `<${server.url}/wp-json/wp/v2/posts?per_page=1&page=1&_embed=1>; rel="prev", ` +
        `<${server.url}/wp-json/wp/v2/posts?per_page=1&page=3&_embed=1>; rel="next"`,
    )
    const last = await client.get(`/wp-json/wp/v2/posts?per_page=1&page=${total}`)
    expect(last.headers.get('link')).not.toContain('rel="next"')
    const past = await client.get(`/wp-json/wp/v2/posts?per_page=1&page=${total + 1}`)
    expect(past.status).toBe(400)
    expect(past.body.error.code).toBe('bad_request')
    const one = await client.get('/wp-json/wp/v2/posts?per_page=100')
    expect(one.headers.get('link')).toBeNull()
    expect(one.headers.get('x-wp-totalpages')).toBe('1')
    expect((await client.get('/wp-json/wp/v2/posts/abc')).status).toBe(404)
    const missing = await client.get('/wp-json/wp/v2/posts/999999')
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('not_found')
  })

  it('passes through a real WordPress when configured', async () => {
    const res = await createClient(proxied.url).get('/wp-json/wp/v2/posts?per_page=3&_embed=1')
    expect(res.status).toBe(200)
    expect(res.body[0].id).toBe(9)
    expect(res.body[0].title.rendered).toContain('per_page=3')
    expect(res.body[0].title.rendered).toContain('_embed=1')
    expect(res.headers.get('x-wp-total')).toBe('7')
    expect(res.body[0].link).toBe('https://wp.example/p/9')
  })

  it('passes a slug, a single post and a page past the end through to WordPress', async () => {
    const client = createClient(proxied.url)
    const bySlug = await client.get('/wp-json/wp/v2/posts?slug=hello')
    expect(bySlug.body[0].title.rendered).toContain('slug=hello')
    const one = await client.get('/wp-json/wp/v2/posts/9?_embed=1')
    expect(one.status).toBe(200)
    expect(one.body.title.rendered).toBe('/wp-json/wp/v2/posts/9?_embed=1')
    expect((await client.get('/wp-json/wp/v2/posts/8')).status).toBe(404)
    const malformed = await client.get('/wp-json/wp/v2/posts/7')
    expect(malformed.status).toBe(502)
    expect(malformed.body.error.code).toBe('upstream_failed')
    const past = await client.get('/wp-json/wp/v2/posts?page=9')
    expect(past.status).toBe(400)
    expect(past.body.error.code).toBe('bad_request')
  })
})
