import { describe, expect, it } from 'vitest'
import { FORM_FACTOR, ROLL_DIRECTION, SIZE_TYPE } from '../catalog/ids'
import { CARTON_LAMINATE, LABEL_LAMINATE } from '../catalog/laminates'
import { CARTON_SUBSTRATE, LABEL_SUBSTRATE } from '../catalog/substrates'
import { materialSelected } from './actions'
import { applyPatch, applyPatchDetailed } from './apply-patch'
import { carton, label, testEnv } from '../testing/order-fixtures'

describe('applyPatch', () => {
  it('returns the same order for a patch that changes nothing (an echo of the order)', () => {
    const order = label(materialSelected({ substrateId: LABEL_SUBSTRATE.whitePlastic }))
    expect(applyPatch(order, { ...order }, testEnv)).toBe(order)
    expect(applyPatch(order, {}, testEnv)).toBe(order)
  })

  it('applies the rules of each changed field, ignoring echoed fields the rules changed', () => {
    const order = label(materialSelected({ substrateId: LABEL_SUBSTRATE.whitePlastic }))
    const next = applyPatch(
      order,
      { substrate_id: LABEL_SUBSTRATE.kraftPaper, laminate_id: null, is_high_opacity_white: false },
      testEnv,
    )
    expect(next).toMatchObject({
      substrate_id: LABEL_SUBSTRATE.kraftPaper,
      laminate_id: LABEL_LAMINATE.none,
      is_high_opacity_white: true,
    })
  })

  it('changes product type before material, so a carton board can be chosen in the same patch', () => {
    const next = applyPatch(
      label(),
      {
        product_type_id: 2,
        substrate_id: CARTON_SUBSTRATE.whitePaperFbb,
        laminate_id: CARTON_LAMINATE.gloss,
      },
      testEnv,
    )
    expect(next).toMatchObject({
      product_type_id: 2,
      substrate_id: CARTON_SUBSTRATE.whitePaperFbb,
      laminate_id: CARTON_LAMINATE.gloss,
    })
  })

  it('clears the material of a coated or uncoated board when the patch sends none', () => {
    expect(applyPatch(carton(), { substrate_id: null }, testEnv).substrate_id).toBeNull()
    const coated = applyPatch(
      carton(),
      { substrate_id: CARTON_SUBSTRATE.whitePaperFbbCoated },
      testEnv,
    )
    expect(
      applyPatch(coated, { substrate_id: CARTON_SUBSTRATE.whitePaperFbb }, testEnv).substrate_id,
    ).toBe(CARTON_SUBSTRATE.whitePaperFbb)
  })

  it('reaches a coated board through the coating, and Leather through White Vellum', () => {
    expect(
      applyPatch(carton(), { substrate_id: CARTON_SUBSTRATE.whitePaperFbbCoated }, testEnv)
        .substrate_id,
    ).toBe(CARTON_SUBSTRATE.whitePaperFbbCoated)
    expect(
      applyPatch(carton(), { laminate_id: CARTON_LAMINATE.leather }, testEnv).substrate_id,
    ).toBe(CARTON_SUBSTRATE.whiteVellumPaper)
  })

  it('runs shape, size, die and application in order', () => {
    const next = applyPatch(
      label(),
      { shape_id: 1, width: 3, length: 2, form_factor_id: FORM_FACTOR.machineApplied },
      testEnv,
    )
    expect(next).toMatchObject({
      width: 3,
      length: 2,
      size_type_id: SIZE_TYPE.custom,
      roll_direction_id: ROLL_DIRECTION.top,
    })
    const die = testEnv.dies.find((d) => d.shape_id === 2 && d.width === 2)
    expect(applyPatch(label(), { size_id: die?.id ?? 0 }, testEnv)).toMatchObject({
      shape_id: 2,
      width: 2,
      length: 2,
      size_type_id: SIZE_TYPE.die,
    })
  })

  it('reports the fields the rules refused', () => {
    const result = applyPatchDetailed(
      label(materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper })),
      { is_reverse_print: true, is_duplex: true, comments_customer: 'Hi' },
      testEnv,
    )
    expect(result.order.comments_customer).toBe('Hi')
    expect(result.overridden).toEqual(['is_reverse_print', 'is_duplex'])
  })

  it('keeps one roll limit: the one being set wins over the one being cleared', () => {
    const rolls = applyPatch(
      label(),
      { width: 2, length: 3, is_special_roll_qty: true, roll_diameter_max: 6 },
      testEnv,
    )
    expect(
      applyPatch(rolls, { roll_diameter_max: null, roll_qty_max: 500 }, testEnv),
    ).toMatchObject({ roll_diameter_max: null, roll_qty_max: 500 })
  })

  it('sets fields without an event directly and merges the design brief', () => {
    const next = applyPatch(
      label(),
      {
        is_reorder: true,
        graphic_design_order_details: { design_type_id: 1, brand_description: 'Bees' },
      },
      testEnv,
    )
    expect(next.is_reorder).toBe(true)
    expect(next.graphic_design_order_details).toMatchObject({
      design_type_id: 1,
      brand_description: 'Bees',
      design_product_type_id: 1,
    })
  })
})
