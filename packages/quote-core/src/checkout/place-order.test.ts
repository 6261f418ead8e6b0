import { describe, expect, it } from 'vitest'
import type { CheckoutRequest } from '../schema/placed-order'
import { evaluateOrder } from '../quote/evaluate-order'
import { cartShippingRates } from './cart-shipping'
import { placeCart, placedOrderNumber } from './place-order'
import { cartonOrder, chicago, ctx, labelOrder } from '../testing/test-cart'

const request = (patch: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  address: chicago,
  shipping_code: '03',
  email: 'ada@example.com',
  po_number: 'PO-7',
  notes: null,
  ...patch,
})
const guest: { is_guest: boolean; email: string | null } = { is_guest: true, email: null }
const place = (cart = [labelOrder(), cartonOrder()], req = request(), user = guest) =>
  placeCart({ cart, request: req, user, number: 'DC-12345678', ctx })

describe('placeCart', () => {
  it('snapshots each line at its quoted total and adds the chosen rate', () => {
    const cart = [labelOrder(), cartonOrder()]
    const result = place(cart)
    if (result._tag !== 'Placed') throw new Error(result.message)
    const p = result.placedOrder
    const totals = cart.map((o) => evaluateOrder(o, ctx).order.quoted_total ?? NaN)
    expect(p.lines.map((l) => l.subtotal)).toEqual(totals)
    const rates = cartShippingRates(cart, chicago, ctx)
    const ground = rates._tag === 'CartRates' ? rates.rates.find((r) => r.code === '03') : null
    expect(p.shipping).toMatchObject({ code: '03', name: 'Ground', total: ground?.total })
    expect(Math.round(p.total * 100)).toBe(
      Math.round(p.subtotal * 100) + Math.round(p.shipping.total * 100),
    )
    expect(p).toMatchObject({ number: 'DC-12345678', email: 'ada@example.com', po_number: 'PO-7' })
    expect(p.lines.map((l) => l.item_type)).toEqual(['labels', 'cartons'])
    expect(result.orders.every((o) => o.status_id === 300)).toBe(true)
  })

  it('starts a line without artwork at awaiting_artwork, and the order with it', () => {
    const result = place()
    expect(result._tag === 'Placed' && result.placedOrder.status).toBe('awaiting_artwork')
    expect(result._tag === 'Placed' && result.placedOrder.events[0]?.note).toBe('Order placed')
  })

  it('refuses an empty cart', () => {
    expect(place([])).toMatchObject({ _tag: 'CartEmpty', code: 'cart_empty' })
  })

  it('refuses an incomplete quote and lists its blocking errors', () => {
    const result = place([labelOrder(), labelOrder({ substrate_id: null }, 9)])
    expect(result).toMatchObject({ _tag: 'QuoteIncomplete', code: 'quote_incomplete' })
    if (result._tag !== 'QuoteIncomplete') return
    expect(result.errors.length).toBeGreaterThan(0)
    expect(result.errors.every((e) => e.order_id === 9 && e.blocking)).toBe(true)
  })

  it('refuses a shipping code not offered for this cart and address', () => {
    const abroad = { ...chicago, country: 'GB', state: '', zip: 'SW1A 1AA' }
    expect(place(undefined, request({ address: abroad }))).toMatchObject({ code: 'bad_shipping' })
    expect(place(undefined, request({ shipping_code: 'XX' }))).toMatchObject({
      code: 'bad_shipping',
    })
  })

  it('needs an email from a guest and takes the account email otherwise', () => {
    expect(place(undefined, request({ email: undefined }))).toMatchObject({
      code: 'bad_request',
      path: 'email',
    })
    const customer = { is_guest: false, email: 'me@shop.test' }
    const result = place(undefined, request({ email: undefined }), customer)
    expect(result._tag === 'Placed' && result.placedOrder.email).toBe('me@shop.test')
  })

  it('answers invalid_destination for an address no rate reaches', () => {
    expect(place(undefined, request({ address: { ...chicago, zip: '09001' } }))).toMatchObject({
      code: 'invalid_destination',
    })
  })
})

describe('placedOrderNumber', () => {
  it('formats DC- and eight digits', () => {
    expect(placedOrderNumber(0)).toBe('DC-10000000')
    expect(placedOrderNumber(4_294_967_295)).toMatch(/^DC-\d{8}$/)
  })
})
