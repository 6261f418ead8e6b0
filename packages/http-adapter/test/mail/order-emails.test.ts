import { randomUUID } from 'node:crypto'
import { STORE_CONTACT } from '@diecut/quote-core'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAdmin } from '../../src/cli/make-admin'
import { emails } from '../../src/db/schema'
import { smtpTransport } from '../../src/mail/mail-transport'
import { startMailWorker } from '../../src/mail/mail-worker'
import { checkout, fillCart } from '../support/checkout'
import { createClient, type Client } from '../support/client'
import { labelPatch } from '../support/fixtures'
import * as files from '../support/sample-files'
import { eventually, startInbox, type Inbox } from '../support/smtp-inbox'
import { backends } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined }
const SITE = 'https://shop.test'
const STAFF = 'prepress@shop.test'

describe.each(backends)('the emails of placed orders on %s', (backend) => {
  let server: TestServer
  let inbox: Inbox
  let staff: Client
  let worker: { stop(): Promise<void> }
  beforeAll(async () => {
    inbox = await startInbox()
    server = await startTestServer(backend, {
      mail: { store: STORE_CONTACT, siteUrl: SITE, staffEmail: STAFF },
    })
    worker = startMailWorker({
      repos: server.deps.repos,
      transport: smtpTransport(inbox.url, 'diecut <orders@shop.test>'),
      clock: () => new Date(),
      log: silent,
      settings: { pollMs: 50, retryMs: 200, maxAttempts: 6, leaseMs: 60_000 },
    })
    const email = `staff-${randomUUID()}@diecut.test`
    await makeAdmin(server.database.db, email, 'staff-password', new Date())
    staff = createClient(server.url)
    await staff.post('/account/users/login', { email, password: 'staff-password' })
  })
  afterAll(async () => {
    await worker.stop()
    await server.close()
    await inbox.close()
  })

  // Staff hear of every new order too: that email is read on its own.
  const isNewOrder = (m: { subject: string }) => m.subject.startsWith('New order ')
  const received = (number: string) =>
    inbox.messages.filter((m) => m.subject.includes(number) && !isNewOrder(m))
  const newOrderEmails = (number: string) =>
    inbox.messages.filter((m) => m.subject.includes(number) && isNewOrder(m))
  const placeOrder = async (email = `buyer-${randomUUID()}@example.com`) => {
    const customer = createClient(server.url)
    const [id] = await fillCart(customer, [labelPatch])
    // A share of the quote exists before checkout: its token must not travel in any email.
    const share = await customer.post(`/orders/quoter/${id}/share`)
    expect(share.status).toBe(201)
    const key = randomUUID()
    const body = {
      address: {
        name: '<script>alert(1)</script> Ada',
        company: 'Acme Foods',
        address1: '1 Main St',
        city: 'Chicago',
        state: 'IL',
        zip: '60601',
        is_residential: false,
      },
      shipping_code: '03',
      email,
    }
    const res = await checkout(customer, body, key)
    expect(res.status).toBe(201)
    const again = () => checkout(customer, body, key)
    return {
      customer,
      placed: res.body.placed_order,
      token: share.body.token as string,
      email,
      again,
    }
  }

  it('sends one order-placed email to the checkout email, with the order, its link and the store', async () => {
    const { customer, placed, token, email, again } = await placeOrder()
    expect(['queued', 'sent']).toContain(placed.confirmation_email.status)
    const [message] = await eventually(
      () => (received(placed.number).length > 0 ? received(placed.number) : undefined),
      'the confirmation',
    )
    expect(message?.to).toEqual([email])
    expect(message?.subject).toBe(`Your diecut order ${placed.number} is placed`)
    const link = `${SITE}/account/orders/${placed.number}`
    for (const part of [message?.text ?? '', message?.html ?? '']) {
      expect(part).toContain(placed.number)
      expect(part).toContain(link)
      expect(part).toContain(STORE_CONTACT.name)
      expect(part).toContain(STORE_CONTACT.address)
      expect(part).toContain(STORE_CONTACT.phone)
      expect(part).not.toContain(token)
      expect(part).not.toMatch(/\/q\//)
    }
    expect(message?.html).not.toContain('<script>')
    expect(message?.html).toContain('&lt;script&gt;')
    // The mail server has the message before the store hears it was accepted and records it.
    const status = await eventually(async () => {
      const read = await customer.get(`/account/orders/placed/${placed.number}`)
      const email = read.body.placed_order.confirmation_email as { status: string }
      return email.status === 'queued' ? undefined : email
    }, 'the email recorded as sent')
    expect(status).toEqual({ status: 'sent' })
    // The same checkout sent again answers the same order and queues nothing more.
    expect((await again()).status).toBe(200)
    await new Promise((r) => setTimeout(r, 300))
    expect(received(placed.number)).toHaveLength(1)
  })

  it('tells staff of every new order, with what was chosen, the proof deadline and the staff page', async () => {
    const orders = [await placeOrder(), await placeOrder()]
    for (const { placed, email } of orders) {
      const [message] = await eventually(
        () =>
          newOrderEmails(placed.number).length > 0 ? newOrderEmails(placed.number) : undefined,
        'the staff email',
      )
      expect(message?.to).toEqual([STAFF])
      expect(message?.subject).toBe(
        `New order ${placed.number}: 1 item, $${placed.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      )
      for (const part of [message?.text ?? '', message?.html ?? '']) {
        expect(part).toContain(`${SITE}/admin/orders/${placed.number}`)
        expect(part).toContain(email)
        expect(part).toContain(
          'Its artwork is still to come: the first proof is due by noon ET on the business day after it arrives.',
        )
      }
      // What the customer chose, as the order page lists it.
      expect(message?.text).toContain('Unwind')
      expect(message?.text).toContain('#1 Top Edge Leading')
      expect(message?.text).toContain('Labels per roll')
    }
    // The customer's own confirmation carries the same facts and the proof promise.
    const confirmation = received(orders[0]!.placed.number)[0]
    expect(confirmation?.text).toContain('#1 Top Edge Leading')
    expect(confirmation?.text).toContain(
      'Your proof will be ready by noon ET on the business day after we receive your artwork.',
    )
  })

  it('sends a proof ready with the link to its decision, and changes asked for to staff', async () => {
    const { customer, placed, email } = await placeOrder()
    const line = placed.lines[0].order_id
    const upload = await staff.upload(
      `/api/admin/orders/${placed.number}/proof`,
      [{ name: 'p.png', data: files.png(40, 30) }],
      { order_id: String(line) },
    )
    expect(upload.status).toBe(200)
    const proof = await eventually(
      () => received(placed.number).find((m) => m.subject.includes('proof')),
      'the proof email',
    )
    expect(proof.to).toEqual([email])
    expect(proof.text).toContain(`${SITE}/account/orders/${placed.number}#item-${line}`)
    expect(proof.html).toContain(`href="${SITE}/account/orders/${placed.number}#item-${line}"`)

    const changes = await customer.post(`/account/orders/placed/${placed.number}/proof`, {
      order_id: line,
      decision: 'changes',
      comment: 'Make the <b>logo</b> bigger',
    })
    expect(changes.status).toBe(200)
    const toStaff = await eventually(
      () => received(placed.number).find((m) => m.to.includes(STAFF)),
      'the staff email',
    )
    expect(toStaff.subject).toBe(`Changes requested on order ${placed.number}, item ${line}`)
    expect(toStaff.text).toContain('Make the <b>logo</b> bigger')
    expect(toStaff.html).toContain('Make the &lt;b&gt;logo&lt;/b&gt; bigger')
    expect(received(placed.number).map((m) => m.to[0])).toEqual([email, email, STAFF])
  })

  it("lists an order's emails to staff only, and sends one again on request", async () => {
    const { customer, placed, email } = await placeOrder()
    await eventually(() => received(placed.number)[0], 'the confirmation')
    type Listed = { id: number; to: string; status: string }
    const toCustomer = (list: Listed[]) => list.filter((e) => e.to === email)
    const list = await eventually(async () => {
      const res = await staff.get(`/api/admin/orders/${placed.number}/emails`)
      return toCustomer(res.body.emails ?? [])[0]?.status === 'sent' ? res : undefined
    }, 'the email listed as sent')
    expect(toCustomer(list.body.emails)).toEqual([
      {
        id: expect.any(Number),
        to: email,
        subject: `Your diecut order ${placed.number} is placed`,
        kind: 'order_placed',
        status: 'sent',
        sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ])
    const hidden = await customer.get(`/api/admin/orders/${placed.number}/emails`)
    expect(hidden.status).toBe(404)
    const id = toCustomer(list.body.emails)[0]!.id
    const refused = await customer.post(`/api/admin/orders/${placed.number}/emails/${id}/resend`)
    expect(refused.status).toBe(404)
    const unknown = await staff.post(`/api/admin/orders/${placed.number}/emails/999999/resend`)
    expect(unknown.status).toBe(404)

    const resent = await staff.post(`/api/admin/orders/${placed.number}/emails/${id}/resend`)
    expect(resent.status).toBe(201)
    expect(toCustomer(resent.body.emails)).toHaveLength(2)
    await eventually(() => (received(placed.number).length === 2 ? true : undefined), 'the copy')
    const [first, second] = received(placed.number)
    expect(second?.text).toBe(first?.text)
    expect(second?.messageId).not.toBe(first?.messageId)
  })

  it('tries again after the mail server refused, and delivers once', async () => {
    inbox.refusing = true
    const refusedBefore = inbox.refused()
    const { placed } = await placeOrder()
    const failed = await eventually(async () => {
      const [row] = await server.database.db
        .select()
        .from(emails)
        .where(and(eq(emails.orderNumber, placed.number), eq(emails.recipient, placed.email)))
      return row !== undefined && row.attempts >= 1 && row.lastError !== null ? row : undefined
    }, 'a refused attempt')
    expect(failed.status).toBe('queued')
    expect(inbox.refused()).toBeGreaterThan(refusedBefore)
    inbox.refusing = false
    await eventually(() => received(placed.number)[0], 'the delivery after the refusal')
    await new Promise((r) => setTimeout(r, 500))
    expect(received(placed.number)).toHaveLength(1)
    const [row] = await server.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.orderNumber, placed.number), eq(emails.recipient, placed.email)))
    expect(row).toMatchObject({ status: 'sent', lastError: null })
    expect(row?.attempts).toBeGreaterThanOrEqual(2)
  })
})
