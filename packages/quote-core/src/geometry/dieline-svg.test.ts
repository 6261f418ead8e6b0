import { describe, expect, it } from 'vitest'
import { SHAPE } from '../catalog/ids'
import { dielineSvg, DIELINE_MARGIN_IN } from './dieline-svg'
import type { DielineLayer } from './dieline-svg'
import { BLEED_IN, CORNER_RADIUS_IN } from './label-outline'
import { pathPoints } from './svg-inspect'
import {
  allNodes,
  inches,
  layer,
  layerBox,
  layerPaths,
  near,
  render,
  request,
} from '../testing/test-render'

const LABELS: readonly [string, number][] = [
  ['rectangle', SHAPE.rectangle],
  ['square', SHAPE.square],
  ['circle', SHAPE.circle],
  ['oval', SHAPE.oval],
  ['custom', SHAPE.custom],
  ['new shape', SHAPE.newShape],
  ['lip balm', SHAPE.lipBalm],
  ['polygon', SHAPE.polygon],
  ['tamper seal', SHAPE.tamperSeal],
  ['star', SHAPE.star],
  ['diamond', SHAPE.diamond],
]

describe('dielineSvg labels', () => {
  for (const [name, id] of LABELS) {
    it(`draws a ${name} true to scale with its margin`, () => {
      const { out, root } = render({ shape_id: id, width: 2.5, length: 1.75 })
      const m = DIELINE_MARGIN_IN
      expect(root.name).toBe('svg')
      expect(inches(root.attrs['width'])).toBe(2.5 + 2 * m)
      expect(inches(root.attrs['height'])).toBe(1.75 + 2 * m)
      expect(root.attrs['viewBox']).toBe(`${-m} ${-m} ${2.5 + 2 * m} ${1.75 + 2 * m}`)
      expect([out.widthIn, out.heightIn]).toEqual([2.5, 1.75])
      expect(layerBox(root, 'dieline')).toEqual({ x0: 0, y0: 0, x1: 2.5, y1: 1.75 })
    })

    it(`puts the ${name} bleed exactly ${BLEED_IN} in outside the cut's box`, () => {
      const { root } = render({ shape_id: id, width: 2.5, length: 1.75 })
      const box = layerBox(root, 'bleedline')
      const o = BLEED_IN
      expect([box.x0, box.y0, box.x1, box.y1]).toEqual([-o, -o, 2.5 + o, 1.75 + o])
    })
  }

  it('kiss-cuts labels along the cut and draws no creases on them', () => {
    const { root } = render({ shape_id: SHAPE.star })
    expect(layerPaths(root, 'kisscutline')).toEqual(layerPaths(root, 'dieline'))
    expect(layer(root, 'creaseline')?.children.map((n) => n.name)).toEqual(['title'])
  })

  it('rounds corners by 1/16 in unless square corners are asked for', () => {
    const round = layerPaths(render({ is_square_corners: false }).root, 'dieline')[0] ?? ''
    const square = layerPaths(render({ is_square_corners: true }).root, 'dieline')[0] ?? ''
    expect(round).not.toBe(square)
    expect(round.split(' ').filter((t) => t === 'A')).toHaveLength(4)
    expect(round).toContain(`A ${CORNER_RADIUS_IN} ${CORNER_RADIUS_IN} 0 0 1`)
    expect(square).toBe('M 0 0 L 2 0 L 2 3 L 0 3 Z')
  })

  it('keeps a square-cornered bleed rectangular and grows round corners by the bleed', () => {
    const square = render({ is_square_corners: true }).root
    expect(layerPaths(square, 'bleedline')).toEqual([
      'M -0.0625 -0.0625 L 2.0625 -0.0625 L 2.0625 3.0625 L -0.0625 3.0625 Z',
    ])
    const round = layerPaths(render({}).root, 'bleedline')[0] ?? ''
    expect(round).toContain('A 0.125 0.125 0 0 1')
  })

  it('draws a stretched circle as an ellipse of the requested box', () => {
    const { root } = render({ shape_id: SHAPE.circle, width: 2, length: 2 })
    expect(layerPaths(root, 'dieline')[0]).toBe(
      'M 2 1 A 1 1 0 0 1 1 2 A 1 1 0 0 1 0 1 A 1 1 0 0 1 1 0 A 1 1 0 0 1 2 1 Z',
    )
  })

  it('keeps the oval bleed 0.0625 in from the oval, between its points too', () => {
    const { root } = render({ shape_id: SHAPE.oval, width: 12, length: 0.5 })
    const oval = Array.from({ length: 40000 }, (_, i) => {
      const t = (i / 40000) * 2 * Math.PI
      return { x: 6 + 6 * Math.cos(t), y: 0.25 + 0.25 * Math.sin(t) }
    })
    // A plain loop: the nearest of 40,000 samples for every point of the bleed.
    const distance = (p: { x: number; y: number }) => {
      let best = Infinity
      for (const q of oval) best = Math.min(best, (p.x - q.x) ** 2 + (p.y - q.y) ** 2)
      return Math.sqrt(best)
    }
    const points = pathPoints(layerPaths(root, 'bleedline')[0] ?? '')
    const mids = points.map((p, i) => {
      const q = points[(i + 1) % points.length] ?? p
      return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 }
    })
    expect(points.every((p) => near(distance(p), BLEED_IN, 2e-4))).toBe(true)
    expect(mids.every((p) => distance(p) > BLEED_IN - 0.0006)).toBe(true)
  })
})

