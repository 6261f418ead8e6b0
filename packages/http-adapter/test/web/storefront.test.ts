import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import http from 'node:http'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify from 'fastify'
import {
  cacheControlFor,
  isPageRoute,
  pagePathOf,
  registerStorefront,
} from '../../src/web/storefront'
import { createClient } from '../support/client'
import { startTestServer, type TestServer } from '../support/test-server'

describe('isPageRoute', () => {
  it('knows the page routes of docs/product.md section 2', () => {
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

describe('pagePathOf', () => {
  it('reads the page path of a prerendered file', () => {
    expect(pagePathOf('index.html')).toBe('/')
    expect(pagePathOf('orders/custom-labels.html')).toBe('/orders/custom-labels')
    expect(pagePathOf(path.join('about', 'faq.html'))).toBe('/about/faq')
  })
})

const bundle = `export const price = ${JSON.stringify('0.1234 '.repeat(2000))}\n`

describe('cacheControlFor', () => {
  it('keeps hashed build files for a year and revalidates the rest', () => {
    expect(cacheControlFor('assets/dist/QuoterRoute-KDOzzzJy.js')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(cacheControlFor('assets/dist/index-D27AFX9B.css')).toBe(
      'public, max-age=31536000, immutable',
    )
    for (const p of ['index.html', 'assets/app.js', 'assets/dist/plain.js', 'favicon.svg'])
      expect(cacheControlFor(p)).toBe('no-cache')
  })
})

const home = '<!doctype html><title>diecut store</title><div id="root"><h1>Home</h1></div>'
const quoterStyle = 'h1{color:#0b5cff}'
const quoter = `<!doctype html><title>diecut store</title><style>${quoterStyle}</style><div id="root"><h1>Custom Labels</h1>${'<label class="option-card">White Plastic</label>'.repeat(40)}</div>`
const quoterStyleSource = `'sha256-${createHash('sha256').update(quoterStyle).digest('base64')}'`

/** Page shells: index.html with a page's own code preloaded. */
const shellOf = (page: string) =>
  `<!doctype html><title>diecut store</title><link rel="modulepreload" href="/assets/dist/${page}-Ab12Cd34.js"><div id="root"></div>`
const shells = {
  'quoter.html': shellOf('QuoterRoute'),
  'cart.html': shellOf('CartPage'),
  'order.html': shellOf('PlacedOrderPage'),
}

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
    await mkdir(path.join(dir, 'pages', 'orders'), { recursive: true })
    await writeFile(path.join(dir, 'pages', 'index.html'), home)
    const labels = path.join(dir, 'pages', 'orders', 'custom-labels.html')
    await writeFile(labels, quoter)
    await writeFile(`${labels}.br`, brotliCompressSync(quoter))
    await writeFile(`${labels}.gz`, gzipSync(quoter))
    await writeFile(
      path.join(dir, 'pages', 'inline-styles.json'),
      JSON.stringify({ '/orders/custom-labels': [quoterStyleSource] }),
    )
    await mkdir(path.join(dir, 'page-shells'))
    for (const [file, html] of Object.entries(shells))
      await writeFile(path.join(dir, 'page-shells', file), html)
    await writeFile(
      path.join(dir, 'page-shells', 'shells.json'),
      JSON.stringify([
        { path: '^\\/orders\\/custom-labels(?:\\/[^/]+)?\\/?$', file: 'quoter.html' },
        { path: '^\\/cart\\/?$', file: 'cart.html' },
        { path: '^\\/account\\/orders\\/[^/]+\\/?$', file: 'order.html' },
      ]),
    )
    await mkdir(path.join(dir, 'assets', 'dist'))
    const hashed = path.join(dir, 'assets', 'dist', 'index-AbC_12-z.js')
    await writeFile(hashed, bundle)
    await writeFile(`${hashed}.br`, brotliCompressSync(bundle))
    await writeFile(`${hashed}.gz`, gzipSync(bundle))
    server = await startTestServer('pglite', { storefrontDir: dir })
  })
  afterAll(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('asks search engines not to index a shared quote page, and only that page', async () => {
    const client = createClient(server.url)
    const html = { headers: { accept: 'text/html' } }
    const shared = await client.get('/q/3q2-7wEVa1uTX8bA4mHcYz0pQ9rLkN5sJd6fG_hIjKo', html)
    expect(shared.status).toBe(200)
    expect(shared.text).toContain('diecut store')
    expect(shared.headers.get('x-robots-tag')).toBe('noindex')
    const other = await client.get('/orders/custom-cartons', html)
    expect(other.headers.get('x-robots-tag')).toBeNull()
  })

  it('serves files and answers page routes with index.html', async () => {
    const client = createClient(server.url)
    const js = await client.get('/assets/app.js')
    expect(js.status).toBe(200)
    expect(js.text).toContain('console.log')
    const page = await client.get('/orders/custom-cartons', { headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
    expect(page.text).toContain('diecut store')
    const root = await client.get('/')
    expect(root.text).toContain('diecut store')
    expect(root.headers.get('set-cookie')).toBeNull()
  })

  it('answers a prerendered page with its own HTML, compressed, and the rest with index.html', async () => {
    const html = { accept: 'text/html' }
    const root = await fetch(`${server.url}/`, { headers: html })
    expect(root.status).toBe(200)
    expect(root.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(root.headers.get('cache-control')).toBe('no-cache')
    expect(await root.text()).toBe(home)
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(`${server.url}/orders/custom-labels`, {
        headers: { ...html, 'accept-encoding': accept },
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toBe(quoter)
    }
    // An opened quote, another page and a path with a trailing slash get the plain shell.
    for (const p of [
      '/orders/custom-labels/42',
      '/orders/custom-cartons',
      '/cart',
      '/orders/custom-labels/',
    ]) {
      const res = await fetch(`${server.url}${p}`, { headers: html })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<div id="root"></div>')
    }
  })

  it('answers the other pages with the first page shell whose address matches, else index.html', async () => {
    const answered = async (p: string) =>
      (await fetch(`${server.url}${p}`, { headers: { accept: 'text/html' } })).text()
    expect(await answered('/cart')).toBe(shells['cart.html'])
    expect(await answered('/cart/')).toBe(shells['cart.html'])
    expect(await answered('/account/orders/1042')).toBe(shells['order.html'])
    expect(await answered('/orders/custom-labels/42')).toBe(shells['quoter.html'])
    // A page rendered at build time keeps its own HTML; an address no shell matches, index.html.
    expect(await answered('/orders/custom-labels')).toBe(quoter)
    for (const p of ['/carts', '/account/orders', '/orders/custom-cartons'])
      expect(await answered(p)).toBe(
        '<!doctype html><title>diecut store</title><div id="root"></div>',
      )
    // The shells and their list are the build's own, never served as files.
    for (const p of ['/page-shells/cart.html', '/page-shells/shells.json']) {
      const res = await fetch(`${server.url}${p}`, { headers: { accept: 'text/html' } })
      expect(res.status).toBe(404)
    }
  })

  it('does not start on a list of page shells that does not decode', async () => {
    const bad = await mkdtemp(path.join(tmpdir(), 'diecut-storefront-'))
    try {
      await writeFile(path.join(bad, 'index.html'), '<div id="root"></div>')
      await mkdir(path.join(bad, 'page-shells'))
      for (const list of [
        '[{"path": "^\\/cart$", "file": "../index.html"}]',
        '[{"path": "^(", "file": "0.html"}]',
        '{"path": "^\\/cart$", "file": "0.html"}',
        '[{"path": "^\\/cart$"',
      ]) {
        await writeFile(path.join(bad, 'page-shells', 'shells.json'), list)
        await expect(registerStorefront(Fastify(), bad)).rejects.toThrow()
      }
    } finally {
      await rm(bad, { recursive: true, force: true })
    }
  })

  it('allows the styles a prerendered page carries on that page only', async () => {
    const html = { accept: 'text/html' }
    const policy = async (p: string, headers: Record<string, string> = html) =>
      (await fetch(`${server.url}${p}`, { headers })).headers.get('content-security-policy') ?? ''
    const quoterPolicy = await policy('/orders/custom-labels')
    expect(quoterPolicy).toContain(`style-src 'self' ${quoterStyleSource};`)
    expect(quoterPolicy).toContain("script-src 'self';")
    expect(quoterPolicy).toContain("frame-ancestors 'none'")
    for (const p of ['/', '/cart', '/orders/custom-labels/42']) {
      expect(await policy(p)).toContain("style-src 'self';")
      expect(await policy(p)).not.toContain('sha256')
    }
    expect(await policy('/api/reference-data', {})).toContain("style-src 'self';")
    // The list is the build's own and never served.
    const list = await fetch(`${server.url}/pages/inline-styles.json`)
    expect(list.status).toBe(404)
  })

  it('does not start on a list of inline styles that does not decode', async () => {
    const bad = await mkdtemp(path.join(tmpdir(), 'diecut-storefront-'))
    try {
      await writeFile(path.join(bad, 'index.html'), '<div id="root"></div>')
      await mkdir(path.join(bad, 'pages'))
      await writeFile(path.join(bad, 'pages', 'index.html'), home)
      for (const list of ['{"/": ["\'unsafe-inline\'"]}', '{"/": ', '["x"]']) {
        await writeFile(path.join(bad, 'pages', 'inline-styles.json'), list)
        await expect(registerStorefront(Fastify(), bad)).rejects.toThrow()
      }
    } finally {
      await rm(bad, { recursive: true, force: true })
    }
  })

  it('does not serve the prerendered files at their own file paths', async () => {
    for (const p of ['/pages/index.html', '/pages/orders/custom-labels.html']) {
      const res = await fetch(`${server.url}${p}`, { headers: { accept: 'text/html' } })
      expect(res.status).toBe(404)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found')
    }
  })

  it('keeps unknown API paths as 404 JSON', async () => {
    const res = await createClient(server.url).get('/account/nothing-here', {
      headers: { accept: 'application/json' },
    })
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('not_found')
    expect((await createClient(server.url).get('/assets/missing.js')).status).toBe(404)
  })

  it('sends the precompressed file the browser accepts, cached for a year', async () => {
    const url = `${server.url}/assets/dist/index-AbC_12-z.js`
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(url, { headers: { 'accept-encoding': accept } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      // fetch decodes the body: whatever travelled, the script arrives whole.
      expect(await res.text()).toBe(bundle)
    }
  })

  it('revalidates index.html with an ETag', async () => {
    const first = await fetch(`${server.url}/orders/custom-labels`, {
      headers: { accept: 'text/html' },
    })
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await fetch(`${server.url}/orders/custom-labels`, {
      // As a browser revalidates (fetch alone would add "no-cache", which forces a full answer).
      headers: { accept: 'text/html', 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    })
    expect(again.status).toBe(304)
  })

  it('compresses JSON answers above 1 KB and leaves small ones alone', async () => {
    const big = await fetch(`${server.url}/api/reference-data`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(big.headers.get('content-encoding')).toBe('gzip')
    const data = (await big.json()) as { substrates: unknown[] }
    expect(data.substrates.length).toBeGreaterThan(0)
    const small = await fetch(`${server.url}/healthz`, { headers: { 'accept-encoding': 'gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ ok: true })
  })

  it('answers the reference data the same in brotli, gzip and uncompressed', async () => {
    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; vary: unknown; body: Buffer }>(
        (resolve, reject) => {
          http
            .get(
              `${server.url}/api/reference-data`,
              { headers: { 'accept-encoding': encoding } },
              (res) => {
                const chunks: Buffer[] = []
                res.on('data', (c: Buffer) => chunks.push(c))
                res.on('end', () =>
                  resolve({
                    encoding: res.headers['content-encoding'],
                    vary: res.headers.vary,
                    body: Buffer.concat(chunks),
                  }),
                )
              },
            )
            .on('error', reject)
        },
      )
    const br = await raw('gzip, deflate, br')
    const gzip = await raw('gzip')
    const plain = await raw('identity')
    expect([br.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined])
    expect(String(br.vary)).toContain('accept-encoding')
    const text = plain.body.toString('utf8')
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(text)
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(text)
    expect((JSON.parse(text) as { substrates: unknown[] }).substrates.length).toBeGreaterThan(0)
  })
})
