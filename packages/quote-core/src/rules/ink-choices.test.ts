import { describe, expect, it } from 'vitest'
import { COLOR } from '../catalog/ids'
import { LABEL_SUBSTRATE } from '../catalog/substrates'
import { colorModeToggled, materialSelected } from '../order/actions'
import { carton, label } from '../testing/order-fixtures'
import { inkChoicesOf } from './ink-choices'

describe('inkChoicesOf', () => {
  it('offers Double-Sided on labels only', () => {
    expect(inkChoicesOf(label()).map((c) => c.label)).toEqual([
      'Full Color',
      'Black Ink Only',
      'White Ink Only',
      'Double-Sided',
    ])
    expect(inkChoicesOf(carton()).map((c) => c.id)).not.toContain(COLOR.doubleSided)
  })

  it('checks Full Color until another ink is chosen', () => {
    const checked = (o: Parameters<typeof inkChoicesOf>[0]) =>
      inkChoicesOf(o)
        .filter((c) => c.checked)
        .map((c) => c.id)
    expect(checked({ ...label(), color_id: null })).toEqual([COLOR.fullColor])
    const black = label(
      materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper }),
      colorModeToggled({ colorId: COLOR.blackOnly, on: true }),
    )
    expect(checked(black)).toEqual([black.color_id])
  })

  it('gives the reason an ink cannot be chosen', () => {
    const doubleSided = inkChoicesOf(
      label(materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper })),
    ).find((c) => c.id === COLOR.doubleSided)
    expect(doubleSided?.availability).toEqual({
      available: false,
      reason: 'Double-Sided printing needs a clear material',
    })
  })
})
