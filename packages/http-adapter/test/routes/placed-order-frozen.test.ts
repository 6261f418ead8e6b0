import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeTable, type RouteEntry } from '../../src/http/route-table'
import { checkout } from '../support/checkout'
import { createClient, type Answer, type Client } from '../support/client'
import { labelPatch } from '../support/fixtures'
import * as files from '../support/sample-files'
import { backends } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

/** What a placed order holds that a route can name: the quote, its lines, designs and uploads. */
type Placed = {
  readonly orderId: number
  readonly number: string
  readonly lineIds: readonly number[]
  readonly designIds: readonly number[]
  readonly uploadId: number
  /** The quote as the quoter showed it right after checkout. */
  readonly quote: Record<string, unknown>
  /** Its line's subtotal on the placed order. */
  readonly placedTotal: number
}

type Send = (client: Client, placed: Placed) => Promise<Answer>

const png = () => [{ name: 'art.png', data: files.png(20, 20) }]

/**
 * How each route that changes a quote reaches the placed one. The keys are the server's own
 * route table: a route added to the store and missing here (or from NOT_A_QUOTE_CHANGE) fails
 * the first test below until it says how it is refused.
 */
const CHANGES: Record<string, Send> = {
  'POST /orders/quoter/:orderId': (c, p) =>
    c.post(`/orders/quoter/${p.orderId}`, { order: { total_qty: 5000, design_qty: 5000 } }),
  'POST /carts/add-to-cart/:orderId': (c, p) => c.post(`/carts/add-to-cart/${p.orderId}`),
  'DELETE /carts/remove-from-cart/:orderId': (c, p) =>
    c.del(`/carts/remove-from-cart/${p.orderId}`),
  'DELETE /account/orders/saved-quotes/:orderId': (c, p) =>
    c.del(`/account/orders/saved-quotes/${p.orderId}`),
  'POST /carts/save-to-account/:orderId': (c, p) =>
    c.post(`/carts/save-to-account/${p.orderId}`, { customer_label: 'Mine now' }),
  'POST /orders/quote-update-total-quantities/:orderId': (c, p) =>
    c.post(`/orders/quote-update-total-quantities/${p.orderId}`, { total_qty: 5000 }),
  'POST /orders/quote-sync-quoter-designs/:orderId': (c, p) =>
    c.post(`/orders/quote-sync-quoter-designs/${p.orderId}`),
  'DELETE /orders/delete-all-quoter-designs-orders/:orderId': (c, p) =>
    c.del(`/orders/delete-all-quoter-designs-orders/${p.orderId}`),
  'POST /orders/quote-update-all-designs-orders': (c, p) =>
    c.post('/orders/quote-update-all-designs-orders', {
      order_id: p.orderId,
      designs_orders_ids: [p.lineIds[0]],
      new_qty: 20,
    }),
  'POST /orders/quote-update-designs-order/:id': (c, p) =>
    c.post(`/orders/quote-update-designs-order/${p.lineIds[0]}`, { qty: 123456 }),
  'POST /orders/quote-add-order-upload/:orderId': (c, p) =>
    c.upload(`/orders/quote-add-order-upload/${p.orderId}`, png(), { type: 'variable_data' }),
  'DELETE /orders/delete-quote-order-uploads/:id': (c, p) =>
    c.del(`/orders/delete-quote-order-uploads/${p.uploadId}`),
  'GET /orders/delete-quote-order-uploads/:id': (c, p) =>
    c.get(`/orders/delete-quote-order-uploads/${p.uploadId}`),
  'POST /account/designs/add/:orderId': (c, p) =>
    c.upload(`/account/designs/add/${p.orderId}`, png()),
  'POST /account/designs/add/:orderId/:qty': (c, p) =>
    c.upload(`/account/designs/add/${p.orderId}/77777`, png()),
  'DELETE /account/designs/delete/:id': (c, p) => c.del(`/account/designs/delete/${p.lineIds[0]}`),
  'GET /account/designs/swap/:id': (c, p) => c.get(`/account/designs/swap/${p.designIds[0]}`),
  'POST /account/designs/swap/:id': (c, p) => c.post(`/account/designs/swap/${p.designIds[0]}`),
  'POST /account/designs/clear-order-links': (c, p) =>
    c.post('/account/designs/clear-order-links', { order_id: p.orderId }),
  'POST /account/designs/link-designs': (c, p) =>
    c.post('/account/designs/link-designs', {
      design1_id: p.designIds[1],
      design2_id: p.designIds[2],
      print_sequence_1: 1,
      print_sequence_2: 2,
    }),
  'POST /account/designs/reorganize-sets': (c, p) =>
    c.post('/account/designs/reorganize-sets', {
      moved_design_id: p.designIds[2],
      source_set_id: p.designIds[2],
      target_set_id: p.designIds[0],
      design_type: 2,
    }),
}

