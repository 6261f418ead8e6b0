import { describe, expect, it } from 'vitest'
import { effectivePpi } from './artwork-resolution'

describe('effectivePpi', () => {
  it('divides pixels by the printed inches, taking the better orientation', () => {
    expect(effectivePpi({ width_px: 600, height_px: 900 }, { width: 2, length: 3 })).toBe(300)
    expect(effectivePpi({ width_px: 900, height_px: 600 }, { width: 2, length: 3 })).toBe(300)
    expect(effectivePpi({ width_px: 300, height_px: 450 }, { width: 2, length: 3 })).toBe(150)
  })

  it('cannot tell for vector files or before the size is known', () => {
    expect(effectivePpi({ width_px: null, height_px: null }, { width: 2, length: 3 })).toBeNull()
    expect(effectivePpi({ width_px: 600, height_px: 900 }, { width: null, length: 3 })).toBeNull()
  })
})
