import { decodeInput, SizesAnswer } from '@diecut/quote-core'
import { labelQuotePatch } from '@diecut/quote-core/testing'
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { guestQuote } from '../../test/support/quote-fixture'
import { serverFetch, tamperedFetch } from '../../test/support/server-fetch'
import { isApiError } from './api-error'
import { perFileProgress } from './artwork-calls'
import { decodeField } from './decode-response'
import { createQuoteApi } from './quote-api'

// The smallest valid PNG: a 1 x 1 transparent pixel.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
)

const rejection = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (e) {
    return e
  }
  throw new Error('expected a rejection')
}

describe('createQuoteApi', () => {
  it('gives a guest a session and a user', async () => {
    const { api } = guestQuote()
    const user = await api.currentUser()
    expect(user).toMatchObject({ is_guest: true, is_logged_in: false })
    expect((await api.currentUser()).id).toBe(user.id)
  })

  it('throws the error format of packages/http-adapter/API.md#errors as a tagged ApiError', async () => {
    const { api } = guestQuote()
    const bad = await rejection(api.updateOrder(1, { width: -3 } as never))
    expect(isApiError(bad)).toBe(true)
    expect(bad).toMatchObject({ status: 400, code: 'bad_request' })
    expect((bad as { issues: unknown[] }).issues.length).toBeGreaterThan(0)
    const missing = await rejection(api.refreshOrder(999_999))
    expect(missing).toMatchObject({ _tag: 'ApiError', status: 404, code: 'not_found' })
    const guest = await api.createOrder({})
    const save = await rejection(api.saveToAccount(guest.order.id, null))
    expect(save).toMatchObject({ status: 401, code: 'login_required' })
  })

  it('lists the blocking errors when the server refuses an incomplete order for the cart', async () => {
    const { api } = guestQuote()
    const { order } = await api.createOrder({ substrate_id: 1 })
    const refused = await rejection(api.addToCart(order.id))
    expect(refused).toMatchObject({ status: 400, code: 'incomplete_order' })
    const messages = (refused as { errors: { message: string }[] }).errors.map((e) => e.message)
    expect(messages).toContain('Select Shape & Size')
  })

  it('removes an order from the cart and lists the saved quotes of an account', async () => {
    const { api } = guestQuote()
    expect(await rejection(api.savedQuotes())).toMatchObject({ status: 401 })
    await api.signup({ email: `api-${Date.now()}@example.com`, password: 'pa55word!', name: 'Al' })
    const carted = (await api.createOrder(labelQuotePatch)).order
    const added = await api.addToCart(carted.id)
    expect(added.cart.order_count).toBe(1)
    const { cart } = await api.removeFromCart(carted.id)
    expect(cart).toMatchObject({ order_count: 0, subtotal: 0, orders: [] })
    expect(await rejection(api.removeFromCart(carted.id))).toMatchObject({ code: 'not_found' })
    await api.saveToAccount(carted.id, 'Back from the cart')
    const [saved, ...rest] = await api.savedQuotes()
    expect(rest).toEqual([])
    expect(saved).toMatchObject({
      id: carted.id,
      status_id: 200,
      customer_label: 'Back from the cart',
    })
    expect(typeof saved?.updated_at).toBe('string')
  })

  it('cancels a request through its AbortSignal', async () => {
    const { api } = guestQuote()
    const controller = new AbortController()
    controller.abort()
    expect(await rejection(api.currentUser(controller.signal))).toMatchObject({
      status: 0,
      code: 'aborted',
    })
  })

  it('turns an answer that does not match the core Schema into a bad_response error', async () => {
    const thrown = await decodeField('order', { order: { id: 'seven' } }, 'order').catch(
      (e: unknown) => e,
    )
    expect(thrown).toMatchObject({ _tag: 'ApiError', code: 'bad_response' })
  })

  it('uploads artwork with per-file progress and deletes it again', async () => {
    const { api } = guestQuote()
    const { order } = await api.createOrder({ design_count: 1 })
    const progress: number[][] = []
    const files = [new File([PNG], 'front art.png'), new File([PNG], 'back.png')]
    const added = await api.addDesigns(order.id, files, {
      qtyPerDesign: 250,
      onProgress: (p) => progress.push([...p]),
    })
    expect(added.designsOrders.map((d) => [d.customer_filename, d.qty])).toEqual([
      ['frontart.png', 250],
      ['back.png', 250],
    ])
    expect(added.order.designs_orders).toHaveLength(2)
    expect(progress.at(-1)).toEqual([1, 1])
    expect(await api.quoteDesigns(order.id)).toHaveLength(2)
    const first = added.designsOrders[0]!
    const { order: updated } = await api.updateDesignsOrder(first.id, 400)
    expect(updated.designs_orders.find((d) => d.id === first.id)?.qty).toBe(400)
    const after = await api.deleteDesign(first.id)
    expect(after.designsOrders).toHaveLength(1)
  })

  it('splits multipart progress over the files by their size', () => {
    expect(perFileProgress([100, 300], { loaded: 0, total: 440 })).toEqual([0, 0])
    expect(perFileProgress([100, 300], { loaded: 220, total: 440 })).toEqual([1, 1 / 3])
    expect(perFileProgress([100, 300], { loaded: 440, total: 440 })).toEqual([1, 1])
  })

  it('estimates shipping and reports a missing city as the server words it', async () => {
    const { api, store } = guestQuote()
    const { labelGestures } = await import('../../test/support/label-quote')
    for (const a of labelGestures) store.getState().dispatch(a)
    await store.getState().flush()
    const id = store.getState().order.id
    const estimate = await api.shippingRates(id, { city: 'Columbus', state: 'OH', zip: '43215' })
    expect(estimate.rates.map((r) => r.name)).toContain('Ground')
    expect(estimate.freightRequired).toBe(false)
    const invalid = await rejection(api.shippingRates(id, { zip: '43215' }))
    expect(invalid).toMatchObject({ status: 400, message: 'Invalid Destination.' })
  })

  describe('an answer that does not match the core Schemas', () => {
    /** An api whose answers to `path` are rewritten by `change` on their way back. */
    const tampered = (path: string, change: (body: unknown) => unknown) =>
      createQuoteApi({
        baseUrl: inject('serverUrl'),
        fetch: tamperedFetch(serverFetch(), path, change),
        XMLHttpRequest: null,
      })

    it('is a bad_response error naming the field, never a value of the wrong shape', async () => {
      const api = tampered('/account/users/current-user', () => ({ user: { id: 'me' } }))
      const thrown = await rejection(api.currentUser())
      expect(thrown).toMatchObject({ _tag: 'ApiError', code: 'bad_response', status: 200 })
      expect((thrown as Error).message).toMatch(/^The server's answer could not be read: user/)
    })

    it('rejects blog posts without a title, and an answer that is not a list', async () => {
      const real = await createQuoteApi({
        baseUrl: inject('serverUrl'),
        fetch: serverFetch(),
        XMLHttpRequest: null,
      }).latestPosts()
      expect(real.length).toBeGreaterThan(0)
      expect(typeof real[0]?.title.rendered).toBe('string')

      const untitled = tampered('/wp-json/wp/v2/posts', (body) =>
        Array.isArray(body) ? body.map((p: object) => ({ ...p, title: 42 })) : body,
      )
      expect(await rejection(untitled.latestPosts())).toMatchObject({ code: 'bad_response' })
      const notAList = tampered('/wp-json/wp/v2/posts', () => ({ posts: [] }))
      expect(await rejection(notAList.blogPosts(null))).toMatchObject({ code: 'bad_response' })
    })

    it('rejects artwork details whose sizes are not numbers', async () => {
      const api = tampered('/account/designs/order-index', () => ({
        designs: [{ id: 1, designs_order_id: 2, customer_filename: 'a.png', width_px: 'wide' }],
      }))
      const { order } = await api.createOrder({ design_count: 1 })
      await api.addDesigns(order.id, [new File([PNG], 'a.png')])
      const thrown = await rejection(api.artworkIndex(order.id))
      expect(thrown).toMatchObject({ code: 'bad_response' })
      expect((thrown as { issues: { path: string }[] }).issues[0]?.path).toMatch(/^designs\.0/)
    })

    it("reads the die library, a slice of sizes at a time, as its Schema does, and a bad size with the whole answer's error", async () => {
      const bodies: unknown[] = []
      const real = await tampered('/admin/sizes/see-all-sizes', (body) => {
        bodies.push(body)
        return body
      }).seeAllSizes(null)
      const whole = decodeInput(SizesAnswer)(bodies[0])
      expect(whole._tag).toBe('Decoded')
      expect(Array.isArray(real.sizes) && real.sizes.length).toBeGreaterThan(100)
      expect(real).toEqual(whole._tag === 'Decoded' ? whole.value : null)

      const withBadSize = (body: unknown) => {
        const { sizes } = body as { sizes: object[] }
        return {
          ...(body as object),
          sizes: sizes.map((d, i) => (i === 70 ? { ...d, width: 'wide' } : d)),
        }
      }
      const thrown = await rejection(
        tampered('/admin/sizes/see-all-sizes', withBadSize).seeAllSizes(null),
      )
      const expected = decodeInput(SizesAnswer)(withBadSize(bodies[0]))
      expect(expected._tag).toBe('DecodeFailed')
      const message = expected._tag === 'DecodeFailed' ? expected.message : ''
      expect(message).toMatch(/^sizes: /)
      expect(thrown).toMatchObject({
        code: 'bad_response',
        message: `The server's answer could not be read: ${message}`,
        issues: [{ path: 'see-all-sizes', message }],
      })
    })

    it('lets the real answers of the artwork calls through', async () => {
      const { api: realApi } = guestQuote()
      const { order } = await realApi.createOrder({ design_count: 1 })
      const added = await realApi.addDesigns(order.id, [new File([PNG], 'a.png')])
      const ids = added.designsOrders.map((d) => d.id)
      const { order: updated } = await realApi.updateAllDesignsOrders(order.id, ids, 300)
      expect(updated.designs_orders.map((d) => d.qty)).toEqual([300])
      expect(await realApi.artworkIndex(order.id)).toMatchObject([{ customer_filename: 'a.png' }])
    })
  })
})
