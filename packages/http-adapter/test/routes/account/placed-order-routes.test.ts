import { PLACED_ORDER_STATUSES } from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkout, fillCart } from '../../support/checkout'
import { createClient, type Client } from '../../support/client'
import { cartonPatch, labelPatch } from '../../support/fixtures'
import * as files from '../../support/sample-files'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'
import { staffClient } from '../../support/staff'

describe.each(backends)('proofs and staff on %s', (backend) => {
  let server: TestServer
  let staff: Client
  beforeAll(async () => {
    server = await startTestServer(backend)
    staff = await staffClient(server)
  })
  afterAll(async () => {
    await server.close()
  })

  const placeOrder = async (patches = [labelPatch, cartonPatch]) => {
    const customer = createClient(server.url)
    await fillCart(customer, patches)
    const placed = (await checkout(customer)).body.placed_order
    return { customer, placed }
  }
  const uploadProof = (number: string, orderId: number, file = files.png(40, 30), name = 'p.png') =>
    staff.upload(`/api/admin/orders/${number}/proof`, [{ name, data: file }], {
      order_id: String(orderId),
    })

  it('hides /api/admin from everyone but staff (404), and shows staff every order', async () => {
    const { customer, placed } = await placeOrder()
    expect((await customer.get('/account/users/current-user')).body.user.is_admin).toBe(false)
    for (const res of [
      await customer.get('/api/admin/orders'),
      await customer.upload(`/api/admin/orders/${placed.number}/proof`, [
        { name: 'p.png', data: files.png(4, 4) },
      ]),
      await customer.get(`/api/admin/orders/${placed.number}/proofs/${placed.lines[0].order_id}`),
    ]) {
      expect(res.status).toBe(404)
      expect(res.body.error.code).toBe('not_found')
    }
    const all = await staff.get('/api/admin/orders')
    expect(all.status).toBe(200)
    expect(all.body.placed_orders.map((p: { number: string }) => p.number)).toContain(placed.number)
    const filtered = await staff.get('/api/admin/orders?status=shipped')
    expect(filtered.body.placed_orders).toEqual([])
    const bad = await staff.get('/api/admin/orders?status=lost')
    expect(bad.status).toBe(400)
    const allowed = PLACED_ORDER_STATUSES.map((s) => `"${s}"`).join(', ')
    expect(bad.body.error).toEqual({
      code: 'bad_request',
      message: `status: must be one of ${allowed} (got "lost").`,
      issues: [{ path: 'status', message: `must be one of ${allowed} (got "lost")` }],
    })
  })

  it('lets the order page frame a PDF proof, and nothing else frame it', async () => {
    const { customer, placed } = await placeOrder([labelPatch])
    const a = placed.lines[0].order_id
    expect((await uploadProof(placed.number, a, files.pdf(144, 216), 'proof.pdf')).status).toBe(200)
    for (const res of [
      await customer.get(`/account/orders/placed/${placed.number}/proofs/${a}`),
      await staff.get(`/api/admin/orders/${placed.number}/proofs/${a}`),
    ]) {
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    }
    const page = await customer.get(`/account/orders/placed/${placed.number}`)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
  })

  it('runs the proof round: upload, changes with a comment, new proof, approvals -> approved', async () => {
    const { customer, placed } = await placeOrder()
    const [a, b] = placed.lines.map((l: { order_id: number }) => l.order_id)
    const up = await uploadProof(placed.number, a)
    expect(up.status).toBe(200)
    expect(up.body.placed_order.lines[0]).toMatchObject({
      proof_status: 'proof_ready',
      proof: { filename: 'p.png', mimetype: 'image/png' },
    })
    await uploadProof(placed.number, b, files.jpeg(20, 20), 'carton.jpg')
    const file = await customer.get(`/account/orders/placed/${placed.number}/proofs/${a}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('content-disposition')).toMatch(/^inline/)
    // An image runs nothing and, like every answer but a PDF proof, may not be framed.
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(file.headers.get('x-frame-options')).toBe('DENY')
    const staffFile = await staff.get(`/api/admin/orders/${placed.number}/proofs/${a}`)
    expect(staffFile.status).toBe(200)

    const noComment = await customer.post(`/account/orders/placed/${placed.number}/proof`, {
      order_id: a,
      decision: 'changes',
    })
    expect(noComment.status).toBe(400)
    expect(noComment.body.error.issues[0].path).toBe('comment')
    const changes = await customer.post(`/account/orders/placed/${placed.number}/proof`, {
      order_id: a,
      decision: 'changes',
      comment: 'Make the logo bigger',
    })
    expect(changes.status).toBe(200)
    expect(changes.body.placed_order.status).toBe('changes_requested')
    const seen = await staff.get('/api/admin/orders?status=changes_requested')
    const row = seen.body.placed_orders.find((p: { number: string }) => p.number === placed.number)
    expect(row.lines[0].customer_comment).toBe('Make the logo bigger')

    const notReady = await customer.post(`/account/orders/placed/${placed.number}/proof`, {
      order_id: a,
      decision: 'approve',
    })
    expect(notReady.status).toBe(409)
    expect(notReady.body.error.code).toBe('no_proof_to_answer')

    const before = await server.storedFiles()
    await uploadProof(placed.number, a, files.pdf(200, 100), 'proof-2.pdf')
    const after = await server.storedFiles()
    expect(after.length).toBe(before.length) // the replaced proof is deleted
    for (const id of [a, b]) {
      const ok = await customer.post(`/account/orders/placed/${placed.number}/proof`, {
        order_id: id,
        decision: 'approve',
      })
      expect(ok.status).toBe(200)
    }
    const final = await customer.get(`/account/orders/placed/${placed.number}`)
    expect(final.body.placed_order.status).toBe('approved')
    expect(final.body.placed_order.events.map((e: { status: string }) => e.status)).toEqual([
      'awaiting_artwork',
      'awaiting_artwork',
      'proof_ready',
      'changes_requested',
      'proof_ready',
      'proof_ready',
      'approved',
    ])
    const late = await uploadProof(placed.number, a)
    expect(late.status).toBe(409)
  })

  it('refuses proofs that are not a PDF or image (415), an unknown line (404), a missing file (400)', async () => {
    const { placed } = await placeOrder([labelPatch])
    const id = placed.lines[0].order_id
    const before = await server.dump()
    const filesBefore = await server.storedFiles()
    const text = await uploadProof(placed.number, id, files.plainText(), 'p.pdf')
    expect(text.status).toBe(415)
    const svg = await uploadProof(placed.number, id, files.svg(), 'p.svg')
    expect(svg.status).toBe(415)
    const unknown = await uploadProof(placed.number, 999_999)
    expect(unknown.status).toBe(404)
    const missing = await staff.upload(`/api/admin/orders/${placed.number}/proof`, [], {
      order_id: String(id),
    })
    expect(missing.status).toBe(400)
    const noOrder = await uploadProof('DC-99999999', id)
    expect(noOrder.status).toBe(404)
    expect(await server.dump()).toEqual(before)
    expect(await server.storedFiles()).toEqual(filesBefore)
  })
})
