import { describe, expect, it } from 'vitest'
import { CARTON_LAMINATE, LABEL_LAMINATE } from '../../catalog/laminates'
import { CARTON_SUBSTRATE, LABEL_SUBSTRATE } from '../../catalog/substrates'
import { COLOR, PROCESSING, PRODUCT_TYPE } from '../../catalog/ids'
import {
  dieSelected,
  duplexToggled,
  embossingToggled,
  laminateSelected,
  materialSelected,
  processingSelected,
  productTypeChanged,
  reversePrintToggled,
  colorModeToggled,
  designBriefChanged,
} from '../actions'
import { carton, design, label, run } from '../../testing/order-fixtures'

describe('order/productTypeChanged', () => {
  it('starts cartons on Bright White Paper SBS with no laminate, shape or size', () => {
    const start = label(
      materialSelected({ substrateId: LABEL_SUBSTRATE.whitePlastic }),
      laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
      dieSelected({ dieId: 1015 }),
    )
    const next = run(start, [productTypeChanged({ productTypeId: 2 })])
    expect(next).toMatchObject({
      product_type_id: PRODUCT_TYPE.carton,
      substrate_id: CARTON_SUBSTRATE.brightWhitePaperSbs,
      laminate_id: null,
      shape_id: null,
      size_id: null,
      width: null,
      length: null,
      substrate_label: 'Bright White Paper SBS',
    })
  })

  it('starts labels with no material and clears embossing and duplex', () => {
    const start = carton(
      laminateSelected({ laminateId: CARTON_LAMINATE.gloss }),
      embossingToggled({ on: true }),
      duplexToggled({ on: true }),
    )
    expect(start.is_embossing && start.is_duplex).toBe(true)
    const next = run(start, [productTypeChanged({ productTypeId: 1 })])
    expect(next).toMatchObject({
      substrate_id: null,
      laminate_id: null,
      is_embossing: false,
      embossing_type_id: null,
      is_duplex: false,
      duplex_color_id: null,
    })
  })

  it('drops options the new product does not allow (reverse print, Double-Sided, expedite days)', () => {
    const start = label(
      materialSelected({ substrateId: LABEL_SUBSTRATE.clearPlastic }),
      reversePrintToggled({ on: true }),
      colorModeToggled({ colorId: COLOR.doubleSided, on: true }),
      processingSelected({ processingId: PROCESSING.expedited, expediteDays: 0 }),
    )
    expect(start.is_reverse_print && start.is_front_back).toBe(true)
    const next = run(start, [productTypeChanged({ productTypeId: 2 })])
    expect(next).toMatchObject({
      is_reverse_print: false,
      is_front_back: false,
      color_id: null,
      processing_id: PROCESSING.standard,
      delay_expedite: null,
    })
  })

  it('gives a design order an empty brief for the product it was, keeping the material', () => {
    const start = carton(laminateSelected({ laminateId: CARTON_LAMINATE.matte }))
    const next = run(start, [productTypeChanged({ productTypeId: 3 })])
    expect(next.graphic_design_order_details?.design_product_type_id).toBe(2)
    expect(next.substrate_id).toBe(CARTON_SUBSTRATE.brightWhitePaperSbs)
    expect(next.laminate_id).toBe(CARTON_LAMINATE.matte)
  })

  it('restarts the materials when a design order switches between label and carton', () => {
    const start = design(materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper }))
    const next = run(start, [designBriefChanged({ design_product_type_id: 2 })])
    expect(next.substrate_id).toBe(CARTON_SUBSTRATE.brightWhitePaperSbs)
  })

  it('returns the same object for the current product type', () => {
    const start = label()
    expect(run(start, [productTypeChanged({ productTypeId: 1 })])).toBe(start)
  })
})
