import { describe, expect, it } from 'vitest'
import { BACKING, COLOR } from '../../catalog/ids'
import { CARTON_LAMINATE, LABEL_LAMINATE } from '../../catalog/laminates'
import { CARTON_SUBSTRATE, LABEL_SUBSTRATE } from '../../catalog/substrates'
import {
  backingSelected,
  colorModeToggled,
  duplexToggled,
  frontBackToggled,
  highOpacityWhiteToggled,
  laminateSelected,
  materialSelected,
  reversePrintToggled,
} from '../actions'
import { carton, label, run } from '../../testing/order-fixtures'

const pick = (substrateId: number | null) => materialSelected({ substrateId })

describe('order/materialSelected', () => {
  it('forces No Laminate for the no-laminate group, per product', () => {
    expect(label(pick(LABEL_SUBSTRATE.kraftPaper)).laminate_id).toBe(LABEL_LAMINATE.none)
    expect(carton(pick(CARTON_SUBSTRATE.blackVellum)).laminate_id).toBe(CARTON_LAMINATE.none)
  })

  it('keeps a laminate the new material allows and clears an excluded one', () => {
    const gloss = label(
      pick(LABEL_SUBSTRATE.whitePlastic),
      laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
    )
    expect(run(gloss, [pick(LABEL_SUBSTRATE.metallicPlastic)]).laminate_id).toBe(
      LABEL_LAMINATE.gloss,
    )
    const leather = label(
      pick(LABEL_SUBSTRATE.whitePlastic),
      laminateSelected({ laminateId: LABEL_LAMINATE.leather }),
    )
    expect(run(leather, [pick(LABEL_SUBSTRATE.metallicPlastic)]).laminate_id).toBeNull()
  })

  it('asks for a laminate again after leaving the no-laminate group', () => {
    expect(
      label(pick(LABEL_SUBSTRATE.kraftPaper), pick(LABEL_SUBSTRATE.whitePlastic)).laminate_id,
    ).toBeNull()
  })

  it('clears reverse print and front/back (Double-Sided) on a material that is not clear', () => {
    const clear = label(
      pick(LABEL_SUBSTRATE.clearPlastic),
      reversePrintToggled({ on: true }),
      frontBackToggled({ on: true }),
    )
    expect(clear).toMatchObject({
      is_reverse_print: true,
      is_front_back: true,
      color_id: COLOR.doubleSided,
    })
    expect(run(clear, [pick(LABEL_SUBSTRATE.whitePlastic)])).toMatchObject({
      is_reverse_print: false,
      is_front_back: false,
      color_id: null,
    })
  })

  it('sets the default backing and whether the backing can be chosen', () => {
    expect(label(pick(LABEL_SUBSTRATE.ultraClearPlastic))).toMatchObject({
      substrate_backing_id: BACKING.pet,
      is_customizable_backing: false,
    })
    expect(label(pick(LABEL_SUBSTRATE.whitePlastic))).toMatchObject({
      substrate_backing_id: BACKING.paper,
      is_customizable_backing: true,
    })
  })

  it('turns on high-opacity white for its default materials unless Black Ink Only', () => {
    expect(label(pick(LABEL_SUBSTRATE.kraftPaper)).is_high_opacity_white).toBe(true)
    const black = label(
      pick(LABEL_SUBSTRATE.whitePaper),
      colorModeToggled({ colorId: COLOR.blackOnly, on: true }),
    )
    expect(run(black, [pick(LABEL_SUBSTRATE.kraftPaper)]).is_high_opacity_white).toBe(false)
  })

  it('turns high-opacity white on when Black Ink Only is cleared by the new material', () => {
    const black = label(
      pick(LABEL_SUBSTRATE.whitePaper),
      colorModeToggled({ colorId: COLOR.blackOnly, on: true }),
    )
    expect(black).toMatchObject({ color_id: COLOR.blackOnly, is_high_opacity_white: false })
    expect(run(black, [pick(LABEL_SUBSTRATE.blackVellum)])).toMatchObject({
      color_id: null,
      is_high_opacity_white: true,
    })
  })

  it('clears Black Ink Only and White Ink Only on materials that cannot print them', () => {
    const black = label(
      pick(LABEL_SUBSTRATE.whitePaper),
      colorModeToggled({ colorId: COLOR.blackOnly, on: true }),
    )
    expect(run(black, [pick(LABEL_SUBSTRATE.blackVellum)]).color_id).toBeNull()
    const white = label(
      pick(LABEL_SUBSTRATE.kraftPaper),
      colorModeToggled({ colorId: COLOR.whiteOnly, on: true }),
    )
    expect(white.color_id).toBe(COLOR.whiteOnly)
    expect(run(white, [pick(LABEL_SUBSTRATE.whitePaper)]).color_id).toBeNull()
  })

  it('clears duplex on a board that is not duplex-capable', () => {
    const duplex = carton(duplexToggled({ on: true }))
    expect(duplex.is_duplex).toBe(true)
    expect(run(duplex, [pick(CARTON_SUBSTRATE.metallicPaper)])).toMatchObject({
      is_duplex: false,
      duplex_color_id: null,
    })
  })

  it('clears a Leather laminate when leaving White Vellum for a board Leather moves off', () => {
    const vellum = carton(laminateSelected({ laminateId: CARTON_LAMINATE.leather }))
    expect(vellum.substrate_id).toBe(CARTON_SUBSTRATE.whiteVellumPaper)
    expect(run(vellum, [pick(CARTON_SUBSTRATE.whitePaperFbb)]).laminate_id).toBeNull()
  })

  it('rejects unknown ids, another product, coated twins and the current material', () => {
    const start = label(pick(LABEL_SUBSTRATE.whitePlastic))
    for (const id of [999, CARTON_SUBSTRATE.brightWhitePaperSbs, LABEL_SUBSTRATE.whitePlastic])
      expect(run(start, [pick(id)])).toBe(start)
    expect(run(carton(), [pick(CARTON_SUBSTRATE.brightWhitePaperSbsCoated)]).substrate_id).toBe(
      CARTON_SUBSTRATE.brightWhitePaperSbs,
    )
  })

  it('is idempotent: choosing the same material twice equals choosing it once', () => {
    const once = label(pick(LABEL_SUBSTRATE.kraftPaper), highOpacityWhiteToggled({ on: false }))
    expect(run(once, [pick(LABEL_SUBSTRATE.kraftPaper)])).toBe(once)
  })

  it('clears the material and laminate when none is chosen', () => {
    const start = label(
      pick(LABEL_SUBSTRATE.whitePlastic),
      laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
    )
    expect(run(start, [pick(null)])).toMatchObject({
      substrate_id: null,
      laminate_id: null,
      substrate_label: '',
    })
  })
})

describe('order/backingSelected', () => {
  it('sets Poly (PET) where the material allows a backing choice, and rejects it elsewhere', () => {
    expect(
      label(pick(LABEL_SUBSTRATE.whitePlastic), backingSelected({ backingId: BACKING.pet }))
        .substrate_backing_id,
    ).toBe(BACKING.pet)
    const paper = label(pick(LABEL_SUBSTRATE.whitePaper))
    expect(run(paper, [backingSelected({ backingId: BACKING.pet })])).toBe(paper)
    expect(run(paper, [backingSelected({ backingId: 9 })])).toBe(paper)
  })
})
