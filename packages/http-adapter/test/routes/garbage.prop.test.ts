import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { createClient, type Client } from '../support/client'
import { labelPatch } from '../support/fixtures'
import * as files from '../support/sample-files'
import { garbage, type Garbage, type Ids } from '../support/garbage-requests'
import { backends } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

const send = async (client: Client, g: Garbage) => {
  if (g.body === undefined || g.method === 'GET') return client.request(g.method, g.path)
  if ('json' in g.body)
    return client.request(g.method, g.path, {
      body: g.body.json,
      headers: { 'content-type': 'application/json' },
    })
  const form = new FormData()
  if (g.body.field !== undefined) form.append('type', g.body.field)
  form.append('file', new Blob([g.body.file]), 'garbage.png')
  return client.request(g.method, g.path, { body: form })
}

describe.each(backends)('garbage at every route on %s', (backend) => {
  let server: TestServer
  let client: Client
  let ids: Ids
  let before: Record<string, unknown[]>
  let filesBefore: string[]
  const seen = new Set<number>()
  beforeAll(async () => {
    server = await startTestServer(backend)
    const other = createClient(server.url)
    const theirs = (await other.post('/orders/quoter', { order: labelPatch })).body.order
      .id as number
    const theirLines = await other.upload(`/account/designs/add/${theirs}`, [
      { name: 'a.png', data: files.png(4, 4) },
    ])
    const theirUpload = await other.upload(
      `/orders/quote-add-order-upload/${theirs}`,
      [{ name: 'l.pdf', data: files.pdf(72, 72) }],
      { type: 'logo' },
    )
    client = createClient(server.url)
    const own = (await client.post('/orders/quoter', { order: { product_type_id: 1 } })).body.order
      .id as number
    const ownLines = await client.upload(`/account/designs/add/${own}`, [
      { name: 'b.png', data: files.png(4, 4) },
    ])
    ids = {
      own,
      ownLine: ownLines.body.designsOrders[0].id,
      ownDesign: ownLines.body.designsOrders[0].design_id,
      foreign: [
        theirs,
        theirLines.body.designsOrders[0].id,
        theirLines.body.designsOrders[0].design_id,
        theirUpload.body.orderUpload.id,
      ],
    }
    before = await server.dump()
    filesBefore = await server.storedFiles()
  })
  afterAll(async () => {
    await server.close()
  })

  // The requests name the orders made in beforeAll, so their arbitrary is built on first use.
  let requests: fc.Arbitrary<Garbage> | undefined
  const request = fc.constant(null).chain(() => (requests ??= garbage(ids)))

  it.prop([request], { numRuns: 400 })(
    'never answers 5xx and never changes the database',
    async (g) => {
      const res = await send(client, g)
      seen.add(res.status)
      if (res.status >= 500)
        throw new Error(`${g.method} ${g.path} → ${res.status} ${res.text.slice(0, 200)}`)
      const error: unknown =
        typeof res.body === 'object' && res.body !== null ? res.body.error : undefined
      const wellFormed =
        error === undefined ||
        (typeof error === 'object' &&
          error !== null &&
          'code' in error &&
          typeof error.code === 'string' &&
          'message' in error &&
          typeof error.message === 'string')
      expect(wellFormed).toBe(true)
    },
  )

  // The database half of the property above, checked once after all its requests (a dump per
  // request would triple its run time); tests in a describe run in order.
  it('leaves the database and the stored files as they were, having refused in every way', async () => {
    expect(await server.dump()).toEqual(before)
    expect(await server.storedFiles()).toEqual(filesBefore)
    for (const status of [400, 401, 404, 413, 415]) expect(seen).toContain(status)
  })
})
