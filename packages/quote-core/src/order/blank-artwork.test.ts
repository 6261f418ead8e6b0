import { describe, expect, it } from 'vitest'
import { blankToggled, designsSynced } from './actions'
import { artworkAfterChange, BLANK_CARTON_ARTWORK, checkArtworkAdd } from './blank-artwork'
import { carton, line, run } from '../testing/order-fixtures'

const printed = run(carton(), [designsSynced({ designs_orders: [line(1, 500), line(2, 500)] })])
const blank = run(printed, [blankToggled({ on: true })])

describe('checkArtworkAdd', () => {
  it('refuses artwork for a blank carton and takes it for a printed one', () => {
    expect(blank.is_blank).toBe(true)
    expect(checkArtworkAdd(blank)).toEqual(BLANK_CARTON_ARTWORK)
    expect(BLANK_CARTON_ARTWORK.code).toBe('blank_carton_artwork')
    expect(checkArtworkAdd(printed)).toBeNull()
  })
})

describe('artworkAfterChange', () => {
  it('deletes every uploaded design when a carton turns blank', () => {
    expect(printed.designs_orders).toHaveLength(2)
    expect(blank.designs_orders).toEqual([])
    expect(artworkAfterChange(printed, blank)).toBe('delete_all')
    expect(artworkAfterChange({ ...printed, designs_orders: [] }, blank)).toBe('delete_all')
  })

  it('deletes lines a blank carton still lists, and keeps the artwork of a printed carton', () => {
    expect(artworkAfterChange({ ...blank, designs_orders: printed.designs_orders }, blank)).toBe(
      'delete_all',
    )
    expect(artworkAfterChange(blank, blank)).toBe('keep')
    expect(artworkAfterChange(printed, printed)).toBe('keep')
    expect(artworkAfterChange(blank, run(blank, [blankToggled({ on: false })]))).toBe('keep')
  })
})