/** Routes that change data but no existing quote, each with what it does instead. */
const NOT_A_QUOTE_CHANGE: Record<string, string> = {
  'POST /orders/quoter': 'creates a new quote',
  'POST /orders/quoter/:orderId/share': 'stores a snapshot; the quote is read',
  'POST /api/shared-quotes/:token/copy': 'creates a new quote from a snapshot',
  'POST /account/shipments/get-rates-by-order/:orderId': 'reads the quote to rate it',
  'POST /admin/sizes/see-all-sizes': 'reads the die library',
  'POST /account/users/signup': 'the account',
  'POST /account/users/login': 'the session',
  'POST /account/users/logout': 'the session',
  'PUT /account/users/account-details': 'the account',
  'POST /account/applicator-profiles': "the account's applicator profiles",
  'PUT /account/applicator-profiles/:profileId': "the account's applicator profiles",
  'DELETE /account/applicator-profiles/:profileId':
    "the account's applicator profiles; a quote fitted to one keeps its roll options",
  'POST /carts/rates': 'reads the cart to rate it',
  'POST /carts/checkout': 'places the cart (quotes in the cart, never placed ones)',
  'POST /account/orders/placed/:number/proof': "the placed order's own proof flow",
  'POST /account/orders/placed/:number/artwork':
    "the placed order's own artwork flow: an item placed without artwork gets its designs; its specification and price stay as placed",
  'POST /api/admin/orders/:number/proof': "the placed order's own proof flow",
  'POST /api/admin/orders/:number/emails/:id/resend': "a copy of one of the order's emails",
  'POST /api/admin/orders/:number/events': "the placed order's payment, production and shipping",
  'POST /account/orders/placed/:number/cancel': 'cancels the placed order',
  'POST /account/orders/placed/:number/reorder':
    'creates new quotes in the cart from the placed lines; the placed order, its quotes and their designs are only read',
  'POST /api/admin/customers/terms': "the customer's payment terms",
  'POST /api/admin/customers/tax-exempt': "the customer's sales tax exemption",
  'POST /account/orders/placed/:number/payment': "starts the placed order's card payment",
  'POST /webhooks/stripe': "records the placed order's card payment",
  'POST /account/orders/lookup':
    'emails a link to the placed order to its address; the order is read',
  'POST /account/orders/placed/:number/access':
    'lets the session see the placed order the link opens; the order is read',
}

/** The answer, when the set-up step it answers went through. */
const ok = (res: Answer, step: string): Answer => {
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`${step} answered ${res.status}: ${res.text}`)
  return res
}

const keyOf = (r: RouteEntry) => `${r.method} ${r.url}`
const changesData = (r: RouteEntry) => r.method !== 'GET' || r.changesData

