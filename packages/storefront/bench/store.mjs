// The bench's store: the built server on a fresh PGlite data folder, with the data the bench's
// pages need made through the store's own API (API.md) as a customer and staff would: a staff
// account (the create-admin command, before the store starts), a customer who placed an order,
// saved a quote and has a quote in the cart; and the session cookie of each, for Lighthouse to
// send. The pages measured, each with the session it is opened in.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The staff account of the bench's store. */
export const BENCH_STAFF = { email: 'staff@diecut.test', password: 'proofs-and-press' }
const CUSTOMER = {
  email: 'rosa@example.com',
  password: 'proofs-and-press',
  name: 'Rosa Baker',
  company_name: 'Baker Candle Co.',
}
const ADDRESS = {
  name: 'Rosa Baker',
  company: 'Baker Candle Co.',
  address1: '200 Market St',
  city: 'Chicago',
  state: 'IL',
  zip: '60606',
}
/** 2,500 white plastic gloss labels, 2 x 3 in rectangles on rolls (API.md's walkthrough). */
const LABELS = {
  product_type_id: 1,
  substrate_id: 1,
  laminate_id: 1,
  shape_id: 1,
  is_square_corners: false,
  width: 2,
  length: 3,
  form_factor_id: 1,
  roll_direction_id: 1,
  design_count: 1,
  design_qty: 2500,
  total_qty: 2500,
}

/**
 * Makes the bench's staff account in the store under `dataDir` with the server's create-admin
 * command; the store must not be running yet (its embedded database has one user at a time).
 */
export const createStaff = (root, dataDir) => {
  const cli = path.join(root, 'packages', 'http-adapter', 'dist', 'create-admin.js')
  const r = spawnSync(
    process.execPath,
    [cli, BENCH_STAFF.email, '--password', BENCH_STAFF.password],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  )
  if (r.status !== 0) throw new Error(`create-admin failed: ${r.stderr}`)
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port
      s.close(() => resolve(p))
    })
  })

/**
 * Starts the built server of the repository at `root` on a free port and a fresh data folder,
 * with the bench's staff account; `env` adds settings (e.g. STOREFRONT_DIR). Answers its address
 * and how to stop it (which also removes the data folder).
 */
export const startStore = async (root, env = {}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-bench-'))
  createStaff(root, dataDir)
  const port = await freePort()
  const server = spawn(
    process.execPath,
    [path.join(root, 'packages', 'http-adapter', 'dist', 'server.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: 'ignore',
    },
  )
  const stop = async () => {
    server.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 500))
    rmSync(dataDir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (i > 960) {
      server.kill('SIGKILL')
      throw new Error('the store did not start in 4 minutes')
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { url, stop }
}

/** A client of the store with one session: it keeps the cookie the store sets. */
const session = (base) => {
  let cookie = null
  const call = async (method, p, body, headers = {}) => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie === null ? {} : { cookie }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const set = res.headers.getSetCookie().find((c) => c.startsWith('diecut_sid='))
    if (set !== undefined) cookie = set.split(';')[0]
    const text = await res.text()
    if (!res.ok) throw new Error(`${method} ${p} answered ${res.status}: ${text}`)
    return JSON.parse(text)
  }
  return { call, cookie: () => cookie }
}

/** A priced label quote of the session's; answers its id. */
const quote = async (call) => {
  const { order } = await call('POST', '/orders/quoter', { order: { product_type_id: 1 } })
  const priced = await call('POST', `/orders/quoter/${order.id}`, { order: LABELS })
  if (!(priced.order.quoted_total > 0)) throw new Error('the bench quote was not priced')
  return order.id
}

/**
 * Seeds the store at `base`: the customer signs up, checks out one quote (ground, on the
 * store's terms: nothing is charged at checkout), saves another and leaves a third in the cart;
 * staff log in. Answers both sessions' cookies and the placed order's number.
 */
export const seedStore = async (base) => {
  const customer = session(base)
  await customer.call('POST', '/account/users/signup', CUSTOMER)
  await customer.call('POST', `/carts/add-to-cart/${await quote(customer.call)}`)
  const { rates } = await customer.call('POST', '/carts/rates', { address: ADDRESS })
  const ground = rates.find((r) => /ground/i.test(r.name)) ?? rates[0]
  const { placed_order } = await customer.call(
    'POST',
    '/carts/checkout',
    { address: ADDRESS, shipping_code: ground.code, po_number: 'PO-4471' },
    { 'idempotency-key': 'bench-checkout-1' },
  )
  await customer.call('POST', `/carts/save-to-account/${await quote(customer.call)}`, {
    customer_label: 'Candle jars, spring run',
  })
  await customer.call('POST', `/carts/add-to-cart/${await quote(customer.call)}`)
  const staff = session(base)
  await staff.call('POST', '/account/users/login', BENCH_STAFF)
  return {
    customerCookie: customer.cookie(),
    staffCookie: staff.cookie(),
    orderNumber: placed_order.number,
  }
}

/**
 * Every page type of the store (issue 26), each with the cookie of the session it is opened in
 * (null: a first-time guest). The blog is its list and one post.
 */
export const benchPages = ({ customerCookie, staffCookie, orderNumber }) => [
  { name: 'home', path: '/', cookie: null },
  { name: 'label quoter', path: '/orders/custom-labels', cookie: null },
  { name: 'carton quoter', path: '/orders/custom-cartons', cookie: null },
  { name: 'design quoter', path: '/orders/custom-design', cookie: null },
  { name: 'cart', path: '/cart', cookie: customerCookie },
  { name: 'checkout', path: '/carts', cookie: customerCookie },
  { name: 'placed order', path: `/account/orders/${orderNumber}`, cookie: customerCookie },
  { name: 'your orders', path: '/account/orders', cookie: customerCookie },
  { name: 'saved quotes', path: '/account/orders/saved', cookie: customerCookie },
  { name: 'blog', path: '/blog', cookie: null },
  { name: 'blog post', path: '/blog/choosing-a-label-material', cookie: null },
  { name: 'staff board', path: '/admin/orders', cookie: staffCookie },
]
