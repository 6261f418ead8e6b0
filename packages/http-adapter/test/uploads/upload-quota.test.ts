import { request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultLimits } from '../../src/deps'
import { createClient, type Client } from '../support/client'
import { labelPatch } from '../support/fixtures'
import * as files from '../support/sample-files'
import { startTestServer, type TestServer } from '../support/test-server'

const KB = 1024

/** A PNG of about `bytes` bytes: a real header, then zeros. */
const pngOf = (bytes: number) => {
  const file = new Uint8Array(bytes)
  file.set(files.png(100, 100))
  return file
}

describe('upload quotas', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      limits: {
        ...defaultLimits,
        uploadFileBytes: 2 * 1024 * KB,
        userQuotaBytes: 1024 * KB,
        totalQuotaBytes: 2600 * KB,
      },
    })
  })
  afterAll(async () => {
    await server.close()
  })

  const newOrder = async (client: Client) =>
    (await client.post('/orders/quoter', { order: labelPatch })).body.order.id as number

  it('refuses with 413 what would pass the account or the store quota, keeping nothing', async () => {
    const a = createClient(server.url)
    const orderA = await newOrder(a)
    const first = await a.upload(`/account/designs/add/${orderA}`, [
      { name: 'a.png', data: pngOf(600 * KB) },
    ])
    expect(first.status).toBe(200)
    const filesBefore = await server.storedFiles()
    const rowsBefore = await server.dump(['sessions', 'users'])
    const over = await a.upload(`/account/designs/add/${orderA}`, [
      { name: 'b.png', data: pngOf(600 * KB) },
    ])
    expect(over.status).toBe(413)
    expect(over.body.error.code).toBe('too_large')
    expect(over.body.error.message).toMatch(/each account may keep/)
    const quote = await a.upload(
      `/orders/quote-add-order-upload/${orderA}`,
      [{ name: 'c.png', data: pngOf(500 * KB) }],
      { type: 'logo' },
    )
    expect(quote.status).toBe(413)
    expect(await server.storedFiles()).toEqual(filesBefore)
    expect(await server.dump(['sessions', 'users'])).toEqual(rowsBefore)

    // Other customers fill the store to 600 + 900 + 900 KB; the next file does not fit.
    for (const name of ['b', 'c']) {
      const c = createClient(server.url)
      const res = await c.upload(`/account/designs/add/${await newOrder(c)}`, [
        { name: `${name}.png`, data: pngOf(900 * KB) },
      ])
      expect(res.status).toBe(200)
    }
    const d = createClient(server.url)
    const full = await d.upload(`/account/designs/add/${await newOrder(d)}`, [
      { name: 'd.png', data: pngOf(300 * KB) },
    ])
    expect(full.status).toBe(413)
    expect(full.body.error.message).toMatch(/cannot take more uploaded files/)
  })

  it('counts parallel uploads of one customer together', async () => {
    // The store-wide quota is nearly used up above: free it by deleting everything.
    await server.database.db.execute('delete from designs')
    const a = createClient(server.url)
    const order = await newOrder(a)
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        a.upload(`/account/designs/add/${order}`, [{ name: `${n}.png`, data: pngOf(600 * KB) }]),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1)
    expect(statuses.filter((s) => s === 413).length).toBeGreaterThanOrEqual(2)
  })

  it('leaves no file behind and gives the quota back when the client goes away mid-upload', async () => {
    const a = createClient(server.url)
    const order = await newOrder(a)
    const before = await server.storedFiles()
    const boundary = 'diecut-test-boundary'
    const url = new URL(`${server.url}/account/designs/add/${order}`)
    const req = request(url, {
      method: 'POST',
      headers: {
        cookie: [...a.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(3 * 1024 * KB),
      },
    })
    req.on('error', () => undefined)
    req.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cut.png"\r\ncontent-type: image/png\r\n\r\n`,
    )
    req.write(pngOf(900 * KB))
    // Wait until the server has started writing the file, then hang up.
    const deadline = Date.now() + 10_000
    while ((await server.storedFiles()).length === before.length && Date.now() < deadline)
      await sleep(20)
    expect((await server.storedFiles()).length).toBe(before.length + 1)
    req.destroy()
    while (
      JSON.stringify(await server.storedFiles()) !== JSON.stringify(before) &&
      Date.now() < deadline
    )
      await sleep(20)
    expect(await server.storedFiles()).toEqual(before)
    // The 900 KB that were arriving no longer count: a 900 KB file fits the 1 MB quota.
    const again = await a.upload(`/account/designs/add/${order}`, [
      { name: 'again.png', data: pngOf(900 * KB) },
    ])
    expect(again.status).toBe(200)
  })
})