describe('dielineSvg layers', () => {
  const subsets: readonly (readonly DielineLayer[])[] = [
    [],
    ['dieline'],
    ['bleedline', 'kisscutline'],
    ['creaseline', 'dieline', 'dieline'],
  ]
  for (const layers of subsets) {
    it(`draws exactly the groups [${layers.join(', ')}]`, () => {
      const { root } = render({ visibleLayers: layers })
      const ids = root.children.filter((n) => n.name === 'g').map((n) => n.attrs['id'])
      expect(ids.toSorted()).toEqual([...new Set(layers)].toSorted())
    })
  }

  it('gives every group a title and its own stroke colour', () => {
    const { root } = render({ shape_id: SHAPE.straightTuck, width: 4, length: 2, depth: 6 })
    const groups = root.children.filter((n) => n.name === 'g')
    expect(groups).toHaveLength(4)
    expect(groups.every((g) => g.children[0]?.name === 'title' && g.children[0].text !== '')).toBe(
      true,
    )
    expect(new Set(groups.map((g) => g.attrs['stroke'])).size).toBe(4)
    expect(layer(root, 'creaseline')?.attrs['stroke-dasharray']).toBeDefined()
  })
})

describe('dielineSvg filename', () => {
  const cases: readonly [Parameters<typeof request>[0], string][] = [
    [{ width: 2, length: 3, is_square_corners: true }, '2x3s.svg'],
    [{ width: 2, length: 3 }, '2x3.svg'],
    [
      { width: 2.5, length: 0.875, shape_id: SHAPE.square, is_square_corners: true },
      '2.5x0.875s.svg',
    ],
    [{ width: 2, length: 2, shape_id: SHAPE.circle, is_square_corners: true }, '2x2.svg'],
    [{ width: 4, length: 2, depth: 6, shape_id: SHAPE.straightTuck }, '4x2x6.svg'],
    [{ width: 2, length: 2.25, depth: 5.5, shape_id: SHAPE.autoLock }, '2x2.25x5.5.svg'],
    [{ width: 3, length: 1, depth: 4, shape_id: SHAPE.oval }, '3x1.svg'],
    [{ width: 1.23456, length: 2 }, '1.2346x2.svg'],
  ]
  for (const [over, name] of cases) {
    it(`names ${JSON.stringify(over)} ${name}`, () => {
      expect(render(over).out.filename).toBe(name)
    })
  }
})

describe('dielineSvg failures and safety', () => {
  it('rejects unknown shapes, the previously-used tab and cartons without depth', () => {
    expect(dielineSvg(request({ shape_id: 99 }))._tag).toBe('UnsupportedShape')
    expect(dielineSvg(request({ shape_id: SHAPE.previouslyUsed }))._tag).toBe('UnsupportedShape')
    const noDepth = dielineSvg(request({ shape_id: SHAPE.autoLock, depth: null }))
    expect(noDepth).toEqual({ _tag: 'UnsupportedShape', message: expect.stringContaining('depth') })
  })

  it('rejects sizes that are not positive, finite inches without throwing', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e6]) {
      expect(dielineSvg(request({ width: bad }))._tag).toBe('InvalidSize')
      const carton = request({ shape_id: SHAPE.straightTuck, depth: bad })
      expect(dielineSvg(carton)._tag).toBe('InvalidSize')
    }
  })

  it('writes no script, event handler, link or style, and numbers of at most 4 decimals', () => {
    for (const id of [SHAPE.oval, SHAPE.star, SHAPE.autoLock]) {
      const { out, root } = render({ shape_id: id, width: 1 / 3, length: 2 / 7, depth: 5 / 3 })
      const names = new Set(allNodes(root).map((n) => n.name))
      expect([...names].toSorted()).toEqual(['desc', 'g', 'path', 'svg', 'title'])
      const attrs = allNodes(root).flatMap((n) => Object.keys(n.attrs))
      expect(
        attrs.filter((a) => a.startsWith('on') || a.includes('href') || a === 'style'),
      ).toEqual([])
      expect(out.svg).not.toContain('url(')
      const numbers = layerPaths(root, 'dieline').flatMap((d) => d.split(' '))
      expect(numbers.filter((t) => (t.split('.')[1] ?? '').length > 4)).toEqual([])
    }
  })
})
