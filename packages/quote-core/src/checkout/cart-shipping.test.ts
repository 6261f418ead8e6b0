import { describe, expect, it } from 'vitest'
import { evaluateOrder } from '../quote/evaluate-order'
import { shipmentOf } from '../quote/order-shipping'
import {
  cartShipment,
  cartShippingRates,
  chosenShippingCode,
  combineShipments,
} from './cart-shipping'
import { cartonOrder, chicago, ctx, labelOrder } from '../testing/test-cart'

const shipmentAlone = (order: ReturnType<typeof labelOrder>) => {
  const e = evaluateOrder(order, ctx)
  if (e.quote === null) throw new Error('not priced')
  return shipmentOf(e.order, e.quote)
}

describe('cartShipment', () => {
  it('sums the weight and volume of every line and keeps the largest item', () => {
    const label = labelOrder()
    const carton = cartonOrder()
    const cart = cartShipment([label, carton], ctx)
    if (cart._tag !== 'CartShipment' || cart.shipment === null) throw new Error('no shipment')
    const a = shipmentAlone(label)
    const b = shipmentAlone(carton)
    expect(cart.shipment.weightLb).toBeCloseTo(a.weightLb + b.weightLb, 9)
    expect(cart.shipment.volumeIn3).toBeCloseTo(a.volumeIn3 + b.volumeIn3, 9)
    const longest = Math.max(...a.largestItem, ...b.largestItem)
    expect(Math.max(...cart.shipment.largestItem)).toBe(longest)
  })

  it('leaves on the latest ship date of its lines', () => {
    const slow = labelOrder({ total_qty: 50_000 })
    const dates = [labelOrder(), slow].map((o) => evaluateOrder(o, ctx).order.ship_due_date)
    const cart = cartShipment([labelOrder(), slow], ctx)
    expect(cart._tag === 'CartShipment' && cart.shipDate).toBe([...dates].sort().at(-1))
  })

  it('refuses an incomplete order', () => {
    expect(cartShipment([labelOrder({ width: null })], ctx)._tag).toBe('NotPriced')
  })
})

describe('combineShipments', () => {
  it('envelopes items side by side, smallest side first', () => {
    const s = combineShipments([
      { weightLb: 1, volumeIn3: 10, largestItem: [2, 9, 1] },
      { weightLb: 2, volumeIn3: 5, largestItem: [3, 3, 3] },
    ])
    expect(s).toEqual({ weightLb: 3, volumeIn3: 15, largestItem: [3, 3, 9] })
  })
})

describe('cartShippingRates', () => {
  it('prices two lines together at least as much as the heavier alone', () => {
    const both = cartShippingRates([labelOrder(), cartonOrder()], chicago, ctx)
    const one = cartShippingRates([cartonOrder()], chicago, ctx)
    if (both._tag !== 'CartRates' || one._tag !== 'CartRates') throw new Error('no rates')
    const ground = (r: typeof both) => r.rates.find((x) => x.code === '03')?.total ?? NaN
    expect(ground(both)).toBeGreaterThanOrEqual(ground(one))
    expect(both.rates.map((r) => r.code)).toContain('03')
  })

  it('offers only the Worldwide services abroad', () => {
    const abroad = { ...chicago, country: 'GB', state: '', zip: 'SW1A 1AA' }
    const result = cartShippingRates([labelOrder()], abroad, ctx)
    expect(result._tag === 'CartRates' && result.rates.map((r) => r.name)).toEqual([
      'Worldwide Express',
      'Worldwide Expedited',
    ])
  })

  it('answers the invalid-destination message for a military ZIP', () => {
    const result = cartShippingRates([labelOrder()], { ...chicago, zip: '09001' }, ctx)
    expect(result._tag).toBe('InvalidDestination')
  })

  it('has nothing to ship for an empty cart, and says so', () => {
    expect(cartShippingRates([], chicago, ctx)).toEqual({
      _tag: 'CartEmpty',
      code: 'cart_empty',
      message: 'Your cart is empty.',
    })
  })
})

describe('chosenShippingCode', () => {
  // Soonest first: the dearest first and the cheapest last.
  const rates = [
    { code: '01', total: 85.86 },
    { code: '02', total: 47.24 },
    { code: '03', total: 18.77 },
  ]
  it("keeps the customer's choice while it is offered, else takes the cheapest rate", () => {
    expect(chosenShippingCode(rates, '02')).toBe('02')
    expect(chosenShippingCode(rates, null)).toBe('03')
    expect(chosenShippingCode(rates, 'FREIGHT')).toBe('03')
    expect(chosenShippingCode([], '02')).toBeNull()
  })
})
