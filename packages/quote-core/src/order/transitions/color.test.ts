import { describe, expect, it } from 'vitest'
import { COLOR } from '../../catalog/ids'
import { CARTON_SUBSTRATE, LABEL_SUBSTRATE } from '../../catalog/substrates'
import { colorAvailability } from '../../rules/option-availability'
import {
  blankToggled,
  colorModeToggled,
  designsLinked,
  designsSynced,
  duplexColorSelected,
  duplexToggled,
  frontBackToggled,
  highOpacityWhiteToggled,
  materialSelected,
} from '../actions'
import { carton, label, line, run } from '../../testing/order-fixtures'

const color = (colorId: number, on = true) => colorModeToggled({ colorId, on })
const clearLabel = (...rest: Parameters<typeof label>) =>
  label(materialSelected({ substrateId: LABEL_SUBSTRATE.clearPlastic }), ...rest)
const pair = [designsSynced({ designs_orders: [line(1, 500), line(2, 500)] })]

describe('order/colorModeToggled', () => {
  it('sets color_id on and clears it off', () => {
    const black = label(
      materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper }),
      color(COLOR.blackOnly),
    )
    expect(black).toMatchObject({ color_id: COLOR.blackOnly, color_label: 'Black Ink Only' })
    expect(run(black, [color(COLOR.blackOnly, false)])).toMatchObject({
      color_id: null,
      color_label: 'Full Color',
    })
  })

  it('is exclusive: another mode replaces the current one', () => {
    const metallic = label(
      materialSelected({ substrateId: LABEL_SUBSTRATE.metallicPlastic }),
      color(COLOR.blackOnly),
    )
    expect(run(metallic, [color(COLOR.whiteOnly)]).color_id).toBe(COLOR.whiteOnly)
  })

  it('rejects a mode the material cannot print', () => {
    const vellum = label(materialSelected({ substrateId: LABEL_SUBSTRATE.blackVellum }))
    expect(run(vellum, [color(COLOR.blackOnly)])).toBe(vellum)
    const paper = label(materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper }))
    expect(run(paper, [color(COLOR.whiteOnly)])).toBe(paper)
    expect(run(paper, [color(COLOR.blackOnly, false)])).toBe(paper)
  })

  it('Black Ink Only is not available, and not taken, before a material is chosen', () => {
    const none = label()
    expect(colorAvailability(none, COLOR.blackOnly)).toEqual({
      available: false,
      reason: 'Select a material first',
    })
    expect(run(none, [color(COLOR.blackOnly)])).toBe(none)
    const black = label(
      materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper }),
      color(COLOR.blackOnly),
    )
    expect(run(black, [materialSelected({ substrateId: null })]).color_id).toBeNull()
  })

  it('Double-Sided turns on front/back, and another mode turns both off', () => {
    const sided = clearLabel(color(COLOR.doubleSided))
    expect(sided).toMatchObject({ color_id: COLOR.doubleSided, is_front_back: true })
    expect(run(sided, [color(COLOR.whiteOnly)])).toMatchObject({
      color_id: COLOR.whiteOnly,
      is_front_back: false,
    })
  })

  it('Black Ink Only turns off high-opacity white', () => {
    const hiop = clearLabel(highOpacityWhiteToggled({ on: true }))
    expect(hiop.is_high_opacity_white).toBe(true)
    expect(run(hiop, [color(COLOR.blackOnly)]).is_high_opacity_white).toBe(false)
  })
})

describe('order/frontBackToggled', () => {
  it('on sets Double-Sided; off clears both', () => {
    const on = clearLabel(frontBackToggled({ on: true }))
    expect(on).toMatchObject({ is_front_back: true, color_id: COLOR.doubleSided })
    expect(run(on, [frontBackToggled({ on: false })])).toMatchObject({
      is_front_back: false,
      color_id: null,
    })
  })

  it('is rejected on a material that is not clear and on cartons', () => {
    const paper = label(materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper }))
    expect(run(paper, [frontBackToggled({ on: true })])).toBe(paper)
    const box = carton()
    expect(run(box, [frontBackToggled({ on: true })])).toBe(box)
  })

  it('clears every design link when toggled', () => {
    const linked = clearLabel(
      frontBackToggled({ on: true }),
      ...pair,
      designsLinked({ designId1: 101, designId2: 102 }),
    )
    expect(linked.designs_orders.map((l) => l.design.print_sequence)).toEqual([1, 2])
    const off = run(linked, [frontBackToggled({ on: false })])
    expect(
      off.designs_orders.every((l) => !l.design.is_linked && l.design.print_sequence === null),
    ).toBe(true)
  })
})

describe('order/duplexToggled', () => {
  it('on sets the inside colour to the order colour, Full Color by default', () => {
    expect(carton(duplexToggled({ on: true })).duplex_color_id).toBe(COLOR.fullColor)
    expect(carton(color(COLOR.blackOnly), duplexToggled({ on: true })).duplex_color_id).toBe(
      COLOR.blackOnly,
    )
    const vellum = carton(
      materialSelected({ substrateId: CARTON_SUBSTRATE.blackVellum }),
      color(COLOR.whiteOnly),
      duplexToggled({ on: true }),
    )
    expect(vellum.duplex_color_id).toBe(COLOR.whiteOnly)
  })

  it('off clears the inside colour', () => {
    const on = carton(duplexToggled({ on: true }))
    expect(run(on, [duplexToggled({ on: false })])).toMatchObject({
      is_duplex: false,
      duplex_color_id: null,
    })
  })

  it('is rejected on Metallic and Holographic boards, on blank cartons and on labels', () => {
    for (const substrateId of [CARTON_SUBSTRATE.metallicPaper, CARTON_SUBSTRATE.holographicPaper]) {
      const start = carton(materialSelected({ substrateId }))
      expect(run(start, [duplexToggled({ on: true })])).toBe(start)
    }
    const blank = carton(blankToggled({ on: true }))
    expect(run(blank, [duplexToggled({ on: true })])).toBe(blank)
    const paper = label(materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper }))
    expect(run(paper, [duplexToggled({ on: true })])).toBe(paper)
  })

  it('clears every design link when toggled', () => {
    const linked = carton(
      duplexToggled({ on: true }),
      ...pair,
      designsLinked({ designId1: 101, designId2: 102 }),
    )
    expect(linked.designs_orders[1]?.design).toMatchObject({
      is_linked: true,
      linked_design_id: 101,
      print_sequence: 2,
    })
    const off = run(linked, [duplexToggled({ on: false })])
    expect(off.designs_orders.map((l) => l.design.linked_design_id)).toEqual([null, null])
  })
})

describe('order/duplexColorSelected', () => {
  it('accepts the board duplex colours only, while duplex is on', () => {
    const on = carton(duplexToggled({ on: true }))
    expect(run(on, [duplexColorSelected({ colorId: COLOR.blackOnly })]).duplex_color_id).toBe(
      COLOR.blackOnly,
    )
    expect(run(on, [duplexColorSelected({ colorId: COLOR.whiteOnly })])).toBe(on)
    const off = carton()
    expect(run(off, [duplexColorSelected({ colorId: COLOR.blackOnly })])).toBe(off)
  })
})
