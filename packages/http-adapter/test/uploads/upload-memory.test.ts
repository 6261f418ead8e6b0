import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../support/client'
import { labelPatch } from '../support/fixtures'
import * as files from '../support/sample-files'
import { exited, spawnServer, type Spawned } from '../support/spawn-server'

const MB = 1024 * 1024
const FILE_BYTES = 256 * MB
/** Generous: buffering the file would take at least FILE_BYTES on top of the baseline. */
const MAX_GROWTH_BYTES = 96 * MB

/** A field of /proc/<pid>/status in bytes (VmRSS: now; VmHWM: the peak since the last reset). */
const memoryOf = async (pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]
  if (kb === undefined) throw new Error(`no ${field} in /proc/${pid}/status`)
  return Number(kb) * 1024
}

/**
 * The server's resident size once it has settled: after start-up (migrations, compiling) V8
 * gives freed memory back only when idle, and memory freed but still resident could hide a
 * buffered upload. Polls until the size stops falling (at most 30 s).
 */
const settledRss = async (pid: number): Promise<number> => {
  let last = await memoryOf(pid, 'VmRSS')
  let steady = 0
  for (let i = 0; i < 60 && steady < 4; i++) {
    await sleep(500)
    const now = await memoryOf(pid, 'VmRSS')
    steady = now > last - MB ? steady + 1 : 0
    last = Math.min(last, now)
  }
  return memoryOf(pid, 'VmRSS')
}

/** A multipart body with one PNG of `size` bytes (a real header, then zeros), made as it is sent. */
const multipartPng = (boundary: string, size: number) => {
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const png = Buffer.from(files.png(4000, 3000))
  const chunk = Buffer.alloc(MB)
  async function* body() {
    yield head
    yield png
    let left = size - png.length
    while (left > 0) {
      const n = Math.min(left, chunk.length)
      yield n === chunk.length ? chunk : chunk.subarray(0, n)
      left -= n
    }
    yield tail
  }
  return { stream: Readable.from(body()), length: head.length + size + tail.length }
}

describe('a large upload on the real server', () => {
  let server: Spawned | undefined
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'diecut-memory-'))
    // The start-up (tsx compiling, a new embedded database) is slow on a busy machine.
    server = await spawnServer(
      { DATA_DIR: dataDir, LOG_LEVEL: 'warn', MAX_UPLOAD_BYTES: String(FILE_BYTES + MB) },
      { timeoutMs: 180_000 },
    )
  }, 200_000)
  afterAll(async () => {
    if (server !== undefined) {
      server.child.kill('SIGTERM')
      await exited(server.child)
    }
    await rm(dataDir, { recursive: true, force: true })
  })

  it('streams to storage: the server grows by far less than the file', async () => {
    if (server === undefined) throw new Error('no server')
    const { url } = server
    const pid = server.child.pid
    if (pid === undefined) throw new Error('no server process')
    const client = createClient(url)
    const order = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    // Warm the upload path with a small file, then measure from here.
    const small = await client.upload(`/account/designs/add/${order}`, [
      { name: 'small.png', data: files.png(10, 10) },
    ])
    expect(small.status).toBe(200)
    const baseline = await settledRss(pid)
    // Writing 5 to clear_refs resets VmHWM (the peak resident size) to the current size.
    await writeFile(`/proc/${pid}/clear_refs`, '5')

    const boundary = 'diecut-memory-boundary'
    const { stream, length } = multipartPng(boundary, FILE_BYTES)
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${url}/account/designs/add/${order}`, {
        method: 'POST',
        headers: {
          cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(length),
        },
      })
      req.on('error', reject)
      req.on('response', (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      stream.pipe(req)
    })
    expect(answer).toMatchObject({ status: 200 })
    const peak = await memoryOf(pid, 'VmHWM')

    const designs = JSON.parse(answer.body).designs as { size: number; width_px: number }[]
    expect(designs.at(-1)).toMatchObject({ size: FILE_BYTES, width_px: 4000 })
    const stored = path.join(dataDir, 'uploads', 'designs')
    const sizes = await Promise.all(
      (await readdir(stored)).map(async (n) => (await stat(path.join(stored, n))).size),
    )
    expect(sizes).toContain(FILE_BYTES)
    expect(peak - baseline).toBeLessThan(MAX_GROWTH_BYTES)
  }, 300_000)
})
