import { describe, expect, it } from 'vitest'
import { CARTON_LAMINATE, LABEL_LAMINATE } from '../../catalog/laminates'
import { CARTON_SUBSTRATE, LABEL_SUBSTRATE } from '../../catalog/substrates'
import { coatingToggled, duplexToggled, laminateSelected, materialSelected } from '../actions'
import { carton, label, run } from '../../testing/order-fixtures'

const lam = (laminateId: number | null) => laminateSelected({ laminateId })

describe('order/laminateSelected', () => {
  it('moves the white boards onto White Vellum for carton Leather', () => {
    expect(carton(lam(CARTON_LAMINATE.leather))).toMatchObject({
      substrate_id: CARTON_SUBSTRATE.whiteVellumPaper,
      laminate_id: CARTON_LAMINATE.leather,
    })
    const coatedFbb = carton(
      materialSelected({ substrateId: CARTON_SUBSTRATE.whitePaperFbb }),
      coatingToggled({ on: true }),
    )
    expect(run(coatedFbb, [lam(CARTON_LAMINATE.leather)]).substrate_id).toBe(
      CARTON_SUBSTRATE.whiteVellumPaper,
    )
  })

  it('moves White Vellum back to Bright White Paper SBS for any other laminate', () => {
    const vellum = carton(lam(CARTON_LAMINATE.leather))
    expect(run(vellum, [lam(CARTON_LAMINATE.gloss)])).toMatchObject({
      substrate_id: CARTON_SUBSTRATE.brightWhitePaperSbs,
      laminate_id: CARTON_LAMINATE.gloss,
    })
  })

  it('rejects a laminate excluded for the material (returns the same object)', () => {
    const metallic = carton(materialSelected({ substrateId: CARTON_SUBSTRATE.metallicPaper }))
    expect(run(metallic, [lam(CARTON_LAMINATE.leather)])).toBe(metallic)
    const clear = label(materialSelected({ substrateId: LABEL_SUBSTRATE.clearPlastic }))
    expect(run(clear, [lam(LABEL_LAMINATE.softTouchMatte)])).toBe(clear)
  })

  it('rejects No Laminate on a carton board that must be laminated, and laminates of the other product', () => {
    const sbs = carton()
    expect(run(sbs, [lam(CARTON_LAMINATE.none)])).toBe(sbs)
    expect(run(sbs, [lam(LABEL_LAMINATE.gloss)])).toBe(sbs)
  })

  it('keeps the forced No Laminate of the no-laminate group', () => {
    const kraft = label(materialSelected({ substrateId: LABEL_SUBSTRATE.kraftPaper }))
    expect(run(kraft, [lam(LABEL_LAMINATE.gloss)])).toBe(kraft)
    expect(run(kraft, [lam(null)])).toBe(kraft)
  })

  it('rejects a laminate before a material is chosen', () => {
    const none = label()
    expect(run(none, [lam(LABEL_LAMINATE.gloss)])).toBe(none)
  })

  it('fills the laminate label and supplies', () => {
    expect(carton(lam(CARTON_LAMINATE.matte))).toMatchObject({
      laminate_label: 'Matte',
      laminate_supplies: ['matte-film'],
    })
  })
})

describe('order/coatingToggled', () => {
  it('swaps to the coated twin and back', () => {
    const coated = carton(coatingToggled({ on: true }))
    expect(coated.substrate_id).toBe(CARTON_SUBSTRATE.brightWhitePaperSbsCoated)
    expect(run(coated, [coatingToggled({ on: false })]).substrate_id).toBe(
      CARTON_SUBSTRATE.brightWhitePaperSbs,
    )
    expect(run(coated, [coatingToggled({ on: true })])).toBe(coated)
  })

  it('is rejected with duplex and on boards without a coated twin', () => {
    const duplex = carton(duplexToggled({ on: true }))
    expect(run(duplex, [coatingToggled({ on: true })])).toBe(duplex)
    const vellum = carton(lam(CARTON_LAMINATE.leather))
    expect(run(vellum, [coatingToggled({ on: true })])).toBe(vellum)
  })

  it('makes duplex unavailable while coated', () => {
    const coated = carton(coatingToggled({ on: true }))
    expect(run(coated, [duplexToggled({ on: true })])).toBe(coated)
  })
})
