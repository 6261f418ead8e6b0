import { describe, expect, it } from 'vitest'
import { designsLinked, designsSynced, duplexToggled, linksCleared } from '../actions'
import { carton, line, run } from '../../testing/order-fixtures'

const three = designsSynced({ designs_orders: [line(1, 100), line(2, 100), line(3, 100)] })

describe('order/designsLinked and order/linksCleared', () => {
  it('pairs two designs as outside (1) and inside (2)', () => {
    const order = carton(
      duplexToggled({ on: true }),
      three,
      designsLinked({ designId1: 101, designId2: 102 }),
    )
    expect(
      order.designs_orders.map((l) => [
        l.design.is_linked,
        l.design.linked_design_id,
        l.design.print_sequence,
      ]),
    ).toEqual([
      [true, 102, 1],
      [true, 101, 2],
      [false, null, null],
    ])
    expect(order.total_qty).toBe(200)
  })

  it("unlinks a design's former partner when it is paired again", () => {
    const order = carton(
      duplexToggled({ on: true }),
      three,
      designsLinked({ designId1: 101, designId2: 102 }),
      designsLinked({ designId1: 103, designId2: 101 }),
    )
    expect(order.designs_orders.map((l) => l.design.linked_design_id)).toEqual([103, null, 101])
  })

  it('is rejected outside duplex or front/back, for unknown or identical designs', () => {
    const single = carton(three)
    expect(run(single, [designsLinked({ designId1: 101, designId2: 102 })])).toBe(single)
    const duplex = carton(duplexToggled({ on: true }), three)
    expect(run(duplex, [designsLinked({ designId1: 101, designId2: 101 })])).toBe(duplex)
    expect(run(duplex, [designsLinked({ designId1: 101, designId2: 999 })])).toBe(duplex)
  })

  it('linksCleared unlinks every pair', () => {
    const order = carton(
      duplexToggled({ on: true }),
      three,
      designsLinked({ designId1: 101, designId2: 102 }),
      linksCleared(),
    )
    expect(order.designs_orders.every((l) => !l.design.is_linked)).toBe(true)
    expect(run(order, [linksCleared()])).toBe(order)
  })
})
