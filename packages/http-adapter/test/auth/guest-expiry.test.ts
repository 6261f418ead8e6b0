import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expireIdleGuests } from '../../src/auth/guest-expiry'
import { createClient, type Client } from '../support/client'
import { labelPatch } from '../support/fixtures'
import * as files from '../support/sample-files'
import { backends } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

const HOUR = 3_600_000

describe.each(backends)('expiring idle guests, on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  const userIdOf = async (client: Client): Promise<string> =>
    (await client.get('/account/users/current-user')).body.user.id
  const userIds = async () =>
    ((await server.dump()).users as { id: string }[]).map((u) => u.id).sort()

  it('removes idle guests with nothing worth keeping (and their files), keeps carts, accounts and recent visitors', async () => {
    const browsing = createClient(server.url)
    const drafting = createClient(server.url)
    const uploading = createClient(server.url)
    const carting = createClient(server.url)
    const customer = createClient(server.url)
    const ids = {
      browsing: await userIdOf(browsing),
      drafting: await userIdOf(drafting),
      uploading: await userIdOf(uploading),
      carting: await userIdOf(carting),
    }
    await drafting.post('/orders/quoter', { order: labelPatch })
    const draft = (await uploading.post('/orders/quoter', { order: labelPatch })).body.order.id
    const filesBefore = (await server.storedFiles()).length
    expect(
      (
        await uploading.upload(`/account/designs/add/${draft}`, [
          { name: 'a.png', data: files.png(10, 10) },
        ])
      ).status,
    ).toBe(200)
    expect(
      (
        await uploading.upload(
          `/orders/quote-add-order-upload/${draft}`,
          [{ name: 'logo.pdf', data: files.pdf(72, 72) }],
          { type: 'logo' },
        )
      ).status,
    ).toBe(200)
    expect((await server.storedFiles()).length).toBe(filesBefore + 2)
    const carted = (await carting.post('/orders/quoter', { order: labelPatch })).body.order.id
    expect((await carting.post(`/carts/add-to-cart/${carted}`)).status).toBe(200)
    const signed = await customer.post('/account/users/signup', {
      email: 'keeper@example.com',
      password: 'correct horse battery',
      name: 'K',
    })
    expect(signed.status).toBe(200)

    // Nobody is idle yet.
    expect(await expireIdleGuests(server.deps, new Date(), 72)).toBe(0)

    const all = await userIds()
    const removed = await expireIdleGuests(server.deps, new Date(Date.now() + 73 * HOUR), 72)
    expect(removed).toBe(3)
    const left = await userIds()
    expect(left).toEqual(
      all.filter((id) => ![ids.browsing, ids.drafting, ids.uploading].includes(id)),
    )
    expect(left).toContain(ids.carting)
    expect(left).toContain(signed.body.user.id)
    expect((await server.storedFiles()).length).toBe(filesBefore)

    // The removed guest's cookie now starts a fresh guest; the kept ones still work.
    const again = await browsing.get('/account/users/current-user')
    expect(again.status).toBe(200)
    expect(again.body.user.id).not.toBe(ids.browsing)
    expect((await carting.get('/carts/current')).body.cart.order_count).toBe(1)
    expect((await customer.get('/account/users/current-user')).body.user.email).toBe(
      'keeper@example.com',
    )
  })
})
