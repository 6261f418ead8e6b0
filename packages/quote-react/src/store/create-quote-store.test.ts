import {
  cornersChanged,
  emptyEnv,
  notesChanged,
  quantitiesChanged,
  shapeSelected,
  sizeChanged,
} from '@diecut/quote-core'
import { describe, expect, it } from 'vitest'
import { labelGestures } from '../../test/support/label-quote'
import { guestQuote } from '../../test/support/quote-fixture'
import { sleep, until } from '../../test/support/wait'
import type { QuoteStore } from './create-quote-store'

/** A one-pixel PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
)

// The waits below start in the same tick as the store's debounce timer. Node counts both from
// that tick's clock (on a busy machine, a little before the call itself), so a wait that is
// shorter than the debounce always ends before the debounce does, however late the tick.

const settled = (store: QuoteStore) => until(() => store.getState().sync === 'idle', 15_000)

/** A guest with a complete label quote the server has acknowledged. */
const startedQuote = async () => {
  const quote = guestQuote()
  for (const a of labelGestures) quote.store.getState().dispatch(a)
  await quote.store.getState().flush()
  await settled(quote.store)
  return quote
}

describe('createQuoteStore', () => {
  it('prices locally in the same call and creates the order on the server with one request', async () => {
    const { store, fetch } = guestQuote()
    for (const a of labelGestures) store.getState().dispatch(a)
    const local = store.getState()
    expect(local.quote).not.toBeNull()
    expect(local.errors.filter((e) => e.blocking)).toEqual([])
    expect(local.order.quoted_total).toBeGreaterThan(0)
    expect(local.steps).toMatchObject({ shape: true, size: true, application: true })
    expect(local.sync).toBe('pending')

    await settled(store)
    expect(fetch.count('/orders/quoter', 'POST')).toBe(1)
    const { order } = store.getState()
    expect(order.id).toBeGreaterThan(0)
    expect(order.quoted_total).toBe(local.order.quoted_total)
  })

  it('keeps the errors and steps objects while a quantity change leaves them as they were', async () => {
    const { store } = await startedQuote()
    const { errors, steps, order } = store.getState()
    store.getState().dispatch(quantitiesChanged({ total_qty: 2500, design_qty: 2500 }))
    const after = store.getState()
    expect(after.order).not.toBe(order)
    expect(after.order.quoted_total).not.toBe(order.quoted_total)
    expect(after.errors).toBe(errors)
    expect(after.steps).toBe(steps)
    store.getState().dispatch(sizeChanged({ width: 2, length: 40 }))
    expect(store.getState().errors).not.toBe(errors)
    expect(store.getState().errors).not.toEqual(errors)
  })

  it('ticks the completed steps once per change, keeping the object while no tick moves', async () => {
    const { store } = await startedQuote()
    const { completed } = store.getState()
    expect(completed).toMatchObject({ material: true, shape: true, size: true, artwork: true })
    store.getState().dispatch(quantitiesChanged({ total_qty: 2500, design_qty: 2500 }))
    expect(store.getState().completed).toBe(completed)
    store.getState().dispatch(sizeChanged({ width: 2, length: 40 }))
    expect(store.getState().completed).not.toBe(completed)
    expect(store.getState().completed.size).toBe(false)
  })

  it('applies a keystroke and its pending sync in one store update', async () => {
    const { store } = await startedQuote()
    const updates: string[] = []
    const stop = store.subscribe((s) => updates.push(`${s.order.total_qty} ${s.sync}`))
    store.getState().dispatch(quantitiesChanged({ total_qty: 2500, design_qty: 2500 }))
    stop()
    expect(updates).toEqual(['2500 pending'])
  })

  it('keeps the order object when the server answers what this side already shows', async () => {
    const { store } = await startedQuote()
    store.getState().dispatch(quantitiesChanged({ total_qty: 2500, design_qty: 2500 }))
    const local = store.getState().order
    const seen: unknown[] = []
    const stop = store.subscribe((s) => seen.push(s.order))
    await store.getState().flush()
    await settled(store)
    stop()
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((o) => o === local)).toBe(true)
    expect(store.getState().order).toBe(local)
    store.getState().dispatch(notesChanged({ comments_customer: 'A new note' }))
    expect(store.getState().order).not.toBe(local)
    expect(store.getState().order.comments_customer).toBe('A new note')
  })

  it('waits 500 ms after the last quantity keystroke and sends one request for all of them', async () => {
    const { store, fetch } = await startedQuote()
    const before = fetch.count('/orders/quoter/')
    const quantities = [1, 12, 125, 1250, 2500]
    for (const qty of quantities) {
      store.getState().dispatch(quantitiesChanged({ total_qty: qty, design_qty: qty }))
      // 60 ms between keystrokes; after the last, 480 ms: 20 ms short of the debounce.
      await sleep(qty === quantities.at(-1) ? 480 : 60)
    }
    expect(store.getState().order.total_qty).toBe(2500)
    expect(fetch.count('/orders/quoter/')).toBe(before)
    await settled(store)
    const sent = fetch.seen.filter((r) => r.path.startsWith('/orders/quoter/')).slice(before)
    expect(sent).toHaveLength(1)
    expect(store.getState().order.total_qty).toBe(2500)
  })

  it('sends any other change after 100 ms', async () => {
    const { store, fetch } = await startedQuote()
    const before = fetch.count('/orders/quoter/')
    store.getState().dispatch(notesChanged({ comments_customer: 'Please rush' }))
    const at = Date.now()
    await sleep(90)
    expect(fetch.count('/orders/quoter/')).toBe(before)
    await settled(store)
    const sent = fetch.seen.filter((r) => r.path.startsWith('/orders/quoter/')).slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.at - at).toBeLessThan(480)
  })

  it('aborts an in-flight request when a newer one goes out; the older answer never lands', async () => {
    const { store, fetch } = await startedQuote()
    const before = fetch.count('/orders/quoter/')
    // The first answer is held back 1.5 s (the request itself reaches the real server).
    fetch.holdMs = (r) =>
      r.path.startsWith('/orders/quoter/') && fetch.count('/orders/quoter/') === before + 1
        ? 1500
        : 0
    const notes: string[] = []
    store.subscribe((s) => notes.push(s.order.comments_customer))
    fetch.onSend = () => {
      if (fetch.count('/orders/quoter/') === before + 1)
        store.getState().dispatch(notesChanged({ comments_customer: 'second' }))
    }
    store.getState().dispatch(notesChanged({ comments_customer: 'first' }))
    await until(() => fetch.count('/orders/quoter/') === before + 2)
    await settled(store)
    fetch.onSend = null
    expect(store.getState().order.comments_customer).toBe('second')
    const afterSecond = notes.slice(notes.indexOf('second'))
    expect(afterSecond.every((n) => n === 'second')).toBe(true)
    await sleep(1600)
    expect(store.getState().order.comments_customer).toBe('second')
    await store.getState().refresh()
    expect(store.getState().order.comments_customer).toBe('second')
  })

  it('keeps an upload answered while a patch was out, even when the patch was answered before it', async () => {
    const { store, fetch, api } = await startedQuote()
    const before = fetch.count('/orders/quoter/')
    // The patch reaches the server first; its answer is held back while the upload lands.
    fetch.holdMs = (r) =>
      r.path.startsWith('/orders/quoter/') && fetch.count('/orders/quoter/') === before + 1
        ? 800
        : 0
    store.getState().dispatch(notesChanged({ comments_customer: 'sent before the upload' }))
    await until(() => fetch.count('/orders/quoter/') === before + 1)
    await sleep(100)
    const { order } = store.getState()
    const added = await api.addDesigns(order.id, [new File([PNG], 'late.png')], {})
    store.getState().receiveOrder(added.order)
    expect(store.getState().order.designs_orders).toHaveLength(1)
    const lines: number[] = []
    store.subscribe((s) => lines.push(s.order.designs_orders.length))
    await sleep(900)
    await settled(store)
    fetch.holdMs = () => 0
    expect(lines.every((n) => n === 1)).toBe(true)
    expect(store.getState().order).toMatchObject({
      comments_customer: 'sent before the upload',
      designs_orders: [expect.objectContaining({ customer_filename: 'late.png' })],
    })
  })

  it("takes the server's answer as the base and replays the edits made while it was out", async () => {
    // This client has no die library: only the server can match 2" x 3" to a stock die.
    const { store, fetch } = guestQuote({ env: emptyEnv })
    for (const a of labelGestures) store.getState().dispatch(a)
    expect(store.getState().order.size_id).toBeNull()
    fetch.onSend = (r) => {
      if (r.path === '/orders/quoter')
        store.getState().dispatch(notesChanged({ comments_customer: 'typed during the request' }))
    }
    await until(() => store.getState().order.id > 0)
    fetch.onSend = null
    const reconciled = store.getState().order
    expect(reconciled.size_id).toBeGreaterThan(1000)
    expect(reconciled.comments_customer).toBe('typed during the request')
    await settled(store)
    await store.getState().refresh()
    expect(store.getState().order).toMatchObject({
      size_id: reconciled.size_id,
      comments_customer: 'typed during the request',
    })
  })

  it('holds re-quoting while the size is invalid and resumes once it is fixed', async () => {
    const { store, fetch } = await startedQuote()
    const before = fetch.count('/orders/quoter/')
    store.getState().dispatch(sizeChanged({ width: 2, length: 40 }))
    await sleep(300)
    expect(store.getState().sync).toBe('held')
    expect(fetch.count('/orders/quoter/')).toBe(before)
    store.getState().dispatch(sizeChanged({ width: 2, length: 4 }))
    await settled(store)
    expect(fetch.count('/orders/quoter/')).toBe(before + 1)
    expect(store.getState().order.length).toBe(4)
  })

  it('logs a failed refresh and keeps the edits when the server is gone', async () => {
    const { store: live } = await startedQuote()
    const { createQuoteApi } = await import('../api/quote-api')
    const { freePort } = await import('../../test/global-setup')
    const stopped = `http://127.0.0.1:${await freePort()}`
    const { store, logger } = guestQuote({
      api: createQuoteApi({ baseUrl: stopped, XMLHttpRequest: null }),
      initial: live.getState().order,
    })
    store.getState().dispatch(cornersChanged({ isSquareCorners: true }))
    store.getState().dispatch(notesChanged({ comments_customer: 'do not lose me' }))
    await until(() => store.getState().sync === 'error')
    expect(logger.warnings).toHaveLength(1)
    expect(store.getState().lastError).toMatchObject({ _tag: 'ApiError', code: 'network' })
    expect(store.getState().order).toMatchObject({
      is_square_corners: true,
      comments_customer: 'do not lose me',
    })
    await store.getState().refresh()
    expect(logger.warnings).toHaveLength(2)
    expect(store.getState().order.comments_customer).toBe('do not lose me')
  })

  it('adds to the cart, hands back the cart and starts a fresh quote', async () => {
    const { store } = await startedQuote()
    const id = store.getState().order.id
    const result = await store.getState().addToCart()
    expect(result._tag).toBe('Added')
    if (result._tag !== 'Added') return
    expect(result.order).toMatchObject({ id, status_id: 100 })
    expect(result.cart.order_count).toBe(1)
    expect(result.cart.orders.map((o) => o.id)).toEqual([id])
    const fresh = store.getState()
    expect(fresh.order).toMatchObject({ id: 0, product_type_id: 1, substrate_id: null })
    expect(fresh.cart?.order_count).toBe(1)
    expect(fresh.adding).toBe(false)
  })

  it('refuses to add an incomplete quote without calling the server', async () => {
    const { store, fetch } = guestQuote()
    store.getState().dispatch(shapeSelected({ shapeId: 1 }))
    const result = await store.getState().addToCart()
    expect(result).toMatchObject({ _tag: 'Failed', error: { code: 'incomplete_order' } })
    expect(fetch.count('/carts/')).toBe(0)
  })

  it('asks a guest to log in before saving, then runs the save after sign-up', async () => {
    const { store, api } = await startedQuote()
    const id = store.getState().order.id
    expect(await store.getState().saveToAccount()).toEqual({ _tag: 'LoginRequired' })
    expect(store.getState()).toMatchObject({ loginRequired: true, saving: false })
    expect(store.getState().order.id).toBe(id)

    await api.signup({ email: `saver-${id}@example.com`, password: 'long enough', name: 'Sam' })
    const saved = await store.getState().resumeSave()
    expect(saved._tag).toBe('Saved')
    if (saved._tag !== 'Saved') return
    expect(saved.order).toMatchObject({ id, status_id: 200 })
    expect(saved.order.customer_label).toMatch(
      /^Saved Quote - \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M$/,
    )
    expect(store.getState()).toMatchObject({ loginRequired: false, savedOrder: { id } })
    expect(store.getState().order.id).toBe(0)
  })

  it('opens an existing order of the session', async () => {
    const { store, api, fetch } = await startedQuote()
    const { order } = store.getState()
    const { createQuoteStore } = await import('./create-quote-store')
    const second = createQuoteStore({ api, env: store.getState().env, now: store.getState().now })
    await second.getState().open(order.id)
    expect(second.getState().order).toMatchObject({ id: order.id, width: 2, length: 3 })
    expect(second.getState().quote).not.toBeNull()
    expect(fetch.count(`/orders/quoter/${order.id}`)).toBeGreaterThan(0)
  })

  it("alerts 'Order ID not found. Please try again' when a quantity update answers 404", async () => {
    const { store, api, logger } = await startedQuote()
    // A new session: the order now belongs to someone else, so the server answers 404.
    await api.logout()
    store.getState().dispatch(notesChanged({ comments_customer: 'A note' }))
    await until(() => store.getState().sync === 'error', 15_000)
    expect(store.getState().lastError).toMatchObject({ status: 404 })
    // Only a quantity update alerts; other failures are logged (docs/product.md section 8).
    expect(store.getState().alert).toBeNull()
    store.getState().dispatch(quantitiesChanged({ total_qty: 2500, design_qty: 2500 }))
    await until(() => store.getState().alert !== null, 15_000)
    expect(store.getState().alert).toBe('Order ID not found. Please try again')
    expect(store.getState().order.total_qty).toBe(2500)
    expect(logger.warnings.length).toBeGreaterThan(0)
    store.getState().dismissAlert()
    expect(store.getState().alert).toBeNull()
  })
})
