import { describe, expect, it } from 'vitest'
import { ORDER_STATUS, SIZE_TYPE } from '../catalog/ids'
import { MAX_CART_ORDERS } from '../schema/limits'
import {
  buildOrder,
  cartonQuotePatch,
  fixedNow,
  guestEnv,
  labelQuotePatch,
} from '../testing/fixtures'
import {
  addToCart,
  customSizeToRemember,
  removeFromCart,
  removeSavedQuote,
  saveToAccount,
} from './cart-moves'

const ctx = { env: guestEnv, now: fixedNow }
const complete = buildOrder(labelQuotePatch)
const placed = { ...complete, status_id: ORDER_STATUS.placed }

describe('addToCart', () => {
  it('puts a complete quote in the cart, priced', () => {
    const moved = addToCart(complete, ctx, 0)
    expect(moved).toMatchObject({ _tag: 'Moved', order: { status_id: ORDER_STATUS.inCart } })
    expect('order' in moved ? moved.order.quoted_total : null).toBeGreaterThan(0)
  })

  it('refuses an incomplete quote with its blocking issues, and a placed order', () => {
    const refused = addToCart(buildOrder({ ...labelQuotePatch, total_qty: null }), ctx, 0)
    expect(refused).toMatchObject({
      _tag: 'BlockingIssues',
      errors: expect.arrayContaining([expect.objectContaining({ code: 'quantities_missing' })]),
    })
    expect(addToCart(placed, ctx, 0)).toEqual({ _tag: 'OrderPlaced' })
  })

  it('refuses a new line when the cart is full, and still re-adds an order already in it', () => {
    expect(addToCart(complete, ctx, MAX_CART_ORDERS - 1)).toMatchObject({ _tag: 'Moved' })
    expect(addToCart(complete, ctx, MAX_CART_ORDERS)).toMatchObject({
      _tag: 'CartFull',
      code: 'cart_full',
      max: MAX_CART_ORDERS,
    })
    const inCart = { ...complete, status_id: ORDER_STATUS.inCart }
    expect(addToCart(inCart, ctx, MAX_CART_ORDERS)).toMatchObject({ _tag: 'Moved' })
  })
})

describe('removeFromCart', () => {
  it('turns a carted order back into an open quote, and refuses one not in the cart', () => {
    const inCart = { ...complete, status_id: ORDER_STATUS.inCart }
    expect(removeFromCart(inCart)).toEqual({
      _tag: 'Moved',
      order: { ...inCart, status_id: null },
      errors: [],
    })
    expect(removeFromCart(complete)).toEqual({ _tag: 'NotInCart' })
    expect(removeFromCart(placed)).toEqual({ _tag: 'NotInCart' })
  })
})

describe('removeSavedQuote', () => {
  it('turns a saved quote back into an open quote, and refuses any other order', () => {
    const saved = { ...complete, status_id: ORDER_STATUS.saved }
    expect(removeSavedQuote(saved)).toEqual({
      _tag: 'Moved',
      order: { ...saved, status_id: null },
      errors: [],
    })
    expect(removeSavedQuote(complete)).toEqual({ _tag: 'NotSaved' })
    expect(removeSavedQuote({ ...complete, status_id: ORDER_STATUS.inCart })).toEqual({
      _tag: 'NotSaved',
    })
    expect(removeSavedQuote(placed)).toEqual({ _tag: 'OrderPlaced' })
  })
})

describe('saveToAccount', () => {
  it('saves under the given name, or the default name when it is blank', () => {
    const named = saveToAccount(complete, 'Jar labels', ctx)
    expect(named).toMatchObject({
      _tag: 'Moved',
      order: { status_id: ORDER_STATUS.saved, customer_label: 'Jar labels' },
    })
    expect(saveToAccount(complete, '  ', ctx)).toMatchObject({
      order: { customer_label: 'Saved Quote - 03/04/2025 9:30 AM' },
    })
    expect(saveToAccount(placed, null, ctx)).toEqual({ _tag: 'OrderPlaced' })
  })
})

describe('customSizeToRemember', () => {
  it('remembers a custom label size without depth and a carton size with it', () => {
    const label = customSizeToRemember({ ...placed, size_type_id: SIZE_TYPE.custom })
    expect(label).toMatchObject({ width: 2, length: 3, depth: null, product_type_id: 1 })
    expect(label?.label).toContain('2" x 3"')
    const carton = { ...buildOrder(cartonQuotePatch), status_id: ORDER_STATUS.placed }
    expect(customSizeToRemember({ ...carton, size_type_id: SIZE_TYPE.custom })).toMatchObject({
      width: 2,
      length: 4,
      depth: 6,
      product_type_id: 2,
    })
  })

  it('remembers nothing for a stock die or an unfinished size', () => {
    expect(customSizeToRemember({ ...placed, size_type_id: SIZE_TYPE.die })).toBeNull()
    expect(
      customSizeToRemember({ ...placed, size_type_id: SIZE_TYPE.custom, width: null }),
    ).toBeNull()
  })

  it('remembers nothing for a custom size only carted or saved: its die fee is not paid yet', () => {
    for (const status_id of [null, ORDER_STATUS.inCart, ORDER_STATUS.saved])
      expect(
        customSizeToRemember({ ...complete, status_id, size_type_id: SIZE_TYPE.custom }),
      ).toBeNull()
  })
})
