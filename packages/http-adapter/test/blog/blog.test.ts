import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMarkdownBlog } from '../../src/blog/markdown-blog'
import { renderMarkdown } from '../../src/blog/render-markdown'
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
          link: expect.stringMatching(/^\/blog\//),
          title: { rendered: expect.any(String) },
          excerpt: { rendered: expect.stringContaining('<p>') },
        }),
      )
      expect(p._embedded?.author[0]?.name).toEqual(expect.any(String))
    }
    const plain = await blog.latest({ perPage: 1, page: 2, embed: false })
    expect(plain.posts[0]).not.toHaveProperty('_embedded')
  })

  it('escapes HTML and keeps only safe links when rendering markdown', () => {
    const html = renderMarkdown(
      '# Hi <b>\n\nSee [x](javascript:alert(1)) and [y](https://a.example) **bold**\n\n- one\n- two',
    )
    expect(html).toContain('<h2>Hi &lt;b&gt;</h2>')
    expect(html).toContain('<a href="#">x</a>')
    expect(html).toContain('<a href="https://a.example">y</a>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<ul><li>one</li><li>two</li></ul>')
  })
})

describe('blog route', () => {
  let server: TestServer
  let wordpress: Server
  let proxied: TestServer
  beforeAll(async () => {
    server = await startTestServer('pglite')
    wordpress = createServer((req, res) => {
      res.setHeader('content-type', 'application/json')
      res.setHeader('x-wp-total', '7')
      res.end(
        JSON.stringify([
          {
            id: 9,
            date: '2026-06-01T00:00:00',
            link: 'https://wp.example/p/9',
            title: { rendered: req.url ?? '' },
            excerpt: { rendered: '' },
          },
        ]),
      )
    })
    await new Promise<void>((resolve) => wordpress.listen(0, '127.0.0.1', resolve))
    const address = wordpress.address()
    const port = typeof address === 'object' && address !== null ? address.port : 0
    proxied = await startTestServer('pglite', {
      blog: createWordpressBlog(`http://127.0.0.1:${port}`),
    })
  })
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

  it('passes through a real WordPress when configured', async () => {
    const res = await createClient(proxied.url).get('/wp-json/wp/v2/posts?per_page=3&_embed=1')
    expect(res.status).toBe(200)
    expect(res.body[0].id).toBe(9)
    expect(res.body[0].title.rendered).toContain('per_page=3')
    expect(res.body[0].title.rendered).toContain('_embed=1')
    expect(res.headers.get('x-wp-total')).toBe('7')
  })
})
