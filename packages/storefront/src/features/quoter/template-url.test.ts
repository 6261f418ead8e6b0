import { SHAPE } from '@diecut/quote-core'
import { describe, expect, it } from 'vitest'
import { templateUrl } from './template-url'

describe('templateUrl', () => {
  it('asks the shape SVG route for the size, shape, corners and every layer', () => {
    const url = new URL(
      templateUrl({
        width: 2,
        length: 3,
        depth: null,
        shape_id: SHAPE.rectangle,
        is_square_corners: true,
      }) ?? '',
      'http://x',
    )
    expect(url.pathname).toBe('/api/sizes/get-shape-svg')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      width: '2',
      length: '3',
      shape_id: String(SHAPE.rectangle),
      is_square_corners: '1',
      visibleLayers: 'dieline,bleedline,kisscutline,creaseline',
    })
  })

  it('adds the depth of a carton and needs a shape and size', () => {
    expect(
      templateUrl({
        width: 2,
        length: 3,
        depth: 5,
        shape_id: SHAPE.straightTuck,
        is_square_corners: false,
      }),
    ).toContain('depth=5')
    expect(
      templateUrl({ width: null, length: 3, depth: null, shape_id: 1, is_square_corners: false }),
    ).toBeNull()
  })
})
