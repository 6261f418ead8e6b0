import { initialOrder, ORDER_STATUS, type PlacedOrder } from '@diecut/quote-core'
import { placedOrderFixture } from '@diecut/quote-core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../src/db/client'
import { migrateDatabase } from '../../src/db/migrate'
import {
  createRepositories,
  type Repos,
  type Repositories,
} from '../../src/repositories/repositories'
import { migratedImage } from '../support/database-image'
import { backends, openTestDatabase } from '../support/test-database'

describe('repositories on the embedded database (caches and group commit)', () => {
  let database: Database
  let repos: Repositories
  const now = new Date('2026-03-02T15:00:00Z')
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', image: await migratedImage() })
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

describe.each(backends)('repositories shared by several processes (%s)', (backend) => {
  let database: Database
  let drop: () => Promise<void>
  const now = new Date('2026-03-02T15:00:00Z')
  beforeAll(async () => {
    ;({ database, drop } = await openTestDatabase(backend))
    await migrateDatabase(database, now)
  })
  afterAll(async () => {
    await drop()
  })

  /** Two processes' repositories, and a guest with one order made through the first. */
  const twoProcesses = async (productType: 1 | 2 | 3 = 1) => {
    const one = createRepositories(database.db, { singleProcess: false })
    const two = createRepositories(database.db, { singleProcess: false })
    const user = await one.transaction((r) => r.users.createGuest(crypto.randomUUID(), now))
    const { id } = await one.transaction((r) =>
      r.orders.create(user.id, { ...initialOrder(productType), user_id: user.id }, now),
    )
    return { one, two, user, id }
  }

  it('reads an order again once another process has changed it, though it keeps decoded ones', async () => {
    const { one, two, user, id } = await twoProcesses()
    expect((await one.orders.findOwned(id, user.id))?.comments_customer).not.toBe(
      'from the other process',
    )
    await two.exclusive(async (r) => {
      const order = await r.orders.findOwned(id, user.id)
      if (order === null) throw new Error('order missing')
      await r.orders.save({ ...order, comments_customer: 'from the other process' }, now)
    })
    expect((await one.orders.findOwned(id, user.id))?.comments_customer).toBe(
      'from the other process',
    )
    expect((await one.orders.cartOrders(user.id)).length).toBe(0)
  })

  it('runs a change again on the order as it now stands when another process saved it meanwhile', async () => {
    const { one, two, user, id } = await twoProcesses()
    const read = async (r: Repos) => {
      const order = await r.orders.findOwned(id, user.id)
      if (order === null) throw new Error('order missing')
      return order
    }
    let turns = 0
    const seen = await one.exclusive(async (r) => {
      turns++
      const order = await read(r)
      // The first three turns each lose the order to another process's change; the fourth
      // (in a transaction) holds the row.
      if (turns <= 3)
        await two.exclusive(async (r2) =>
          r2.orders.save({ ...(await read(r2)), comments_customer: `other ${turns}` }, now),
        )
      await r.orders.save({ ...order, comments_customer: `${order.comments_customer}, mine` }, now)
      return order.comments_customer
    })
    expect(turns).toBe(4)
    expect(seen).toBe('other 3')
    const fresh = createRepositories(database.db, { singleProcess: false })
    expect((await fresh.orders.findOwned(id, user.id))?.comments_customer).toBe('other 3, mine')
  })

  it('saves a line of the cart and reads the cart with it, or runs again when the order changed', async () => {
    const one = createRepositories(database.db, { singleProcess: false })
    const two = createRepositories(database.db, { singleProcess: false })
    const user = await one.transaction((r) => r.users.createGuest(crypto.randomUUID(), now))
    const inCart = { ...initialOrder(1), user_id: user.id, status_id: ORDER_STATUS.inCart }
    const [first, second] = await one.transaction(async (r) => [
      await r.orders.create(user.id, inCart, now),
      await r.orders.create(user.id, inCart, now),
    ])
    if (first === undefined || second === undefined) throw new Error('orders missing')
    const cartId = await one.transaction((r) => r.carts.ensure(user.id, now))
    let turns = 0
    const answered = await one.exclusive(async (r) => {
      turns++
      const order = await r.orders.findOwned(second.id, user.id)
      if (order === null) throw new Error('order missing')
      if (turns === 1)
        await two.exclusive(async (r2) => {
          const again = await r2.orders.findOwned(second.id, user.id)
          if (again === null) throw new Error('order missing')
          return r2.orders.saveThenCart({ ...again, comments_customer: 'other' }, now)
        })
      const saved = { ...order, comments_customer: `${order.comments_customer}, mine` }
      return { saved, cart: await r.orders.saveThenCart(saved, now) }
    })
    expect(turns).toBe(2)
    expect(answered.saved.comments_customer).toBe('other, mine')
    expect(answered.cart).toEqual({ id: cartId, orders: [first, answered.saved] })
    const fresh = createRepositories(database.db, { singleProcess: false })
    expect(await fresh.orders.cart(user.id)).toEqual(answered.cart)
  })

  it("reads a user's cart, its id and its lines oldest first, in one statement", async () => {
    const repos = createRepositories(database.db, { singleProcess: false })
    const user = await repos.transaction((r) => r.users.createGuest(crypto.randomUUID(), now))
    expect(await repos.orders.cart(user.id)).toEqual({ id: null, orders: [] })
    const created = await repos.transaction(async (r) => [
      await r.orders.create(user.id, { ...initialOrder(1), user_id: user.id }, now),
      await r.orders.create(user.id, { ...initialOrder(2), user_id: user.id }, now),
      await r.orders.create(user.id, { ...initialOrder(3), user_id: user.id }, now),
    ])
    // Lines without a cart row yet, then with one; the quote left out of the cart is not a line.
    const [first, , third] = created.map((o) => ({ ...o, status_id: ORDER_STATUS.inCart }))
    if (first === undefined || third === undefined) throw new Error('orders missing')
    await repos.transaction(async (r) => {
      await r.orders.save(third, now)
      await r.orders.save(first, now)
    })
    expect(await repos.orders.cart(user.id)).toEqual({ id: null, orders: [first, third] })
    const id = await repos.transaction((r) => r.carts.ensure(user.id, now))
    expect(await repos.orders.cart(user.id)).toEqual({ id, orders: [first, third] })
    await repos.transaction((r) => r.orders.save({ ...first, status_id: null }, now))
    expect(await repos.orders.cart(user.id)).toEqual({ id, orders: [third] })
  })

  it("reads a user's custom sizes in the statement that reads their order", async () => {
    const { one: repos, user, id } = await twoProcesses(2)
    const read = (userId: string) => repos.orders.findOwnedWithCustomSizes(id, userId)
    expect((await read(user.id)).customSizes).toEqual([])
    const size = {
      status_id: 1,
      width: 2.125,
      length: 4,
      depth: null,
      label: '2.125" x 4"',
      shape_id: 1,
      is_square_corners: true,
      size_type_id: 2,
      product_type_id: 1,
    }
    // Sizes are the user's own dies once an order that used them is paid (or on terms).
    const { id: _id, ...fixture } = placedOrderFixture()
    const place = (number: string, payment: PlacedOrder['payment']['status']) =>
      repos.placedOrders.create(
        user.id,
        crypto.randomUUID(),
        null,
        { ...fixture, number, payment: { ...fixture.payment, status: payment } },
        now,
      )
    const paid = await place('DC-20000001', 'paid')
    const due = await place('DC-20000002', 'due')
    await repos.dies.rememberCustomSize(user.id, size, paid.id, now)
    await repos.dies.rememberCustomSize(user.id, { ...size, width: 3, depth: 6.5 }, paid.id, now)
    await repos.dies.rememberCustomSize(user.id, { ...size, width: 4 }, due.id, now)
    const { order, customSizes } = await read(user.id)
    expect(order?.id).toBe(id)
    expect(customSizes?.map((d) => d.width)).toEqual([2.125, 3])
    expect(customSizes).toEqual(await repos.dies.customSizesOf(user.id))
    expect(await read('someone-else')).toEqual({ order: null })
    // Paying the order that used it makes the size theirs; cancelling it, not any more.
    await repos.placedOrders.save({ ...due, payment: { ...due.payment, status: 'paid' } }, now)
    expect((await repos.dies.customSizesOf(user.id)).map((d) => d.width)).toEqual([2.125, 3, 4])
    await repos.placedOrders.save({ ...paid, status: 'cancelled' }, now)
    expect((await repos.dies.customSizesOf(user.id)).map((d) => d.width)).toEqual([4])
    expect((await read(user.id)).customSizes?.map((d) => d.width)).toEqual([4])
  })

  it("reads a live session's user beside their order and custom sizes, in one statement", async () => {
    const { one: repos, two, user, id } = await twoProcesses()
    const hash = crypto.randomUUID()
    const ends = new Date(now.getTime() + 3_600_000)
    await repos.sessions.create(hash, user.id, now, ends)
    const found = await repos.orders.findOwnedBySession(id, hash, now)
    expect(found?.user).toEqual(await repos.users.findBySession(hash, now))
    expect(found?.order).toEqual(await repos.orders.findOwned(id, user.id))
    expect(found?.customSizes).toEqual([])
    // Someone else's order: the user, without it.
    const other = await twoProcesses()
    expect(await repos.orders.findOwnedBySession(other.id, hash, now)).toEqual({
      user: found?.user,
      order: null,
      customSizes: [],
    })
    // A session that has ended, or none at all: nothing.
    expect(await repos.orders.findOwnedBySession(id, hash, ends)).toBeNull()
    expect(await repos.orders.findOwnedBySession(id, crypto.randomUUID(), now)).toBeNull()
    // An order read so is saved only as it stood when read.
    let turns = 0
    await repos.exclusive(async (r) => {
      turns++
      const order = (await r.orders.findOwnedBySession(id, hash, now))?.order ?? null
      if (order === null) throw new Error('order missing')
      if (turns === 1)
        await two.exclusive(async (r2) => {
          const again = await r2.orders.findOwned(id, user.id)
          if (again === null) throw new Error('order missing')
          await r2.orders.save({ ...again, comments_customer: 'other' }, now)
        })
      await r.orders.save({ ...order, comments_customer: `${order.comments_customer}, mine` }, now)
    })
    expect(turns).toBe(2)
    const fresh = createRepositories(database.db, { singleProcess: false })
    expect((await fresh.orders.findOwned(id, user.id))?.comments_customer).toBe('other, mine')
  })

  it('lets a transaction read back what it saved, and commits it', async () => {
    const repos = createRepositories(database.db, { singleProcess: false })
    const user = await repos.transaction((r) => r.users.createGuest(crypto.randomUUID(), now))
    const { id } = await repos.transaction((r) =>
      r.orders.create(user.id, { ...initialOrder(1), user_id: user.id }, now),
    )
    const seen = await repos.transaction(async (r) => {
      const order = await r.orders.findOwned(id, user.id)
      if (order === null) throw new Error('order missing')
      await r.orders.save({ ...order, comments_customer: 'first' }, now)
      const again = await r.orders.findOwned(id, user.id)
      if (again === null) throw new Error('order missing')
      await r.orders.save(
        { ...again, comments_customer: `${again.comments_customer}, second` },
        now,
      )
      expect(await r.orders.findOwned(id, 'someone-else')).toBeNull()
      return (await r.orders.findOwned(id, user.id))?.comments_customer
    })
    expect(seen).toBe('first, second')
    const fresh = createRepositories(database.db, { singleProcess: false })
    expect((await fresh.orders.findOwned(id, user.id))?.comments_customer).toBe('first, second')
  })
})
