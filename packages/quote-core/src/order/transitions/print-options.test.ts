import { describe, expect, it } from 'vitest'
import { COLOR } from '../../catalog/ids'
import { LABEL_SUBSTRATE } from '../../catalog/substrates'
import {
  colorMatchingChanged,
  colorModeToggled,
  highOpacityBlackToggled,
  highOpacityWhiteToggled,
  materialSelected,
  reversePrintToggled,
  variableDataRequestsChanged,
  variableDataToggled,
  variablePrintOnlyToggled,
} from '../actions'
import { carton, label, run } from '../../testing/order-fixtures'

const on = materialSelected

describe('ink and print options', () => {
  it('high-opacity white is for labels on materials printed over white', () => {
    expect(
      label(
        on({ substrateId: LABEL_SUBSTRATE.clearPlastic }),
        highOpacityWhiteToggled({ on: true }),
      ).is_high_opacity_white,
    ).toBe(true)
    const paper = label(on({ substrateId: LABEL_SUBSTRATE.whitePaper }))
    expect(run(paper, [highOpacityWhiteToggled({ on: true })])).toBe(paper)
    const box = carton()
    expect(run(box, [highOpacityWhiteToggled({ on: true })])).toBe(box)
  })

  it('high-opacity black is rejected with White Ink Only and dropped when it is chosen', () => {
    const white = label(
      on({ substrateId: LABEL_SUBSTRATE.metallicPlastic }),
      colorModeToggled({ colorId: COLOR.whiteOnly, on: true }),
    )
    expect(run(white, [highOpacityBlackToggled({ on: true })])).toBe(white)
    const black = label(
      on({ substrateId: LABEL_SUBSTRATE.metallicPlastic }),
      highOpacityBlackToggled({ on: true }),
    )
    expect(
      run(black, [colorModeToggled({ colorId: COLOR.whiteOnly, on: true })]).is_high_opacity_black,
    ).toBe(false)
  })

  it('reverse print needs a clear material', () => {
    expect(
      label(
        on({ substrateId: LABEL_SUBSTRATE.ultraClearPlastic }),
        reversePrintToggled({ on: true }),
      ).is_reverse_print,
    ).toBe(true)
    const paper = label(on({ substrateId: LABEL_SUBSTRATE.whitePaper }))
    expect(run(paper, [reversePrintToggled({ on: true })])).toBe(paper)
  })

  it('variable data off ends variable-print-only, which needs variable data', () => {
    const start = label()
    expect(run(start, [variablePrintOnlyToggled({ on: true })])).toBe(start)
    const vd = label(
      variableDataToggled({ on: true }),
      variablePrintOnlyToggled({ on: true }),
      variableDataRequestsChanged({ text: 'Serial numbers 1-500' }),
    )
    expect(vd).toMatchObject({
      is_variable_print_only: true,
      variable_data_special_requests: 'Serial numbers 1-500',
    })
    expect(run(vd, [variableDataToggled({ on: false })])).toMatchObject({
      is_variable_data: false,
      is_variable_print_only: false,
    })
  })

  it('colour matching keeps Pantones only while on, and caps them at 20', () => {
    const matched = label(
      colorMatchingChanged({ is_color_matching: true, pantone_qty: 2, pantone_comments: '186 C' }),
    )
    expect(matched).toMatchObject({
      is_color_matching: true,
      pantone_qty: 2,
      pantone_comments: '186 C',
    })
    expect(
      run(matched, [
        colorMatchingChanged({ is_color_matching: false, pantone_qty: 2, pantone_comments: '' }),
      ]).pantone_qty,
    ).toBe(0)
    expect(
      run(matched, [
        colorMatchingChanged({ is_color_matching: true, pantone_qty: 21, pantone_comments: '' }),
      ]),
    ).toBe(matched)
  })

  it('rejects text longer than the order can store', () => {
    const start = label()
    expect(run(start, [variableDataRequestsChanged({ text: 'x'.repeat(5001) })])).toBe(start)
  })
})
