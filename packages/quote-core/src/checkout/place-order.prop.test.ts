import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { Schema } from 'effect'
import { PlacedOrder } from '../schema/placed-order'
import { placeCart } from './place-order'
import { cartonOrder, chicago, ctx, labelOrder } from '../testing/test-cart'

const label = fc
  .record({
    total_qty: fc.integer({ min: 250, max: 60_000 }),
    width: fc.integer({ min: 4, max: 16 }).map((n) => n / 4),
    length: fc.integer({ min: 4, max: 16 }).map((n) => n / 4),
  })
  .map((p) => labelOrder(p))
const carton = fc.integer({ min: 250, max: 20_000 }).map((q) => cartonOrder({ total_qty: q }))
const cart = fc
  .array(fc.oneof(label, carton), { minLength: 1, maxLength: 4 })
  .map((orders) => orders.map((o, i) => ({ ...o, id: i + 1 })))
const service = fc.constantFrom('LTL', '03', '02', '01')

const cents = (dollars: number) => Math.round(dollars * 100)

describe('placeCart properties', () => {
  it.prop([cart, service, fc.boolean()], { numRuns: 40 })(
    'line subtotals add up to the subtotal, and with shipping to the total, to the cent',
    (orders, code, residential) => {
      const address = { ...chicago, is_residential: residential }
      const result = placeCart({
        cart: orders,
        request: { address, shipping_code: code, email: 'a@b.co', po_number: null, notes: null },
        user: { is_guest: true, email: null },
        number: 'DC-10000042',
        ctx,
      })
      if (result._tag === 'BadShipping') return // freight or parcel not offered at this weight
      if (result._tag !== 'Placed') throw new Error(result.message)
      const p = result.placedOrder
      for (const amount of [
        p.subtotal,
        p.total,
        p.shipping.total,
        ...p.lines.map((l) => l.subtotal),
      ])
        expect(Math.abs(amount * 100 - cents(amount))).toBeLessThan(1e-6)
      const sum = p.lines.reduce((s, l) => s + cents(l.subtotal), 0)
      expect(sum).toBe(cents(p.subtotal))
      expect(cents(p.subtotal) + cents(p.shipping.total)).toBe(cents(p.total))
      expect(() => Schema.decodeUnknownSync(PlacedOrder)({ ...p, id: 1 })).not.toThrow()
    },
  )
})
