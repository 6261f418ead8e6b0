import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createClient } from '../../support/client'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

const password = 'correct horse battery'
const limits = {
  maxFailures: 5,
  windowMinutes: 15,
  maxFailuresPerIp: 10,
  maxSignupsPerIp: 3,
  maxGuestsPerIp: 40,
}

const tooMany = (res: { status: number; body: { error?: { code?: string } } }) =>
  res.status === 429 && res.body.error?.code === 'too_many_attempts'

describe.each(backends)('limits on guessing and flooding, on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { loginLimit: limits })
    const owner = createClient(server.url)
    await owner.post('/account/users/signup', { email: 'owner@example.com', password, name: 'O' })
  })
  beforeEach(async () => {
    // Every client here is 127.0.0.1: each test starts with fresh counters.
    await server.database.db.execute(sql`delete from rate_limits`)
  })
  afterAll(async () => {
    await server.close()
  })

  it('checks at most 5 of 400 parallel wrong passwords, across two server processes, and refuses the right one after them', async () => {
    const sibling = await server.startSibling()
    try {
      const attacker = createClient(server.url)
      await attacker.get('/account/users/current-user')
      const other = createClient(sibling.url)
      for (const [k, v] of attacker.jar) other.jar.set(k, v)
      const answers = await Promise.all(
        Array.from({ length: 400 }, (_, i) =>
          (i % 2 === 0 ? attacker : other).post('/account/users/login', {
            email: 'owner@example.com',
            password: `wrong-${i}-guess`,
          }),
        ),
      )
      const checked = answers.filter((r) => r.status === 401).length
      expect(checked).toBeLessThanOrEqual(5)
      expect(answers.filter(tooMany).length).toBe(400 - checked)
      const right = await attacker.post('/account/users/login', {
        email: 'owner@example.com',
        password,
      })
      expect(tooMany(right)).toBe(true)
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await sibling.close()
    }
  })

  it('refuses password spraying: wrong passwords for 20 emails from one IP meet 429 after 10', async () => {
    const attacker = createClient(server.url)
    const answers = []
    for (let i = 0; i < 20; i++)
      answers.push(
        await attacker.post('/account/users/login', {
          email: `victim${i}@example.com`,
          password: 'Summer2026!',
        }),
      )
    expect(answers.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(401))
    expect(answers.slice(10).every(tooMany)).toBe(true)
  })

  it('does not count a login that succeeds against the IP', async () => {
    const client = createClient(server.url)
    for (let i = 0; i < 15; i++) {
      const res = await client.post('/account/users/login', {
        email: 'owner@example.com',
        password,
      })
      expect(res.status).toBe(200)
    }
  })

  it('limits sign-ups per IP', async () => {
    const statuses = []
    for (let i = 0; i < 5; i++)
      statuses.push(
        await createClient(server.url).post('/account/users/signup', {
          email: `new${i}@example.com`,
          password,
          name: 'N',
        }),
      )
    expect(statuses.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200])
    expect(statuses.slice(3).every(tooMany)).toBe(true)
    expect(statuses[4]?.body.error.message).toContain('new accounts')
  })

  it('limits new guests per IP: a client dropping its cookie cannot create them without end', async () => {
    const before = (await server.dump()).users?.length ?? 0
    const answers = []
    for (let i = 0; i < 60; i++)
      answers.push(await createClient(server.url).get('/account/users/current-user'))
    expect(answers.slice(0, 40).every((r) => r.status === 200)).toBe(true)
    expect(answers.slice(40).every(tooMany)).toBe(true)
    expect(answers[59]?.body.error.message).toContain('new visits')
    expect((await server.dump()).users?.length).toBe(before + 40)
    // A visitor with a session is not affected.
    const known = createClient(server.url)
    await server.database.db.execute(sql`delete from rate_limits`)
    await known.get('/account/users/current-user')
    for (let i = 0; i < 50; i++) await createClient(server.url).get('/account/users/current-user')
    expect((await known.get('/account/users/current-user')).status).toBe(200)
  })

  it('puts an in-memory flood guard in front of login and sign-up', async () => {
    const sibling = await server.startSibling({ loginLimit: { ...limits, floodPerMinute: 5 } })
    try {
      const client = createClient(sibling.url)
      const answers = []
      for (let i = 0; i < 8; i++)
        answers.push(await client.post('/account/users/login', { email: 'x', password: 'y' }))
      expect(answers.slice(0, 5).map((r) => r.status)).toEqual(Array(5).fill(400))
      expect(answers.slice(5).every(tooMany)).toBe(true)
      expect(answers[7]?.body).toEqual({
        error: { code: 'too_many_attempts', message: expect.stringContaining('Too many requests') },
      })
      expect(Number(answers[7]?.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await sibling.close()
    }
  })
})
