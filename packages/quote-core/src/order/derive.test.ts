import { describe, expect, it } from 'vitest'
import { COLOR, EMBOSSING_TYPE } from '../catalog/ids'
import { CARTON_LAMINATE, LABEL_LAMINATE } from '../catalog/laminates'
import { LABEL_SUBSTRATE } from '../catalog/substrates'
import { initialOrder } from '../schema/initial-order'
import {
  colorModeToggled,
  duplexToggled,
  laminateSelected,
  materialSelected,
  shapeCategorySelected,
  sizeChanged,
} from './actions'
import { deriveOrder, describeSize } from './derive'
import { carton, label, line } from '../testing/order-fixtures'

describe('deriveOrder', () => {
  it('describes label and carton sizes', () => {
    expect(
      label(
        shapeCategorySelected({ category: 'square_rectangle' }),
        sizeChanged({ width: 2, length: 3 }),
      ).size_description,
    ).toBe('2" x 3" Rectangle, Round Corners')
    expect(
      carton(
        shapeCategorySelected({ category: 'straight_tuck' }),
        sizeChanged({ width: 2, length: 4, depth: 6 }),
      ).size_description,
    ).toBe('4" x 2" x 6" Straight Tuck')
    expect(describeSize({ ...initialOrder(1), shape_id: 2 })).toBe('Circle')
    expect(describeSize(initialOrder(1))).toBe('')
  })

  it('gives labels a repeat of length + 0.125 in and cartons none', () => {
    expect(label(sizeChanged({ width: 2, length: 3 })).repeat_length).toBe(3.125)
    expect(carton(sizeChanged({ width: 2, length: 3, depth: 4 })).repeat_length).toBeNull()
  })

  it('fills the material, laminate and colour labels', () => {
    const order = label(
      materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper }),
      laminateSelected({ laminateId: LABEL_LAMINATE.matte }),
      colorModeToggled({ colorId: COLOR.blackOnly, on: true }),
    )
    expect(order).toMatchObject({
      substrate_label: 'White Paper',
      laminate_label: 'Matte',
      laminate_supplies: ['matte-film'],
      color_label: 'Black Ink Only',
    })
    expect(
      carton(laminateSelected({ laminateId: CARTON_LAMINATE.gloss }), duplexToggled({ on: true }))
        .color_label,
    ).toBe('Full Color, Inside: Full Color')
  })

  it('derives quantities from uploaded designs, skipping the back of a pair', () => {
    const order = deriveOrder({
      ...initialOrder(1),
      is_front_back: true,
      designs_orders: [
        line(1, 200, { print_sequence: 1 }),
        line(2, 200, { print_sequence: 2 }),
        line(3, 300),
        line(4, 300),
      ],
    })
    expect(order).toMatchObject({
      total_qty: 800,
      design_count: 4,
      duplex_aware_design_qty: 2,
      design_qty: 400,
      duplex_aware_total_qty_with_split: 800,
    })
  })

  it('keeps the embossing type consistent with the flag', () => {
    expect(deriveOrder({ ...initialOrder(2), is_embossing: true }).embossing_type_id).toBe(
      EMBOSSING_TYPE.identical,
    )
    expect(deriveOrder({ ...initialOrder(2), embossing_type_id: 1 }).embossing_type_id).toBeNull()
  })

  it('leaves price and ship-date fields alone and is idempotent', () => {
    const priced = {
      ...initialOrder(1),
      quoted_total: 123.45,
      delay_total: 4,
      ship_due_date: '2021-03-05',
    }
    const once = deriveOrder(priced)
    expect(once).toMatchObject({
      quoted_total: 123.45,
      delay_total: 4,
      ship_due_date: '2021-03-05',
    })
    expect(deriveOrder(once)).toBe(once)
  })
})
