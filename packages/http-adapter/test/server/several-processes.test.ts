import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, type Answer } from '../support/client'
import { labelPatch } from '../support/fixtures'
import { exited, spawnServer, type Spawned } from '../support/spawn-server'
import { backends } from '../support/test-database'

/**
 * One browser talking to several server processes in turn (as behind a round-robin balancer):
 * each request goes to the next process, with one cookie jar.
 */
const roundRobin = (urls: readonly string[]) => {
  const clients = urls.map(createClient)
  let turn = 0
  const via =
    <Args extends unknown[]>(
      call: (c: ReturnType<typeof createClient>) => (...args: Args) => Promise<Answer>,
    ) =>
    async (...args: Args): Promise<Answer> => {
      const client = clients[turn++ % clients.length]
      if (client === undefined) throw new Error('no client')
      const answer = await call(client)(...args)
      for (const other of clients)
        if (other !== client) for (const [k, v] of client.jar) other.jar.set(k, v)
      return answer
    }
  return {
    get: via((c) => c.get),
    post: via((c) => c.post),
    /** The client for one process, to send to it on purpose. */
    to: (i: number) => via(() => (clients[i] as ReturnType<typeof createClient>).post),
  }
}

/** How long a server of several processes may take to start on a loaded machine. */
const WORKERS_START = 150_000

describe('WORKERS', () => {
  it('refuses several processes on the embedded database, with the reason', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'diecut-workers-'))
    try {
      await expect(spawnServer({ DATA_DIR: dataDir, WORKERS: '2' })).rejects.toThrow(
        /WORKERS=2 needs DATABASE_URL: the embedded PGlite database belongs to one process/,
      )
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe.each(backends.filter((b) => b === 'postgres'))('two processes on one %s', () => {
  const started: Spawned[] = []
  const admin = postgres(process.env.TEST_DATABASE_URL ?? '', { max: 1, onnotice: () => {} })
  const name = `diecut_test_${randomBytes(6).toString('hex')}`
  let dataDir = ''
  let urls: string[] = []
  let databaseUrl = ''

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`)
    const url = new URL(process.env.TEST_DATABASE_URL ?? '')
    url.pathname = `/${name}`
    dataDir = await mkdtemp(path.join(tmpdir(), 'diecut-two-'))
    databaseUrl = url.toString()
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOGIN_MAX_FAILURES: '4' }
    // The first migrates; the second finds the schema in place.
    for (let i = 0; i < 2; i++) started.push(await spawnServer(env))
    urls = started.map((s) => s.url)
  })

  afterAll(async () => {
    for (const s of started) {
      s.child.kill('SIGTERM')
      await exited(s.child)
    }
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end({ timeout: 5 })
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps every change of a quote edited through both', async () => {
    const browser = roundRobin(urls)
    const created = await browser.post('/orders/quoter', { order: labelPatch })
    expect(created.status).toBe(200)
    const id = created.body.order.id as number
    // One after the other, alternating processes: each must build on the other's last write.
    for (const change of [
      { width: 2.5 },
      { length: 3.5 },
      { total_qty: 3000, design_qty: 3000 },
      { comments_customer: 'first note' },
    ])
      expect((await browser.post(`/orders/quoter/${id}`, { order: change })).status).toBe(200)
    // At the same time on both processes, different fields: neither may overwrite the other.
    const [a, b] = await Promise.all([
      browser.to(0)(`/orders/quoter/${id}`, { order: { comments_customer: 'second note' } }),
      browser.to(1)(`/orders/quoter/${id}`, { order: { total_qty: 4000, design_qty: 4000 } }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])

    for (let i = 0; i < 2; i++) {
      const read = await browser.post(`/orders/quoter/${id}`)
      expect(read.status).toBe(200)
      expect(read.body.order).toMatchObject({
        id,
        width: 2.5,
        length: 3.5,
        total_qty: 4000,
        design_qty: 4000,
        comments_customer: 'second note',
      })
    }

    // Added to the cart on one process, the cart shows it on the other.
    expect((await browser.post(`/carts/add-to-cart/${id}`)).status).toBe(200)
    const cart = await browser.get('/carts/current')
    expect(cart.body.cart.orders.map((o: { id: number }) => o.id)).toContain(id)
  })

  it('counts failed logins across both processes', async () => {
    const browser = roundRobin(urls)
    const email = `limit-${randomBytes(4).toString('hex')}@example.com`
    const signup = await browser.post('/account/users/signup', {
      email,
      password: 'correct horse battery',
      name: 'Limit',
    })
    expect(signup.status).toBe(200)
    await browser.post('/account/users/logout')
    // LOGIN_MAX_FAILURES=4: two failures on each process...
    for (let i = 0; i < 4; i++) {
      const wrong = await browser.post('/account/users/login', { email, password: 'wrong pass' })
      expect(wrong.status).toBe(401)
    }
    // ...and the next attempt is refused on either, even with the right password.
    for (let i = 0; i < 2; i++) {
      const next = await browser.post('/account/users/login', {
        email,
        password: 'correct horse battery',
      })
      expect(next.status).toBe(429)
      expect(next.body.error.code).toBe('too_many_attempts')
    }
  })

  it(
    'runs WORKERS=2 processes on one port and stops them all on SIGTERM',
    async () => {
      // Three processes start from source (the primary and its two workers): on two cores busy
      // with the rest of the suite that has taken longer than a minute.
      const server = await spawnServer(
        { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, WORKERS: '2' },
        { timeoutMs: WORKERS_START },
      )
      started.push(server)
      const client = createClient(server.url)
      const created = await client.post('/orders/quoter', { order: labelPatch })
      expect(created.status).toBe(200)
      const id = created.body.order.id as number
      for (let qty = 1000; qty <= 5000; qty += 1000) {
        const changed = await client.post(`/orders/quoter/${id}`, {
          order: { total_qty: qty, design_qty: qty },
        })
        expect(changed.body.order.total_qty).toBe(qty)
      }
      server.child.kill('SIGTERM')
      expect(await exited(server.child)).toBe(0)
    },
    2 * WORKERS_START,
  )
})
