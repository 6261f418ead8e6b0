import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../support/client'
import { labelPatch } from '../support/fixtures'
import { startTestServer, type TestServer } from '../support/test-server'

type Outcome = {
  readonly status: number | null
  readonly body: string
  readonly error: string | null
  /** Whether the client got to send its whole body before the connection closed. */
  readonly sentAll: boolean
}

/**
 * Sends a multipart upload the way a slow client does: the headers, then the body in pieces
 * with pauses, so the server can answer before the body is all sent. Answers what the client
 * saw: the status and body, or the socket error that cut it off.
 */
const slowUpload = (url: string, path: string, bytes: number, cookie = ''): Promise<Outcome> =>
  new Promise((resolve) => {
    const boundary = 'diecut-boundary'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="art.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    )
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const payload = Buffer.alloc(bytes, 7)
    const req = request(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + payload.length + tail.length),
        ...(cookie === '' ? {} : { cookie }),
      },
    })
    let status: number | null = null
    let body = ''
    let error: string | null = null
    let written = false
    let sentAll = false
    let closed = false
    // Done once every piece was handed to the socket and the exchange is over.
    const finish = () => {
      if (written && closed) resolve({ status, body, error, sentAll })
    }
    req.on('response', (res) => {
      status = res.statusCode ?? null
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
    })
    req.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message))
    req.on('close', () => {
      closed = true
      finish()
    })
    const pieces = [head, ...chunked(payload, 64 * 1024), tail]
    const next = () => {
      const piece = pieces.shift()
      if (piece === undefined || req.destroyed) {
        written = true
        sentAll = piece === undefined
        if (!req.destroyed) req.end()
        return finish()
      }
      req.write(piece)
      setTimeout(next, 10)
    }
    next()
  })

const chunked = (b: Buffer, size: number): Buffer[] =>
  Array.from({ length: Math.ceil(b.length / size) }, (_, i) => b.subarray(i * size, (i + 1) * size))

describe('a refused upload', () => {
  let server: TestServer
  let ownerOrder: number
  beforeAll(async () => {
    server = await startTestServer('pglite')
    const owner = createClient(server.url)
    ownerOrder = (await owner.post('/orders/quoter', { order: labelPatch })).body.order.id
  })
  afterAll(async () => {
    await server.close()
  })

  it.each([
    ['1.5', 400],
    ['-1', 400],
    ['NaN', 400],
  ])(
    'answers a bad id (%s) with %i once the client has sent its body, not a broken pipe',
    async (id, status) => {
      const seen = await slowUpload(server.url, `/account/designs/add/${id}`, 1024 * 1024)
      expect(seen).toMatchObject({ error: null, sentAll: true, status })
      expect(JSON.parse(seen.body).error.code).toBe('bad_request')
    },
  )

  it("answers someone else's order with 404 the same way, and stores nothing", async () => {
    const stranger = createClient(server.url)
    await stranger.get('/account/users/current-user')
    const cookie = [...stranger.jar].map(([k, v]) => `${k}=${v}`).join('; ')
    for (const path of [
      `/account/designs/add/${ownerOrder}`,
      `/orders/quote-add-order-upload/${ownerOrder}?type=logo`,
    ]) {
      const seen = await slowUpload(server.url, path, 1024 * 1024, cookie)
      expect(seen).toMatchObject({ error: null, sentAll: true, status: 404 })
      expect(JSON.parse(seen.body).error.code).toBe('not_found')
    }
    expect(await server.storedFiles()).toEqual([])
  })
})
