import { describe, expect, it } from 'vitest'
import { SHAPE } from '../catalog/ids'
import { cartonBlank } from '../pricing/carton-blank'
import { defaultCartonParams } from '../pricing/carton-params'
import { cartonOutline } from './carton-outline'
import { DIELINE_MARGIN_IN } from './dieline-svg'
import { BLEED_IN } from './label-outline'
import { boxOf, pathPoints } from './svg-inspect'
import { inches, layerBox, layerPaths, near, render } from '../testing/test-render'

const round3 = (x: number) => Math.round(x * 1000) / 1000

describe('carton dielines (docs/pricing-model.md §5.2)', () => {
  const examples: readonly [string, number, number, number, number, number, number][] = [
    ['4×2×6 Straight Tuck', SHAPE.straightTuck, 4, 2, 6, 12.697, 11.536],
    ['2×2×5 Straight Tuck', SHAPE.straightTuck, 2, 2, 5, 8.697, 10.536],
    ['2×2×5 Auto Lock', SHAPE.autoLock, 2, 2, 5, 8.697, 9.661],
    ['6×3×9 Auto Lock', SHAPE.autoLock, 6, 3, 9, 18.697, 15.661],
    ['2×4×6 custom (drawn as a straight tuck)', SHAPE.customCarton, 2, 4, 6, 12.697, 11.536],
  ]
  for (const [name, id, width, length, depth, w, h] of examples) {
    it(`fills the ${w} × ${h} in blank of a ${name}`, () => {
      const { out, root } = render({ shape_id: id, width, length, depth })
      expect([round3(out.widthIn), round3(out.heightIn)]).toEqual([w, h])
      const box = layerBox(root, 'dieline')
      expect([box.x0, box.y0]).toEqual([0, 0])
      expect(near(box.x1, w, 0.01) && near(box.y1, h, 0.01)).toBe(true)
      expect(near(inches(root.attrs['width']), w + 2 * DIELINE_MARGIN_IN, 0.01)).toBe(true)
      expect(near(inches(root.attrs['height']), h + 2 * DIELINE_MARGIN_IN, 0.01)).toBe(true)
    })
  }

  it('matches cartonBlank whichever side of the opening is called width', () => {
    const a = cartonOutline(SHAPE.straightTuck, { width: 4, length: 2, depth: 6 })
    const b = cartonOutline(SHAPE.straightTuck, { width: 2, length: 4, depth: 6 })
    const blank = cartonBlank(
      {
        lengthIn: 4,
        widthIn: 2,
        depthIn: 6,
        style: 'straight_tuck',
        board: 'Bright White Paper SBS',
      },
      defaultCartonParams,
    )
    expect([a.widthIn, a.heightIn]).toEqual([blank.widthIn, blank.heightIn])
    expect(b.cut).toEqual(a.cut)
  })

  it("follows the board's caliper", () => {
    const metallic = cartonOutline(
      SHAPE.autoLock,
      { width: 3, length: 2, depth: 5 },
      'Metallic Paper',
    )
    const blank = cartonBlank(
      { lengthIn: 3, widthIn: 2, depthIn: 5, style: 'auto_lock', board: 'Metallic Paper' },
      defaultCartonParams,
    )
    expect([metallic.widthIn, metallic.heightIn]).toEqual([blank.widthIn, blank.heightIn])
    const box = boxOf(metallic.cut)
    expect(near(box.x1, blank.widthIn, 1e-9) && near(box.y1, blank.heightIn, 1e-9)).toBe(true)
  })

  it('creases the four body folds at the panel edges, dashed, inside the blank', () => {
    const t = 0.018
    const { root } = render({ shape_id: SHAPE.straightTuck, width: 4, length: 2, depth: 6 })
    const creases = pathPoints(layerPaths(root, 'creaseline').join(' '))
    expect(creases).toHaveLength(16)
    const verticals = new Set(
      creases.filter((p, i) => i % 2 === 0 && creases[i + 1]?.x === p.x).map((p) => p.x),
    )
    const folds = [0.625, 0.625 + 4 + t, 0.625 + 6 + 2 * t, 0.625 + 10 + 3 * t]
    expect([...verticals].toSorted((x, y) => x - y)).toEqual(folds.map(round3))
    const box = layerBox(root, 'creaseline')
    expect(box.x0 >= 0 && box.y0 >= 0 && box.x1 <= 12.697 && box.y1 <= 11.536).toBe(true)
  })

  it('adds the crash-lock diagonals to an Auto Lock bottom', () => {
    const { root } = render({ shape_id: SHAPE.autoLock, width: 2, length: 2, depth: 5 })
    const creases = pathPoints(layerPaths(root, 'creaseline').join(' '))
    const pairs = creases.filter((_, i) => i % 2 === 0).map((p, i) => [p, creases[2 * i + 1]])
    const diagonal = pairs.filter(
      ([p, q]) => q !== undefined && p !== undefined && p.x !== q.x && p.y !== q.y,
    )
    expect(diagonal).toHaveLength(2)
  })

  it('bleeds 0.0625 in past the whole blank and kiss-cuts nothing', () => {
    for (const id of [SHAPE.straightTuck, SHAPE.autoLock]) {
      const { out, root } = render({ shape_id: id, width: 1.5, length: 3, depth: 4 })
      const box = layerBox(root, 'bleedline')
      const o = BLEED_IN
      expect(near(box.x0, -o) && near(box.y0, -o)).toBe(true)
      expect(near(box.x1, out.widthIn + o) && near(box.y1, out.heightIn + o)).toBe(true)
      expect(layerPaths(root, 'kisscutline')).toEqual([])
    }
  })

  it('has no repeated corners even at the smallest straight tuck', () => {
    const { cut } = cartonOutline(SHAPE.straightTuck, { width: 0.375, length: 0.375, depth: 1.25 })
    const gaps = cut.map((p, i) => {
      const q = cut[(i + 1) % cut.length] ?? p
      return Math.hypot(q.x - p.x, q.y - p.y)
    })
    expect(Math.min(...gaps)).toBeGreaterThan(0.1)
  })
})
