import { describe, expect, it } from 'vitest'
import {
  designQuantityChanged,
  designsSynced,
  duplexToggled,
  blankToggled,
  quantitiesChanged,
} from '../actions'
import { carton, label, line, run } from '../../testing/order-fixtures'

describe('order/quantitiesChanged without uploaded designs', () => {
  it('splits the total evenly over the designs (rounded up)', () => {
    expect(label(quantitiesChanged({ total_qty: 1000, design_count: 3 }))).toMatchObject({
      total_qty: 1000,
      design_count: 3,
      design_qty: 334,
      duplex_aware_design_qty: 3,
      duplex_aware_total_qty: 1000,
      duplex_aware_total_qty_with_split: 1002,
    })
  })

  it('pairs files in duplex: printed designs are half the files', () => {
    expect(
      carton(duplexToggled({ on: true }), quantitiesChanged({ total_qty: 1000, design_count: 4 })),
    ).toMatchObject({
      design_qty: 500,
      duplex_aware_design_qty: 2,
      duplex_aware_total_qty_with_split: 1000,
    })
  })

  it('a quantity per design sets the total', () => {
    const order = label(
      quantitiesChanged({ design_count: 2 }),
      quantitiesChanged({ design_qty: 250 }),
    )
    expect(order).toMatchObject({ total_qty: 500, design_qty: 250 })
  })

  it('rejects counts that are negative, fractional or too large', () => {
    const start = label()
    for (const total_qty of [-1, 2.5, 20_000_000])
      expect(run(start, [quantitiesChanged({ total_qty })])).toBe(start)
  })
})

describe('quantities with uploaded designs', () => {
  const lines = [
    line(1, 300),
    line(2, 300, { is_linked: true, linked_design_id: 103, print_sequence: 1 }),
    line(3, 300, { is_linked: true, linked_design_id: 102, print_sequence: 2 }),
  ]

  it('take the total from lines that are not the back of a pair, and the count from the files', () => {
    const order = carton(duplexToggled({ on: true }), designsSynced({ designs_orders: lines }))
    expect(order).toMatchObject({ total_qty: 600, design_count: 3, design_qty: 300 })
  })

  it('ignore a typed total, but give a quantity per design to every line', () => {
    const order = label(designsSynced({ designs_orders: [line(1, 300), line(2, 500)] }))
    expect(order.design_qty).toBe(400)
    expect(run(order, [quantitiesChanged({ total_qty: 5 })])).toBe(order)
    const all = run(order, [quantitiesChanged({ design_qty: 100 })])
    expect(all.designs_orders.map((l) => l.qty)).toEqual([100, 100])
    expect(all.total_qty).toBe(200)
  })

  it('a line quantity change also changes its pair partner', () => {
    const order = carton(
      duplexToggled({ on: true }),
      designsSynced({ designs_orders: lines }),
      designQuantityChanged({ designsOrderId: 2, qty: 50 }),
    )
    expect(order.designs_orders.map((l) => l.qty)).toEqual([300, 50, 50])
    expect(run(order, [designQuantityChanged({ designsOrderId: 9, qty: 1 })])).toBe(order)
  })

  it('blank cartons accept no designs', () => {
    const blank = carton(blankToggled({ on: true }))
    expect(run(blank, [designsSynced({ designs_orders: [line(1, 100)] })])).toBe(blank)
  })
})
