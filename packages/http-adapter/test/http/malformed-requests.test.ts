import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../support/client'
import { backends } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

const errorShape = { error: { code: expect.any(String), message: expect.any(String) } }

describe.each(backends)('requests the router or the JSON parser cannot read, on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  it.each([
    ['malformed percent-encoding', '/orders/quote-designs/%zz'],
    ['a path parameter over 100 characters', `/orders/quote-designs/${'1'.repeat(150)}`],
    ['a 100,000-character path', `/orders/${'a'.repeat(100_000)}`],
  ])('answers %s with a 4xx in the error format and a request id', async (_, path) => {
    const res = await createClient(server.url).get(path)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(res.body).toEqual(errorShape)
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers JSON nested 3,000 deep with 400 in the error format', async () => {
    const res = await createClient(server.url).request('POST', '/orders/quoter', {
      body: `{"order":${'['.repeat(3000)}${']'.repeat(3000)}}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual(errorShape)
    expect(res.body.error.code).toBe('bad_request')
  })
})
