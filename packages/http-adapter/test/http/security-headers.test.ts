import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../support/client'
import { labelPatch } from '../support/fixtures'
import * as files from '../support/sample-files'
import { backends } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

describe.each(backends)('security headers and the origin check, on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  it('sends CSP, frame-ancestors, nosniff and Referrer-Policy on the API and on pages; HSTS only over TLS', async () => {
    const client = createClient(server.url)
    for (const res of [
      await client.get('/account/users/current-user'),
      await client.get('/orders/custom-labels', { headers: { accept: 'text/html' } }),
      await client.get('/no/such/thing'),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('same-origin')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('strict-transport-security')).toBeNull()
    }
    // Without a trusted proxy, X-Forwarded-Proto proves nothing.
    const spoofed = await client.get('/healthz', { headers: { 'x-forwarded-proto': 'https' } })
    expect(spoofed.headers.get('strict-transport-security')).toBeNull()
    const proxied = await server.startSibling({}, { trustProxy: true })
    try {
      const tls = await createClient(proxied.url).get('/healthz', {
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
    } finally {
      await proxied.close()
    }
  })

  it('trusts X-Forwarded-Host only behind a trusted proxy, and compares the scheme too', async () => {
    const client = createClient(server.url)
    const host = new URL(server.url).host
    const forged = await client.post(
      '/orders/quoter',
      { order: {} },
      { headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' } },
    )
    expect(forged.status).toBe(403)
    expect(forged.body.error.code).toBe('forbidden_origin')
    expect(forged.headers.get('content-security-policy')).toContain("default-src 'self'")
    const otherScheme = await client.post(
      '/orders/quoter',
      { order: {} },
      { headers: { origin: `https://${host}` } },
    )
    expect(otherScheme.status).toBe(403)
    expect(
      (await client.post('/orders/quoter', { order: {} }, { headers: { origin: server.url } }))
        .status,
    ).toBe(200)

    const proxied = await server.startSibling({}, { trustProxy: true })
    try {
      const behind = createClient(proxied.url)
      const headers = { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' }
      const ok = await behind.post(
        '/orders/quoter',
        { order: {} },
        { headers: { ...headers, origin: 'https://shop.example' } },
      )
      expect(ok.status).toBe(200)
      const plain = await behind.post(
        '/orders/quoter',
        { order: {} },
        { headers: { ...headers, origin: 'http://shop.example' } },
      )
      expect(plain.status).toBe(403)
    } finally {
      await proxied.close()
    }
  })

  it('refuses the GET routes that change data on a cross-site navigation, keeps them for the store itself', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    const added = await client.upload(
      `/orders/quote-add-order-upload/${id}`,
      [{ name: 'logo.pdf', data: files.pdf(72, 72) }],
      { type: 'logo' },
    )
    const uploadId = added.body.orderUpload.id
    const crossSite = { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } }
    const refused = await client.get(`/orders/delete-quote-order-uploads/${uploadId}`, crossSite)
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('forbidden_origin')
    expect(
      (await client.request('HEAD', `/orders/delete-quote-order-uploads/${uploadId}`, crossSite))
        .status,
    ).toBe(403)
    expect((await client.get(`/orders/quote-uploads/${id}/logo`)).body.orderUploads).toHaveLength(1)
    const swap = await client.get('/account/designs/swap/1', crossSite)
    expect(swap.status).toBe(403)

    const own = await client.get(`/orders/delete-quote-order-uploads/${uploadId}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(own.status).toBe(200)
    expect((await client.get(`/orders/quote-uploads/${id}/logo`)).body.orderUploads).toEqual([])
  })
})
