import { describe, expect, it } from 'vitest'
import { COLOR, DESIGN_TYPE } from '../../catalog/ids'
import { noLaminateId } from '../../catalog/laminates'
import { findSubstrate, LABEL_SUBSTRATE } from '../../catalog/substrates'
import {
  colorModeToggled,
  designBriefChanged,
  designTypeSelected,
  materialSelected,
  paletteToggled,
  stylePickToggled,
} from '../actions'
import { design, label, run } from '../../testing/order-fixtures'

describe('order/designTypeSelected and order/designBriefChanged', () => {
  it('a design order always has a brief; the type is set on it', () => {
    expect(design().graphic_design_order_details?.design_type_id).toBeNull()
    expect(
      design(designTypeSelected({ designTypeId: DESIGN_TYPE.custom })).graphic_design_order_details
        ?.design_type_id,
    ).toBe(DESIGN_TYPE.custom)
  })

  it('creates the brief of a label order for labels', () => {
    expect(
      label(designTypeSelected({ designTypeId: DESIGN_TYPE.edits })).graphic_design_order_details,
    ).toMatchObject({
      design_type_id: DESIGN_TYPE.edits,
      design_product_type_id: 1,
    })
  })

  it('merges brief fields and rejects ones too long to store', () => {
    const order = design(
      designBriefChanged({
        brand_description: 'Small-batch coffee',
        website_url: 'https://example.com',
      }),
    )
    expect(order.graphic_design_order_details).toMatchObject({
      brand_description: 'Small-batch coffee',
      website_url: 'https://example.com',
    })
    expect(run(order, [designBriefChanged({ product_label: 'x'.repeat(256) })])).toBe(order)
  })
})

describe('order/stylePickToggled and order/paletteToggled', () => {
  it('picks at most 3 styles across categories, and a second toggle removes one', () => {
    const three = design(
      stylePickToggled({ categoryId: 1, styleId: 11 }),
      stylePickToggled({ categoryId: 2, styleId: 21 }),
      stylePickToggled({ categoryId: 3, styleId: 32 }),
    )
    expect(three.graphic_design_order_details?.design_style_preferences).toHaveLength(3)
    expect(run(three, [stylePickToggled({ categoryId: 4, styleId: 41 })])).toBe(three)
    const two = run(three, [stylePickToggled({ categoryId: 2, styleId: 21 })])
    expect(two.graphic_design_order_details?.design_style_preferences).toEqual([
      { category_id: 1, style_id: 11 },
      { category_id: 3, style_id: 32 },
    ])
  })

  it('rejects a style of another category', () => {
    const start = design()
    expect(run(start, [stylePickToggled({ categoryId: 1, styleId: 21 })])).toBe(start)
  })

  it('picks at most 3 palettes and rejects unknown ones', () => {
    const three = design(
      paletteToggled({ paletteId: 1 }),
      paletteToggled({ paletteId: 5 }),
      paletteToggled({ paletteId: 9 }),
    )
    expect(three.graphic_design_order_details?.color_preferences).toEqual([1, 5, 9])
    expect(run(three, [paletteToggled({ paletteId: 2 })])).toBe(three)
    expect(
      run(three, [paletteToggled({ paletteId: 5 })]).graphic_design_order_details
        ?.color_preferences,
    ).toEqual([1, 9])
    expect(run(three, [paletteToggled({ paletteId: 42 })])).toBe(three)
  })
})

describe('material choice on a design order (docs/product.md section 4)', () => {
  const custom = designTypeSelected({ designTypeId: DESIGN_TYPE.custom })
  it('forces No Laminate and high-opacity white on dark stocks, and sets the default backing', () => {
    const kraft = design(custom, materialSelected({ substrateId: LABEL_SUBSTRATE.kraftPaper }))
    expect(kraft.laminate_id).toBe(noLaminateId(1))
    expect(kraft.is_high_opacity_white).toBe(true)
    const clear = design(custom, materialSelected({ substrateId: LABEL_SUBSTRATE.clearPlastic }))
    expect(clear.substrate_backing_id).toBe(
      findSubstrate(LABEL_SUBSTRATE.clearPlastic)?.defaultBackingId,
    )
  })

  it('keeps high-opacity white off under Black Ink Only, and refuses it where the material cannot', () => {
    const black = colorModeToggled({ colorId: COLOR.blackOnly, on: true })
    const paper = design(
      custom,
      materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper }),
      black,
    )
    expect(paper.color_id).toBe(COLOR.blackOnly)
    const kraft = run(paper, [materialSelected({ substrateId: LABEL_SUBSTRATE.kraftPaper })])
    expect(kraft.is_high_opacity_white).toBe(false)
    const vellum = design(custom, materialSelected({ substrateId: LABEL_SUBSTRATE.blackVellum }))
    expect(run(vellum, [black])).toBe(vellum)
  })

  it('offers the carton materials once the brief is for a carton', () => {
    const carton = design(custom, designBriefChanged({ design_product_type_id: 2 }))
    expect(findSubstrate(carton.substrate_id)?.productTypeId).toBe(2)
    expect(run(carton, [materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper })])).toBe(
      carton,
    )
  })
})
