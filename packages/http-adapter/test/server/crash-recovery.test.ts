import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { createClient } from '../support/client'
import { labelPatch } from '../support/fixtures'
import { migratedDataDir } from '../support/database-image'
import * as files from '../support/sample-files'
import { exited, spawnServer, type Spawned } from '../support/spawn-server'

// Each test starts the server from its sources once or twice (tsx compiles it as it loads): on
// a busy two-core machine one start alone has taken 40 s.
const SERVER_STARTS = 180_000

describe('the server process', () => {
  const started: Spawned[] = []
  let dataDir = ''
  afterAll(async () => {
    for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL')
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true })
  })

  it(
    'loses no committed quote when killed with SIGKILL, and stops gracefully on SIGTERM',
    async () => {
      dataDir = await migratedDataDir('diecut-crash-')
      const first = await spawnServer({ DATA_DIR: dataDir })
      started.push(first)
      const client = createClient(first.url)
      const created = await client.post('/orders/quoter', { order: labelPatch })
      expect(created.status).toBe(200)
      const id = created.body.order.id
      const updated = await client.post(`/orders/quoter/${id}`, {
        order: { total_qty: 2500, design_qty: 2500, comments_customer: 'rush' },
      })
      expect(updated.status).toBe(200)
      first.child.kill('SIGKILL')
      await exited(first.child)

      const second = await spawnServer({ DATA_DIR: dataDir })
      started.push(second)
      const client2 = createClient(second.url)
      client2.jar.set('diecut_sid', client.jar.get('diecut_sid') ?? '')
      const read = await client2.post(`/orders/quoter/${id}`)
      expect(read.status).toBe(200)
      expect(read.body.order).toMatchObject({
        id,
        total_qty: 2500,
        comments_customer: 'rush',
        substrate_id: 1,
      })
      expect(read.body.order.quoted_total).toBe(updated.body.order.quoted_total)

      second.child.kill('SIGTERM')
      expect(await exited(second.child)).toBe(0)
      expect(second.output()).toContain('shutting down')
    },
    SERVER_STARTS,
  )

  it(
    'finishes a request in flight when told to stop (SIGTERM), then exits 0',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'diecut-stop-'))
      // A first start on an empty DATA_DIR (initdb as well as tsx): the slowest start there is.
      const server = await spawnServer({ DATA_DIR: dir }, { timeoutMs: 150_000 })
      started.push(server)
      const client = createClient(server.url)
      const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
      const cookie = `diecut_sid=${client.jar.get('diecut_sid') ?? ''}`
      const boundary = 'diecut-boundary'
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="late.png"\r\nContent-Type: image/png\r\n\r\n`,
      )
      const tail = Buffer.concat([
        Buffer.from(files.png(8, 8)),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      let controller: ReadableStreamDefaultController<Uint8Array> | undefined
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
      const answer = fetch(`${server.url}/account/designs/add/${id}`, {
        method: 'POST',
        body,
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        duplex: 'half',
      } as RequestInit)
      controller?.enqueue(head)
      await sleep(500)
      server.child.kill('SIGTERM')
      await sleep(500)
      controller?.enqueue(tail)
      controller?.close()
      const res = await answer
      expect(res.status).toBe(200)
      expect(((await res.json()) as { designsOrders: unknown[] }).designsOrders).toHaveLength(1)
      expect(await exited(server.child)).toBe(0)
      await rm(dir, { recursive: true, force: true })
    },
    SERVER_STARTS,
  )
})
