import { describe, expect, it } from 'vitest'
import { quantitiesChanged } from '../order/actions'
import { orderReducer } from '../order/reducer'
import {
  buildOrder,
  cartonQuotePatch,
  fixedNow,
  guestEnv,
  labelQuotePatch,
} from '../testing/fixtures'
import { evaluateOrder } from './evaluate-order'
import { priceBreakOffer } from './order-price-breaks'

const ctx = { env: guestEnv, now: fixedNow }
const noQuantity = { total_qty: null, design_count: null }

describe('priceBreakOffer', () => {
  it('offers the usual quantities as soon as material, laminate, shape and size are known', () => {
    const order = buildOrder({ ...labelQuotePatch, ...noQuantity, form_factor_id: null })
    expect(evaluateOrder(order, ctx).quote).toBeNull()
    const offer = priceBreakOffer(order, ctx)
    expect(offer.rows.map((r) => r.quantity)).toEqual([
      100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000,
    ])
    expect(offer).toMatchObject({ compared: false, choosable: true, note: null })
    expect(offer.rows.every((r) => !r.is_current && r.savings_percent === 0)).toBe(true)
    const perUnit = offer.rows.map((r) => r.per_unit)
    expect(perUnit).toEqual([...perUnit].sort((a, b) => b - a))
  })

  it('quotes each row at what the order costs once that quantity is chosen', () => {
    for (const patch of [labelQuotePatch, cartonQuotePatch]) {
      const order = buildOrder({ ...patch, ...noQuantity })
      const offer = priceBreakOffer(order, ctx)
      expect(offer.rows.length).toBeGreaterThan(3)
      for (const row of offer.rows) {
        const chosen = orderReducer(order, quantitiesChanged({ total_qty: row.quantity }), ctx.env)
        const priced = evaluateOrder(chosen, ctx).order
        expect([priced.quoted_total, priced.quoted_price_per_label]).toEqual([
          row.total,
          row.per_unit,
        ])
      }
    }
  })

  it('splits the quantities over the designs already counted', () => {
    const one = priceBreakOffer(buildOrder({ ...labelQuotePatch, ...noQuantity }), ctx)
    const three = priceBreakOffer(
      buildOrder({ ...labelQuotePatch, total_qty: null, design_count: 3 }),
      ctx,
    )
    // Three designs cost more than one at the same total (more plates and changeovers).
    expect(three.rows[0]!.quantity).toBeGreaterThanOrEqual(one.rows[0]!.quantity)
    const at = (rows: typeof one.rows, q: number) => rows.find((r) => r.quantity === q)!.total
    expect(at(three.rows, 1000)).toBeGreaterThan(at(one.rows, 1000))
  })

  it('compares with the quote once a quantity is entered, and marks its own row', () => {
    const offer = priceBreakOffer(buildOrder(labelQuotePatch), ctx)
    expect(offer).toMatchObject({ compared: true, choosable: true })
    expect(offer.rows.filter((r) => r.is_current).map((r) => r.quantity)).toEqual([1000])
  })

  it('offers nothing before the size, or for a size that cannot be made', () => {
    expect(
      priceBreakOffer(buildOrder({ ...labelQuotePatch, ...noQuantity, width: null }), ctx),
    ).toMatchObject({ rows: [] })
    expect(
      priceBreakOffer(buildOrder({ ...labelQuotePatch, ...noQuantity, width: 40 }), ctx).rows,
    ).toEqual([])
  })
})
