import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPageRoute } from '../../src/web/storefront'
import { createClient } from '../support/client'
import { startTestServer, type TestServer } from '../support/test-server'

describe('isPageRoute', () => {
  it('knows the page routes of SPEC.md section 2', () => {
    for (const p of [
      '/',
      '/orders/custom-labels',
      '/orders/custom-labels/42',
      '/orders/custom-design',
      '/cart',
      '/carts',
      '/account/orders/saved',
      '/account/users/login',
      '/labels/label-materials',
      '/cartons/carton-types',
      '/design',
      '/about/faq',
      '/contact',
      '/marketplace',
      '/blog',
      '/graphics',
      '/q/3q2-7wEVa1uTX8bA4mHcYz0pQ9rLkN5sJd6fG_hIjKo',
    ])
      expect(isPageRoute(p)).toBe(true)
    for (const p of [
      '/api/x',
      '/orders/quoter',
      '/wp-json/wp/v2/posts',
      '/orders/custom-labels/1/2',
      '/q/',
      '/q/a/b',
    ])
      expect(isPageRoute(p)).toBe(false)
  })
})

describe('built storefront', () => {
  let server: TestServer
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'diecut-storefront-'))
    await mkdir(path.join(dir, 'assets'))
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><title>diecut store</title><div id="root"></div>',
    )
    await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log("hi")')
    server = await startTestServer('pglite', { storefrontDir: dir })
  })
  afterAll(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('serves files and answers page routes with index.html', async () => {
    const client = createClient(server.url)
    const js = await client.get('/assets/app.js')
    expect(js.status).toBe(200)
    expect(js.text).toContain('console.log')
    const page = await client.get('/orders/custom-cartons', { headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
    expect(page.text).toContain('diecut store')
    const home = await client.get('/')
    expect(home.text).toContain('diecut store')
    expect(home.headers.get('set-cookie')).toBeNull()
  })

  it('keeps unknown API paths as 404 JSON', async () => {
    const res = await createClient(server.url).get('/account/nothing-here', {
      headers: { accept: 'application/json' },
    })
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('not_found')
    expect((await createClient(server.url).get('/assets/missing.js')).status).toBe(404)
  })
})
