import { describe, expect, it } from 'vitest'
import { initialOrder } from '../schema/initial-order'
import { buildCart } from './cart'

describe('buildCart', () => {
  it('counts the orders and adds their totals in cents', () => {
    const priced = (total: number | null) => ({ ...initialOrder(1), quoted_total: total })
    const cart = buildCart(7, [priced(0.1), priced(0.2), priced(316.11), priced(null)])
    expect(cart).toMatchObject({ id: 7, order_count: 4, subtotal: 316.41, total: 316.41 })
    expect(buildCart(null, [])).toMatchObject({ order_count: 0, subtotal: 0, total: 0 })
  })
})
