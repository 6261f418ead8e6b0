import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failureResponse, statusTable } from '../../src/http/error-status'
import { createLocalFileStorage } from '../../src/storage/local-file-storage'
import type { FileStorage } from '../../src/storage/file-storage'
import { createClient } from '../support/client'
import { labelPatch } from '../support/fixtures'
import * as files from '../support/sample-files'
import { startTestServer, type TestServer } from '../support/test-server'

describe('error table', () => {
  it('maps every failure, once, to a 4xx/5xx status and a snake_case code', () => {
    const tags = Object.entries(statusTable).flatMap(([status, rows]) => {
      expect(Number(status)).toBeGreaterThanOrEqual(400)
      for (const [code] of Object.values(rows)) expect(code).toMatch(/^[a-z_]+$/)
      return Object.keys(rows)
    })
    expect(tags).toHaveLength(new Set(tags).size)
    expect(failureResponse({ _tag: 'NotFound' })).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found.' } },
    })
    expect(
      failureResponse({
        _tag: 'DecodeFailed',
        message: 'm',
        issues: [{ path: 'a', message: 'b' }],
      }),
    ).toEqual({
      status: 400,
      body: { error: { code: 'bad_request', message: 'm', issues: [{ path: 'a', message: 'b' }] } },
    })
  })
})

describe('unexpected failures', () => {
  let server: TestServer
  const broken = { on: false }
  beforeAll(async () => {
    const real = createLocalFileStorage('/tmp/diecut-never-used')
    const storage: FileStorage = {
      ...real,
      put: async () => {
        if (broken.on) throw new Error('disk on fire at /secret/path')
      },
    }
    server = await startTestServer('pglite', { storage })
  })
  afterAll(async () => {
    await server.close()
  })

  it('answers 500 internal with the request id and no stack or cause', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    broken.on = true
    const res = await client.upload(`/account/designs/add/${id}`, [
      { name: 'a.png', data: files.png(1, 1) },
    ])
    broken.on = false
    expect(res.status).toBe(500)
    expect(res.body).toEqual({
      error: {
        code: 'internal',
        message: expect.any(String),
        request_id: res.headers.get('x-request-id'),
      },
    })
    expect(res.text).not.toContain('disk on fire')
    expect(res.text).not.toContain('/secret/path')
  })
})