describe.each(backends)('a placed order on %s', (backend) => {
  let server: TestServer
  let customer: Client
  let placed: Placed
  beforeAll(async () => {
    server = await startTestServer(backend)
    customer = createClient(server.url)
    await customer.post('/account/users/signup', {
      email: `frozen-${randomUUID()}@example.com`,
      password: 'long enough',
      name: 'Ada Buyer',
    })
    const orderId = (
      await customer.post('/orders/quoter', {
        order: { ...labelPatch, design_count: 3, design_qty: 1000, total_qty: 3000 },
      })
    ).body.order.id as number
    const added = ok(
      await customer.upload(`/account/designs/add/${orderId}`, [
        { name: 'a.png', data: files.png(600, 900) },
        { name: 'b.png', data: files.png(600, 900) },
        { name: 'c.png', data: files.png(600, 900) },
      ]),
      'the artwork upload',
    )
    const lines = added.body.designsOrders as { id: number; design_id: number }[]
    const designIds = lines.map((l) => l.design_id)
    ok(
      await customer.post('/account/designs/link-designs', {
        design1_id: designIds[0],
        design2_id: designIds[1],
        print_sequence_1: 1,
        print_sequence_2: 2,
      }),
      'linking two designs',
    )
    const upload = ok(
      await customer.upload(`/orders/quote-add-order-upload/${orderId}`, png(), {
        type: 'variable_data',
      }),
      'the attached file',
    )
    ok(await customer.post(`/carts/add-to-cart/${orderId}`), 'add to cart')
    const order = ok(await checkout(customer), 'checkout').body.placed_order
    placed = {
      orderId,
      number: order.number,
      lineIds: lines.map((l) => l.id),
      designIds,
      uploadId: upload.body.orderUpload.id,
      quote: (await customer.request('POST', `/orders/quoter/${orderId}`)).body.order,
      placedTotal: order.lines[0].subtotal,
    }
  })
  afterAll(async () => {
    await server.close()
  })

  it('every route that changes data is either a quote change refused below or says what it changes', () => {
    const unclassified = routeTable(server.app)
      .filter(changesData)
      .map(keyOf)
      .filter((key) => !(key in CHANGES) && !(key in NOT_A_QUOTE_CHANGE))
    expect(unclassified).toEqual([])
    const registered = new Set(routeTable(server.app).map(keyOf))
    expect(Object.keys(CHANGES).filter((key) => !registered.has(key))).toEqual([])
  })

  it.each(Object.keys(CHANGES))(
    'refuses %s with 409 order_placed and changes nothing',
    async (key) => {
      const before = {
        rows: await server.dump(['sessions']),
        files: await server.storedFiles(),
        placed: (await customer.get(`/account/orders/placed/${placed.number}`)).body,
      }
      const res = await CHANGES[key]!(customer, placed)
      expect({ status: res.status, code: res.body?.error?.code }).toEqual({
        status: 409,
        code: 'order_placed',
      })
      expect(await server.dump(['sessions'])).toEqual(before.rows)
      expect(await server.storedFiles()).toEqual(before.files)
      expect((await customer.get(`/account/orders/placed/${placed.number}`)).body).toEqual(
        before.placed,
      )
      expect(
        (await customer.request('POST', `/orders/quoter/${placed.orderId}`)).body.order,
      ).toEqual(placed.quote)
    },
  )

  it('still shows the placed quote as placed: a refresh and a GET sync change nothing', async () => {
    expect(placed.quote).toMatchObject({ status_id: 300, quoted_total: placed.placedTotal })
    const before = await server.dump(['sessions'])
    const refresh = await customer.request('POST', `/orders/quoter/${placed.orderId}`)
    expect(refresh.status).toBe(200)
    expect(refresh.body).toMatchObject({ order: placed.quote, errors: [] })
    const synced = await customer.get(`/orders/quote-sync-quoter-designs/${placed.orderId}`)
    expect(synced.status).toBe(200)
    expect(synced.body.order).toEqual(placed.quote)
    expect(await server.dump(['sessions'])).toEqual(before)
  })
})
