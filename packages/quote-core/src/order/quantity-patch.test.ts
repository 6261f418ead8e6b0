import { describe, expect, it } from 'vitest'
import { deriveOrder } from './derive'
import { QUANTITIES_PER_DESIGN, quantityPatchRefusals } from './quantity-patch'
import { buildOrder, guestEnv, labelQuotePatch } from '../testing/fixtures'
import { applyPatch } from './apply-patch'
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
      { path: 'design_count', message: QUANTITIES_PER_DESIGN },
    ])
    expect(quantityPatchRefusals(withLines, { total_qty: 1000, width: 3 })).toEqual([])
  })

  it('lets a quantity per design through: it is given to every line', () => {
    expect(quantityPatchRefusals(withLines, { design_qty: 2000 })).toEqual([])
    const patched = applyPatch(withLines, { design_qty: 2000 }, guestEnv)
    expect(patched.designs_orders.map((l) => l.qty)).toEqual([2000, 2000])
    expect(patched.total_qty).toBe(4000)
  })

  it('lets an order without artwork lines set its quantities', () => {
    expect(quantityPatchRefusals(buildOrder(labelQuotePatch), { total_qty: 5000 })).toEqual([])
  })
})
