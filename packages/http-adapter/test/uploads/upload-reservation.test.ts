import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateDatabase } from '../../src/db/migrate'
import { FailureError } from '../../src/http/failure'
import { createRepositories, type Repositories } from '../../src/repositories/repositories'
import { reserveUpload } from '../../src/uploads/upload-quota'
import { backends, openTestDatabase } from '../support/test-database'

const KB = 1024
const limits = { userQuotaBytes: 1024 * KB, totalQuotaBytes: 1800 * KB }

describe.each(backends)('upload reservations on %s', (backend) => {
  let drop: () => Promise<void>
  // Two sets of repositories over one database, as two server processes have.
  let first: Repositories
  let second: Repositories
  const now = new Date('2026-03-02T15:00:00Z')
  beforeAll(async () => {
    const opened = await openTestDatabase(backend)
    drop = opened.drop
    await migrateDatabase(opened.database, now)
    first = createRepositories(opened.database.db, { singleProcess: false })
    second = createRepositories(opened.database.db, { singleProcess: false })
  })
  afterAll(async () => {
    await drop()
  })

  const newUser = async () =>
    (await first.transaction((r) => r.users.createGuest(randomUUID(), now))).id

  /** The outcome of reserving `bytes`: the reservation's id, or the refusal's message. */
  const attempt = async (repos: Repositories, userId: string, bytes: number, at = now) => {
    const id = randomUUID()
    try {
      await reserveUpload(repos, limits, { id, userId, bytes, now: at })
      return { id }
    } catch (e) {
      if (e instanceof FailureError && e.failure._tag === 'TooLarge')
        return { refused: e.failure.message }
      throw e
    }
  }

  it('lets only what fits through when uploads of one customer finish together', async () => {
    const userId = await newUser()
    const outcomes = await Promise.all(
      [first, second, first, second, first].map((repos) => attempt(repos, userId, 600 * KB)),
    )
    const accepted = outcomes.filter((o) => 'id' in o)
    expect(accepted).toHaveLength(1)
    expect(outcomes.filter((o) => 'refused' in o).map((o) => o.refused)).toEqual(
      Array(4).fill(
        'Your uploaded files would take more than the 1 MB each account may keep. Delete some files and try again.',
      ),
    )
    // Released (its rows written or thrown away), the bytes are free again.
    const held = accepted[0]?.id
    if (held === undefined) throw new Error('nothing was accepted')
    await first.uploadUsage.release(held, userId)
    expect(await second.uploadUsage.bytesOfUser(userId)).toBe(0)
    expect('id' in (await attempt(second, userId, 1000 * KB))).toBe(true)
  })

  it("counts every customer's reservations against the store's quota", async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()]
    const before = await first.uploadUsage.totalBytes()
    const room = limits.totalQuotaBytes - before
    expect('id' in (await attempt(first, a, Math.floor(room / 2)))).toBe(true)
    expect('id' in (await attempt(second, b, Math.floor(room / 2)))).toBe(true)
    const full = await attempt(first, c, 10 * KB)
    expect(full).toEqual({
      refused:
        'The store cannot take more uploaded files right now. Please try again later or contact us.',
    })
  })

  it('forgets the reservation of a request that died, once it is a quarter of an hour old', async () => {
    const userId = await newUser()
    // Free the store-wide room the test above used up.
    await first.transaction(async (r) => {
      await r.uploadUsage.lockedUsage(userId, new Date(now.getTime() + 60 * 60 * 1000))
    })
    expect('id' in (await attempt(first, userId, 900 * KB))).toBe(true)
    const soon = new Date(now.getTime() + 10 * 60 * 1000)
    expect('refused' in (await attempt(second, userId, 900 * KB, soon))).toBe(true)
    const later = new Date(now.getTime() + 16 * 60 * 1000)
    expect('id' in (await attempt(second, userId, 900 * KB, later))).toBe(true)
  })
})
