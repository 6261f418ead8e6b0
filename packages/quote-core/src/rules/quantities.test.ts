import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { line } from '../testing/order-fixtures'
import { checkQuantities, designQuantityErrorsPresent, quantityStepOf } from './quantities'
import { cartonOrder, labelOrder } from '../testing/rule-fixtures'

const STEP_MESSAGE = 'Duplex quantities go in steps of 2: enter an even quantity for each design'
const messages = (o: Parameters<typeof checkQuantities>[0]) =>
  checkQuantities(o).map((i) => i.message)

describe('quantity steps (docs/product.md section 9: front/back 1, duplex 2)', () => {
  it('are 2 for duplex and 1 for front/back and everything else', () => {
    expect(quantityStepOf({ is_duplex: true, is_front_back: false })).toBe(2)
    expect(quantityStepOf({ is_duplex: false, is_front_back: true })).toBe(1)
    expect(quantityStepOf({ is_duplex: false, is_front_back: false })).toBe(1)
  })

  it('refuse an odd duplex quantity as a design quantity error', () => {
    const odd = cartonOrder({ is_duplex: true, design_count: 2, total_qty: 1001, design_qty: 1001 })
    expect(checkQuantities(odd)).toContainEqual({
      category: 'quantity',
      subcategory: 'design_qty',
      message: STEP_MESSAGE,
      blocking: true,
      code: 'design_qty_off_step',
      path: ['designs_orders'],
    })
    expect(designQuantityErrorsPresent(odd)).toBe(true)
    const lines = cartonOrder({
      is_duplex: true,
      designs_orders: [
        line(1, 501, { print_sequence: 1, is_linked: true, linked_design_id: 102 }),
        line(2, 501, { print_sequence: 2, is_linked: true, linked_design_id: 101 }),
      ],
      design_count: 2,
      total_qty: 501,
      design_qty: 501,
    })
    expect(messages(lines)).toContain(STEP_MESSAGE)
  })

  it('accept even duplex quantities and any front/back quantity', () => {
    expect(
      messages(
        cartonOrder({ is_duplex: true, design_count: 2, total_qty: 1000, design_qty: 1000 }),
      ),
    ).not.toContain(STEP_MESSAGE)
    expect(
      messages(
        labelOrder({ is_front_back: true, design_count: 2, total_qty: 501, design_qty: 501 }),
      ),
    ).toEqual([])
  })

  it.prop([fc.integer({ min: 50, max: 100_000 }), fc.boolean()])(
    'flag a duplex quantity exactly when it is odd',
    (qty, duplex) => {
      const o = cartonOrder({ is_duplex: duplex, design_count: 2, total_qty: qty, design_qty: qty })
      expect(messages(o).includes(STEP_MESSAGE)).toBe(duplex && qty % 2 === 1)
    },
  )
})
