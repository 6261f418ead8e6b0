import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from './support/client'
import { labelPatch } from './support/fixtures'
import { backends } from './support/test-database'
import { startTestServer, type TestServer } from './support/test-server'

describe.each(backends)('app basics on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  it('answers GET /healthz with ok once migrations have run', async () => {
    const res = await createClient(server.url).get('/healthz')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("answers a browser's default icon request with no content rather than an error", async () => {
    const res = await createClient(server.url).get('/favicon.ico')
    expect(res.status).toBe(204)
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it('logs each request by its route pattern, so a shared quote token never reaches the log', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const logged = await server.startSibling({}, { logger: { level: 'info', stream } })
    let token = ''
    try {
      const client = createClient(logged.url)
      const order = (await client.post('/orders/quoter', { order: labelPatch })).body.order
      token = (await client.post(`/orders/quoter/${order.id}/share`)).body.token
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const visitor = createClient(logged.url)
      expect((await visitor.get(`/api/shared-quotes/${token}`)).status).toBe(200)
      expect((await visitor.get(`/api/shared-quotes/${token}/pdf`)).status).toBe(200)
      const html = { headers: { accept: 'text/html' } }
      expect((await visitor.get(`/q/${token}`, html)).status).toBe(200)
      expect((await visitor.get(`/api/shared-quotes/${token}?again=1`)).status).toBe(200)
    } finally {
      await logged.close()
    }
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request')
    expect(requests.length).toBeGreaterThanOrEqual(6)
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'GET', route: '/api/shared-quotes/:token', status: 200 }),
    )
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'GET', route: '/api/shared-quotes/:token/pdf' }),
    )
    expect(lines.join('')).not.toContain(token)
  })

  it('answers an unknown API path with a 404 in the error format', async () => {
    const res = await createClient(server.url).get('/api/no-such-thing')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } })
  })

  it('answers a page route with HTML saying the storefront is not built', async () => {
    const res = await createClient(server.url).get('/orders/custom-labels/12', {
      headers: { accept: 'text/html' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.text).toContain('storefront is not built')
  })

  it('answers garbage JSON with 400 bad_request', async () => {
    const res = await createClient(server.url).request('POST', '/orders/quoter', {
      body: '{"order": {',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('bad_request')
  })

  it('answers a body over the size limit with 413', async () => {
    const res = await createClient(server.url).post('/orders/quoter', {
      order: { comments_customer: 'x'.repeat(300 * 1024) },
    })
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('too_large')
  })

  it('answers an unsupported content type with 415', async () => {
    const res = await createClient(server.url).request('POST', '/orders/quoter', {
      body: 'order=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(415)
    expect(res.body.error.code).toBe('unsupported_media_type')
  })

  it('answers a wrongly typed field with 400 and the path of the issue', async () => {
    const res = await createClient(server.url).post('/orders/quoter', { order: { width: 'wide' } })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('bad_request')
    expect(res.body.error.issues).toContainEqual({
      path: 'order.width',
      message: expect.any(String),
    })
  })

  it('refuses a mutating request from another origin and allows one without Origin', async () => {
    const client = createClient(server.url)
    const foreign = await client.post(
      '/orders/quoter',
      { order: {} },
      { headers: { origin: 'https://evil.example' } },
    )
    expect(foreign.status).toBe(403)
    expect(foreign.body.error.code).toBe('forbidden_origin')
    const crossSite = await client.post(
      '/orders/quoter',
      { order: {} },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    )
    expect(crossSite.status).toBe(403)
    const same = await client.post(
      '/orders/quoter',
      { order: {} },
      { headers: { origin: server.url } },
    )
    expect(same.status).toBe(200)
    const curl = await client.post('/orders/quoter', { order: {} })
    expect(curl.status).toBe(200)
  })

  it('answers the reference data without a session cookie', async () => {
    const res = await createClient(server.url).get('/api/reference-data')
    expect(res.status).toBe(200)
    expect(res.body).toHaveProperty('substrates')
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})
