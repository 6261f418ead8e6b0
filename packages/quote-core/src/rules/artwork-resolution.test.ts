import { describe, expect, it } from 'vitest'
import { artworkResolution, MIN_ARTWORK_PPI } from './artwork-resolution'

const px = (pixelWidth: number | null, pixelHeight: number | null) => ({ pixelWidth, pixelHeight })

describe('artworkResolution', () => {
  it('divides pixels by the printed inches and flags artwork under 300 ppi', () => {
    expect(artworkResolution(px(300, 450), { width: 2, length: 3 })).toEqual({
      ppi: 150,
      low: true,
      message: 'This artwork is about 150 ppi at 2" x 3". Use 300 ppi or more for sharp print.',
    })
    expect(artworkResolution(px(600, 900), { width: 2, length: 3 })).toEqual({
      ppi: 300,
      low: false,
      message: 'This artwork is about 300 ppi at 2" x 3", sharp enough for print.',
    })
    expect(MIN_ARTWORK_PPI).toBe(300)
  })

  it('compares the longer side with the longer side, so turned artwork counts the same', () => {
    const upright = artworkResolution(px(600, 900), { width: 2, length: 3 })
    expect(artworkResolution(px(900, 600), { width: 2, length: 3 })?.ppi).toBe(upright?.ppi)
    expect(artworkResolution(px(900, 600), { width: 3, length: 2 })?.ppi).toBe(upright?.ppi)
    // A wide banner on a tall label: the long sides line up, the short side limits.
    expect(artworkResolution(px(1800, 300), { width: 1, length: 4 })).toMatchObject({
      ppi: 300,
      low: false,
    })
  })

  it('takes the weaker of the two sides when the proportions differ', () => {
    // 1200 / 3 = 400 along the length, but 300 / 2 = 150 across.
    expect(artworkResolution(px(300, 1200), { width: 2, length: 3 })).toMatchObject({
      ppi: 150,
      low: true,
    })
  })

  it('rounds down, without losing exact values to floating point', () => {
    expect(artworkResolution(px(630, 945), { width: 2.1, length: 3.15 })?.ppi).toBe(300)
    expect(artworkResolution(px(599, 900), { width: 2, length: 3 })).toMatchObject({
      ppi: 299,
      low: true,
    })
  })

  it('names the size as the customer entered it, fractions included', () => {
    expect(artworkResolution(px(200, 200), { width: 1.125, length: 1.125 })?.message).toBe(
      'This artwork is about 177 ppi at 1.125" x 1.125". Use 300 ppi or more for sharp print.',
    )
  })

  it('cannot tell for vector files, before the size is known, or for unusable numbers', () => {
    expect(artworkResolution(px(null, null), { width: 2, length: 3 })).toBeNull()
    expect(artworkResolution(px(600, null), { width: 2, length: 3 })).toBeNull()
    expect(artworkResolution(px(600, 900), { width: null, length: 3 })).toBeNull()
    expect(artworkResolution(px(600, 900), { width: 2, length: 0 })).toBeNull()
    expect(artworkResolution(px(0, 900), { width: 2, length: 3 })).toBeNull()
    expect(artworkResolution(px(600, 900), { width: Number.NaN, length: 3 })).toBeNull()
  })
})
