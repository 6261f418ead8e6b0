import { initialOrder } from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../src/db/client'
import { migrateDatabase } from '../../src/db/migrate'
import { createRepositories, type Repositories } from '../../src/repositories/repositories'

describe('repositories on the embedded database (caches and group commit)', () => {
  let database: Database
  let repos: Repositories
  const now = new Date('2026-03-02T15:00:00Z')
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' })
    await migrateDatabase(database, now)
    repos = createRepositories(database.db, { singleProcess: true })
  })
  afterAll(async () => {
    await database.close()
  })

  const newOrder = async () => {
    const user = await repos.transaction((r) => r.users.createGuest(crypto.randomUUID(), now))
    const order = await repos.transaction((r) =>
      r.orders.create(user.id, { ...initialOrder(1), user_id: user.id }, now),
    )
    return { userId: user.id, id: order.id }
  }

  it('lets a transaction see a group-committed change that was still on its way', async () => {
    const { userId, id } = await newOrder()
    await repos.orders.findOwned(id, userId)
    const change = repos.exclusive(async (r) => {
      const order = await r.orders.findOwned(id, userId)
      if (order === null) throw new Error('order missing')
      await r.orders.save({ ...order, comments_customer: 'batched' }, now)
    })
    const seen = repos.transaction(
      async (r) => (await r.orders.findOwned(id, userId))?.comments_customer,
    )
    await change
    expect(await seen).toBe('batched')
  })

  it('answers a change only once it is in the database', async () => {
    const { userId, id } = await newOrder()
    await repos.orders.findOwned(id, userId)
    await repos.exclusive(async (r) => {
      const order = await r.orders.findOwned(id, userId)
      if (order === null) throw new Error('order missing')
      await r.orders.save({ ...order, comments_customer: 'durable' }, now)
    })
    const fresh = createRepositories(database.db, { singleProcess: false })
    expect((await fresh.orders.findOwned(id, userId))?.comments_customer).toBe('durable')
  })

  it("locks several of a user's orders in one statement, in id order, and only theirs", async () => {
    const a = await newOrder()
    const other = await newOrder()
    const second = await repos.transaction((r) =>
      r.orders.create(a.userId, { ...initialOrder(2), user_id: a.userId }, now),
    )
    const locked = await repos.transaction((r) =>
      r.orders.lockOwned([second.id, other.id, a.id], a.userId),
    )
    expect(locked.map((o) => o.id)).toEqual([a.id, second.id])
    expect(locked.map((o) => o.product_type_id)).toEqual([1, 2])
    await expect(repos.orders.lockOwned([a.id], a.userId)).rejects.toThrow(/transaction/)
  })

  it("never hands one user's cached order to another", async () => {
    const a = await newOrder()
    const b = await newOrder()
    expect(await repos.orders.findOwned(a.id, a.userId)).not.toBeNull()
    expect(await repos.orders.findOwned(a.id, b.userId)).toBeNull()
  })
})
