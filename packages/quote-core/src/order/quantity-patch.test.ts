import { describe, expect, it } from 'vitest'
import { deriveOrder } from './derive'
import { QUANTITIES_PER_DESIGN, quantityPatchRefusals } from './quantity-patch'
import { buildOrder, labelQuotePatch } from '../testing/fixtures'
import { line } from '../testing/order-fixtures'

describe('quantityPatchRefusals', () => {
  const withLines = deriveOrder({
    ...buildOrder(labelQuotePatch),
    designs_orders: [line(1, 500), line(2, 500)],
  })

  it('refuses quantities that the artwork lines carry, unless they are the same', () => {
    expect(withLines).toMatchObject({ total_qty: 1000, design_count: 2 })
    expect(quantityPatchRefusals(withLines, { total_qty: 5000, design_count: 2 })).toEqual([
      { path: 'total_qty', message: QUANTITIES_PER_DESIGN },
    ])
    expect(quantityPatchRefusals(withLines, { design_qty: 100, design_count: 4 })).toEqual([
      { path: 'design_qty', message: QUANTITIES_PER_DESIGN },
      { path: 'design_count', message: QUANTITIES_PER_DESIGN },
    ])
    expect(quantityPatchRefusals(withLines, { total_qty: 1000, width: 3 })).toEqual([])
  })

  it('lets an order without artwork lines set its quantities', () => {
    expect(quantityPatchRefusals(buildOrder(labelQuotePatch), { total_qty: 5000 })).toEqual([])
  })
})
