import { randomUUID } from 'node:crypto'
import {
  FORGOTTEN_KEY_EMAIL_BODY,
  ORDER_ACCESS_REFUSALS,
  ORDER_LOOKUP_ACCEPTED,
  ORDER_LOOKUP_TOO_MANY,
  STORE_CONTACT,
} from '@diecut/quote-core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AbuseLimits } from '../../../src/deps'
import { smtpTransport } from '../../../src/mail/mail-transport'
import { startMailWorker } from '../../../src/mail/mail-worker'
import { checkout, checkoutBody, fillCart } from '../../support/checkout'
import { createClient, type Client } from '../../support/client'
import * as files from '../../support/sample-files'
import { eventually, startInbox, type Inbox } from '../../support/smtp-inbox'
import { staffClient } from '../../support/staff'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined }
const SITE = 'https://shop.test'
const HOUR = 3_600_000
const limits: AbuseLimits = {
  maxFailures: 5,
  windowMinutes: 15,
  maxOrderLookupsPerIp: 1000,
  maxOrderLookupsPerEmail: 3,
}

describe.each(backends)('finding a placed order by email and number, on %s', (backend) => {
  let server: TestServer
  let inbox: Inbox
  let worker: { stop(): Promise<void> }
  // The server's clock runs this far ahead of the real one (to let links expire).
  let ahead = 0
  beforeAll(async () => {
    inbox = await startInbox()
    server = await startTestServer(backend, {
      mail: { store: STORE_CONTACT, siteUrl: SITE, staffEmail: null },
      clock: () => new Date(Date.now() + ahead),
      loginLimit: limits,
    })
    worker = startMailWorker({
      repos: server.deps.repos,
      transport: smtpTransport(inbox.url, 'diecut <orders@shop.test>'),
      clock: () => new Date(),
      log: silent,
      settings: { pollMs: 50, retryMs: 200, maxAttempts: 6, leaseMs: 60_000 },
    })
  })
  beforeEach(async () => {
    ahead = 0
    // Every client here is 127.0.0.1: each test starts with fresh counters.
    await server.database.db.execute(sql`delete from rate_limits`)
  })
  afterAll(async () => {
    await worker.stop()
    await server.close()
    await inbox.close()
  })

  /** A guest's order, placed with a mixed-case address. */
  const placeOrder = async () => {
    const email = `Ada.Buyer-${randomUUID()}@Example.com`
    const owner = createClient(server.url)
    await fillCart(owner)
    const res = await checkout(owner, checkoutBody({ email }))
    expect(res.status).toBe(201)
    return { owner, email, number: res.body.placed_order.number as string }
  }
  const lookup = (client: Client, email: string, number: string) =>
    client.post('/account/orders/lookup', { email, number })
  const linksTo = (number: string) =>
    inbox.messages.filter((m) => m.subject === `Your link to order ${number}`)
  /** The key of the n-th link emailed for the order, once it arrived. */
  const keyOf = async (number: string, n = 1): Promise<string> => {
    const message = await eventually(() => linksTo(number)[n - 1], `link email ${n}`)
    const match = new RegExp(`${SITE}/account/orders/${number}\\?key=([A-Za-z0-9_-]{43})`).exec(
      message.text,
    )
    if (match?.[1] === undefined) throw new Error(`no link in:\n${message.text}`)
    return match[1]
  }
  const access = (client: Client, number: string, key: unknown) =>
    client.post(`/account/orders/placed/${number}/access`, { key })

  it('emails the link to the order’s address, and a second browser opens the order with it', async () => {
    const { owner, email, number } = await placeOrder()
    const stranger = createClient(server.url)
    expect((await stranger.get(`/account/orders/placed/${number}`)).status).toBe(404)

    // Typed in another case, with spaces, the number in lower case.
    const asked = await lookup(stranger, ` ${email.toLowerCase()} `, number.toLowerCase())
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual(ORDER_LOOKUP_ACCEPTED)

    const key = await keyOf(number)
    const [message] = linksTo(number)
    expect(message?.to.map((t) => t.toLowerCase())).toEqual([email.toLowerCase()])
    expect(message?.subject).not.toContain(key)
    expect(message?.html).toContain(`href="${SITE}/account/orders/${number}?key=${key}"`)
    for (const part of [message?.text ?? '', message?.html ?? '']) {
      expect(part).toContain(STORE_CONTACT.name)
      expect(part).toContain(STORE_CONTACT.address)
      expect(part).toContain(STORE_CONTACT.phone)
    }

    const opened = await access(stranger, number, key)
    expect(opened.status).toBe(200)
    expect(opened.body.placed_order).toMatchObject({ number, email })
    expect(opened.body.allowed_actions).toEqual(
      (await owner.get(`/account/orders/placed/${number}`)).body.allowed_actions,
    )
    // From then on the order is the browser's, as for the one that placed it.
    const page = await stranger.get(`/account/orders/placed/${number}`)
    expect(page.status).toBe(200)
    expect(page.body).toEqual(opened.body)
    const list = await stranger.get('/account/orders/placed')
    expect(list.body.placed_orders.map((o: { number: string }) => o.number)).toEqual([number])
    // A second click in that browser opens it again.
    expect((await access(stranger, number, key)).body).toEqual(opened.body)

    // The store keeps no usable key: its hash only, and the email's body is gone once sent.
    await eventually(async () => {
      const rows = await server.dump()
      return rows.emails?.some(
        (e) =>
          (e as { kind: string; status: string }).kind === 'order_link' &&
          (e as { status: string }).status === 'sent',
      )
        ? true
        : undefined
    }, 'the link email marked sent')
    const rows = await server.dump()
    expect(JSON.stringify(rows)).not.toContain(key)
    const sent = rows.emails?.find((e) => (e as { kind: string }).kind === 'order_link')
    expect(sent).toMatchObject({
      recipient: email,
      text_body: FORGOTTEN_KEY_EMAIL_BODY,
      html_body: FORGOTTEN_KEY_EMAIL_BODY,
    })
  })

  it('opens the link in the first browser only, and no other order with it', async () => {
    const { email, number } = await placeOrder()
    const other = await placeOrder()
    const first = createClient(server.url)
    await lookup(first, email, number)
    const key = await keyOf(number)
    expect((await access(first, number, key)).status).toBe(200)

    const before = await server.dump(['sessions', 'users'])
    const second = createClient(server.url)
    const used = await access(second, number, key)
    expect(used.status).toBe(410)
    expect(used.body.error).toEqual({
      code: 'link_used',
      message: ORDER_ACCESS_REFUSALS.link_used,
    })
    const elsewhere = await access(second, other.number, key)
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body.error).toEqual({
      code: 'not_found',
      message: ORDER_ACCESS_REFUSALS.not_found,
    })
    const unknown = await access(second, number, 'x'.repeat(43))
    expect(unknown.status).toBe(404)
    expect((await second.get(`/account/orders/placed/${number}`)).status).toBe(404)
    expect((await second.get(`/account/orders/placed/${other.number}`)).status).toBe(404)
    expect(await server.dump(['sessions', 'users'])).toEqual(before)
  })

  it('answers a wrong address or number the same, and emails nothing', async () => {
    const { email, number } = await placeOrder()
    const asker = createClient(server.url)
    const wrong = [
      await lookup(asker, `x${email}`, number),
      await lookup(asker, email, 'DC-99999999'),
      await lookup(asker, `nobody-${randomUUID()}@example.com`, 'DC-10001'),
    ]
    for (const res of wrong) {
      expect(res.status).toBe(202)
      expect(res.body).toEqual(ORDER_LOOKUP_ACCEPTED)
    }
    // A right look-up after them: once its email is here, theirs would have been too.
    await lookup(asker, email, number)
    await keyOf(number)
    await new Promise((r) => setTimeout(r, 200))
    expect(linksTo(number)).toHaveLength(1)
    expect(linksTo('DC-99999999')).toHaveLength(0)
    expect(inbox.messages.filter((m) => m.to.includes(`x${email}`.toLowerCase()))).toHaveLength(0)
    const rows = await server.dump()
    expect(rows.order_links).toHaveLength(
      inbox.messages.filter((m) => m.subject.startsWith('Your link to order')).length,
    )
  })

  it('refuses a link after its 24 hours with 410, and changes nothing', async () => {
    const { email, number } = await placeOrder()
    const asker = createClient(server.url)
    await lookup(asker, email, number)
    const key = await keyOf(number)
    const before = await server.dump(['sessions', 'users'])
    ahead = 24 * HOUR
    const expired = await access(asker, number, key)
    expect(expired.status).toBe(410)
    expect(expired.body.error).toEqual({
      code: 'link_expired',
      message: ORDER_ACCESS_REFUSALS.link_expired,
    })
    expect((await asker.get(`/account/orders/placed/${number}`)).status).toBe(404)
    expect(await server.dump(['sessions', 'users'])).toEqual(before)
    // A minute before its end it still opened the order.
    ahead = 24 * HOUR - 60_000
    expect((await access(asker, number, key)).status).toBe(200)
  })

  it('lets the browser act on the order as its owner, and keeps it when the guest logs in', async () => {
    const { email, number } = await placeOrder()
    const account = createClient(server.url)
    const login = { email: `acct-${randomUUID()}@example.com`, password: 'long enough' }
    await account.post('/account/users/signup', { ...login, name: 'Ada Buyer' })

    const guest = createClient(server.url)
    await lookup(guest, email, number)
    expect((await access(guest, number, await keyOf(number))).status).toBe(200)
    const cancelled = await guest.post(`/account/orders/placed/${number}/cancel`, {
      reason: 'Ordered twice',
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.placed_order.status).toBe('cancelled')

    expect((await guest.post('/account/users/login', login)).status).toBe(200)
    expect((await guest.get(`/account/orders/placed/${number}`)).body.placed_order.status).toBe(
      'cancelled',
    )
    expect((await account.get(`/account/orders/placed/${number}`)).status).toBe(200)
  })

  it('takes the terms of the order’s buyer, not of an account on terms that approves its proof', async () => {
    const { email, number } = await placeOrder()
    const staff = await staffClient(server)
    // An account on net 30 opens the guest's order with its link and approves the proof.
    const login = { email: `terms-${randomUUID()}@example.com`, password: 'long enough' }
    const account = createClient(server.url)
    expect(
      (await account.post('/account/users/signup', { ...login, name: 'On Terms' })).status,
    ).toBe(200)
    const terms = await staff.post('/api/admin/customers/terms', {
      email: login.email,
      net_days: 30,
    })
    expect(terms.status).toBe(200)
    await lookup(account, email, number)
    expect((await access(account, number, await keyOf(number))).status).toBe(200)
    const placed = (await account.get(`/account/orders/placed/${number}`)).body.placed_order
    let last: { status: number; body: { placed_order: { payment: unknown } } } | undefined
    for (const line of placed.lines as { order_id: number }[]) {
      const proof = await staff.upload(
        `/api/admin/orders/${number}/proof`,
        [{ name: 'p.png', data: files.png(40, 30) }],
        { order_id: String(line.order_id) },
      )
      expect(proof.status).toBe(200)
      last = await account.post(`/account/orders/placed/${number}/proof`, {
        order_id: line.order_id,
        decision: 'approve',
      })
      expect(last.status).toBe(200)
    }
    // The guest buyer has no terms: payment is due before production.
    expect(last?.body.placed_order.payment).toMatchObject({ status: 'due', method: null })
    const production = await staff.post(`/api/admin/orders/${number}/events`, {
      event: 'production_started',
    })
    expect(production.status).toBe(409)
  })

  it('refuses bad input with the form’s messages, and a staff resend of a link', async () => {
    const empty = await createClient(server.url).post('/account/orders/lookup', {})
    expect(empty.status).toBe(400)
    expect(empty.body.error.issues).toEqual([
      { path: 'email', message: 'Please enter the email address the order was placed with.' },
      { path: 'number', message: 'Please enter your order number.' },
    ])
    const { email, number } = await placeOrder()
    const asker = createClient(server.url)
    const cut = await access(asker, number, 'abc')
    expect(cut.status).toBe(400)
    expect(cut.body.error.issues[0].path).toBe('key')

    await lookup(asker, email, number)
    await keyOf(number)
    const staff = await staffClient(server)
    const listed = await staff.get(`/api/admin/orders/${number}/emails`)
    const link = listed.body.emails.find((e: { kind: string }) => e.kind === 'order_link')
    expect(link).toMatchObject({ to: email, subject: `Your link to order ${number}` })
    const resend = await staff.post(`/api/admin/orders/${number}/emails/${link.id}/resend`)
    expect(resend.status).toBe(409)
    expect(resend.body.error.code).toBe('link_not_resent')
  })

  it('limits look-ups per email address and per network, with 429 before any email', async () => {
    const { email, number } = await placeOrder()
    const asker = createClient(server.url)
    for (let i = 0; i < 3; i++) expect((await lookup(asker, email, number)).status).toBe(202)
    const fourth = await lookup(createClient(server.url), email.toUpperCase(), number)
    expect(fourth.status).toBe(429)
    expect(fourth.body.error).toEqual({
      code: 'too_many_attempts',
      message: ORDER_LOOKUP_TOO_MANY,
    })
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)
    await keyOf(number, 3)
    await new Promise((r) => setTimeout(r, 200))
    expect(linksTo(number)).toHaveLength(3)
    // Another address is still looked up.
    expect((await lookup(asker, `other-${randomUUID()}@example.com`, number)).status).toBe(202)

    await server.database.db.execute(sql`delete from rate_limits`)
    const strict = await server.startSibling({
      loginLimit: { ...limits, maxOrderLookupsPerIp: 2 },
    })
    try {
      const client = createClient(strict.url)
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => lookup(client, `n${i}-${email}`, number)),
      )
      expect(answers.map((a) => a.status).sort()).toEqual([202, 202, 429, 429, 429, 429])
    } finally {
      await strict.close()
    }
  })
})
