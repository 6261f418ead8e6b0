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

describe.each(backends)('reorders on %s', (backend) => {
  let server: TestServer
  let staff: Client
  beforeAll(async () => {
    server = await startTestServer(backend)
    staff = await staffClient(server)
  })
  afterAll(async () => {
    await server.close()
  })

  // 2.125" x 3" labels need a new die; two designs of 500.
  const newDieLabel = { ...labelPatch, width: 2.125, design_count: 2, design_qty: 500 }
  const staffEvent = (number: string, body: Record<string, unknown>) =>
    staff.post(`/api/admin/orders/${number}/events`, body)

  /** A customer's shipped order: proofed, approved, paid, made and shipped. */
  const shippedOrder = async () => {
    const customer = createClient(server.url)
    const created = await customer.post('/orders/quoter', { order: newDieLabel })
    const orderId: number = created.body.order.id
    const art = await customer.upload(`/account/designs/add/${orderId}/500`, [
      { name: 'lemon.png', data: files.png(300, 450) },
      { name: 'lime.png', data: files.png(300, 450) },
    ])
    expect(art.status).toBe(200)
    expect((await customer.post(`/carts/add-to-cart/${orderId}`)).status).toBe(200)
    const placed = (await checkout(customer)).body.placed_order
    const proof = await staff.upload(
      `/api/admin/orders/${placed.number}/proof`,
      [{ name: 'proof.pdf', data: files.pdf(153, 216) }],
      { order_id: String(orderId) },
    )
    expect(proof.status).toBe(200)
    const approve = { order_id: orderId, decision: 'approve' }
    const approved = await customer.post(`/account/orders/placed/${placed.number}/proof`, approve)
    const total = approved.body.placed_order.total
    for (const body of [
      { event: 'payment_received', amount: total, method: 'card', reference: 'ch_1' },
      { event: 'production_started' },
      { event: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' },
    ])
      expect((await staffEvent(placed.number, body)).status).toBe(200)
    const designs = art.body.designsOrders.map((d: { design_id: number }) => d.design_id)
    return { customer, number: placed.number as string, orderId, designs, line: placed.lines[0] }
  }

  it('puts a new quote per line in the cart at today’s prices, the paid die not charged again', async () => {
    const { customer, number, orderId, designs, line } = await shippedOrder()
    const page = `/account/orders/placed/${number}`
    const placedBefore = (await customer.get(page)).body
    const quoteBefore = (await customer.post(`/orders/quoter/${orderId}`)).body.order
    const res = await customer.post(`/account/orders/placed/${number}/reorder`)
    expect(res.status).toBe(201)
    expect((await customer.get(page)).body).toEqual(placedBefore)
    expect((await customer.post(`/orders/quoter/${orderId}`)).body.order).toEqual(quoteBefore)
    const [order] = res.body.orders
    expect(order).toMatchObject({
      status_id: 100,
      is_reorder: true,
      width: 2.125,
      total_qty: 1000,
      reorder_of: { number, order_id: orderId, unit_price: line.unit_price, quantity: 1000 },
    })
    expect(order.id).not.toBe(orderId)
    expect(order.reorder_of.die_paid).toBeGreaterThan(0)
    expect(order.quoted_die_charge ?? 0).toBe(0)
    expect(order.designs_orders.map((d: { design_id: number }) => d.design_id)).toEqual(designs)
    expect(res.body.cart.orders.map((o: { id: number }) => o.id)).toEqual([order.id])

    // Placed as it was: the approved proof is carried over and no new proof round starts.
    const again = (await checkout(customer)).body.placed_order
    expect(again.status).toBe('approved')
    expect(again.payment.status).toBe('due')
    expect(again.lines[0]).toMatchObject({
      proof_status: 'approved',
      proof: { filename: 'proof.pdf' },
      reorder: { number, order_id: orderId, proof_carried: true, die_waived: true },
    })
    const file = await customer.get(`/account/orders/placed/${again.number}/proofs/${order.id}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
  })

  it('replaces one design’s artwork before adding: only that design gets a new proof', async () => {
    const { customer, number, orderId, designs } = await shippedOrder()
    const request = {
      lines: [{ order_id: orderId, designs: [{ design_id: designs[1], qty: 600 }] }],
    }
    const res = await customer.upload(
      `/account/orders/placed/${number}/reorder`,
      [
        {
          name: 'lime-2.png',
          data: files.png(300, 450),
          field: `replace.${orderId}.${designs[1]}`,
        },
      ],
      { request: JSON.stringify(request) },
    )
    expect(res.status).toBe(201)
    const [order] = res.body.orders
    const lines = order.designs_orders
    expect(lines.map((d: { qty: number }) => d.qty)).toEqual([500, 600])
    expect(lines[0].design_id).toBe(designs[0])
    expect(lines[1].design_id).not.toBe(designs[1])
    expect(lines[1].customer_filename).toBe('lime-2.png')
    expect(order.total_qty).toBe(1100)

    const placed = (await checkout(customer)).body.placed_order
    expect(placed.status).toBe('awaiting_proof')
    expect(placed.lines[0]).toMatchObject({
      proof_status: 'awaiting_proof',
      proof: null,
      reorder: {
        proof_carried: false,
        designs: [
          { design_id: designs[0], proof: 'carried' },
          { design_id: lines[1].design_id, filename: 'lime-2.png', proof: 'new' },
        ],
      },
    })
    const staffPage = await staff.get(`/api/admin/orders/${placed.number}`)
    expect(staffPage.body.placed_order.lines[0].reorder.designs[1].proof).toBe('new')
  })

  it('refuses someone else’s order (404) and a bad request (400), changing nothing', async () => {
    const { customer, number, orderId, designs } = await shippedOrder()
    const stranger = createClient(server.url)
    await stranger.get('/account/users/current-user')
    const before = await server.dump()
    const filesBefore = await server.storedFiles()
    const theirs = await stranger.post(`/account/orders/placed/${number}/reorder`)
    expect(theirs.status).toBe(404)
    const unknown = await customer.post(`/account/orders/placed/${number}/reorder`, {
      lines: [{ order_id: 999_999 }],
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toEqual({
      code: 'reorder_line_unknown',
      message: `Item 999999 is not on order ${number}.`,
      issues: [{ path: 'lines.0.order_id', message: `Item 999999 is not on order ${number}.` }],
    })
    const zero = await customer.post(`/account/orders/placed/${number}/reorder`, {
      lines: [{ order_id: orderId, total_qty: 0 }],
    })
    expect(zero.status).toBe(400)
    expect(zero.body.error.issues[0].path).toBe('lines.0.total_qty')
    const stray = await customer.upload(
      `/account/orders/placed/${number}/reorder`,
      [{ name: 'x.png', data: files.png(10, 10), field: `replace.${orderId}.1` }],
      { request: JSON.stringify({ lines: [{ order_id: orderId }] }) },
    )
    expect(stray.status).toBe(400)
    expect(stray.body.error.code).toBe('reorder_replacement_unknown')
    const text = await customer.upload(`/account/orders/placed/${number}/reorder`, [
      { name: 'x.png', data: files.plainText(), field: `replace.${orderId}.${designs[0]}` },
    ])
    expect(text.status).toBe(415)
    expect(await server.dump()).toEqual(before)
    expect(await server.storedFiles()).toEqual(filesBefore)
  })
})
