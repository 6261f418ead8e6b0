import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { PRODUCT_TYPE, SHAPE } from '../catalog/ids'
import { shapes } from '../catalog/shapes'
import { cartonBlank } from '../pricing/carton-blank'
import { defaultCartonParams } from '../pricing/carton-params'
import {
  AUTO_LOCK_SIZE_BOUNDS,
  LABEL_SIZE_BOUNDS,
  STRAIGHT_TUCK_SIZE_BOUNDS,
} from '../rules/size-checker'
import { DIELINE_MARGIN_IN } from './dieline-svg'
import { BLEED_IN } from './label-outline'
import { inches, layerBox, near, render } from '../testing/test-render'

// Every label shape a customer can pick.
const LABEL_SHAPES = shapes
  .filter((s) => s.productTypeId === PRODUCT_TYPE.label && s.selectable)
  .map((s) => s.id)
const inch = (min: number, max: number) => fc.double({ min, max, noNaN: true })

const labelArb = fc.record({
  shape_id: fc.constantFrom(...LABEL_SHAPES),
  width: inch(LABEL_SIZE_BOUNDS.min.width, LABEL_SIZE_BOUNDS.max.width),
  length: inch(LABEL_SIZE_BOUNDS.min.length, LABEL_SIZE_BOUNDS.max.length),
  is_square_corners: fc.boolean(),
})

const cartonArb = fc.oneof(
  fc.record({
    shape_id: fc.constantFrom(SHAPE.straightTuck, SHAPE.customCarton),
    width: inch(STRAIGHT_TUCK_SIZE_BOUNDS.min.width, 8),
    length: inch(STRAIGHT_TUCK_SIZE_BOUNDS.min.length, 8),
    depth: inch(STRAIGHT_TUCK_SIZE_BOUNDS.min.depth ?? 1.25, 11.75),
  }),
  fc.record({
    shape_id: fc.constant(SHAPE.autoLock),
    width: inch(AUTO_LOCK_SIZE_BOUNDS.min.width, 8),
    length: inch(AUTO_LOCK_SIZE_BOUNDS.min.length, 8),
    depth: inch(AUTO_LOCK_SIZE_BOUNDS.min.depth ?? 3, 11.75),
  }),
)

describe('dielineSvg properties', () => {
  it.prop([labelArb])(
    "gives every label's dieline exactly the requested box, and the bleed 1/16 in more",
    (req) => {
      const { root } = render(req)
      const cut = layerBox(root, 'dieline')
      const bleed = layerBox(root, 'bleedline')
      const o = BLEED_IN
      expect([cut.x0, cut.y0]).toEqual([0, 0])
      expect(near(cut.x1, req.width) && near(cut.y1, req.length)).toBe(true)
      expect(near(bleed.x0, -o) && near(bleed.y0, -o)).toBe(true)
      expect(near(bleed.x1, req.width + o) && near(bleed.y1, req.length + o)).toBe(true)
      const outer = req.width + 2 * DIELINE_MARGIN_IN
      expect(near(inches(root.attrs['width']), outer)).toBe(true)
    },
  )

  it.prop([cartonArb])(
    "fills every carton's pricing blank exactly, and bleeds 1/16 in past it",
    (req) => {
      const { root } = render(req)
      const style = req.shape_id === SHAPE.autoLock ? 'auto_lock' : 'straight_tuck'
      const blank = cartonBlank(
        {
          lengthIn: Math.max(req.width, req.length),
          widthIn: Math.min(req.width, req.length),
          depthIn: req.depth,
          style,
          board: 'Bright White Paper SBS',
        },
        defaultCartonParams,
      )
      const cut = layerBox(root, 'dieline')
      const bleed = layerBox(root, 'bleedline')
      expect([cut.x0, cut.y0]).toEqual([0, 0])
      expect(near(cut.x1, blank.widthIn) && near(cut.y1, blank.heightIn)).toBe(true)
      expect(near(bleed.x1, blank.widthIn + BLEED_IN)).toBe(true)
      expect(near(bleed.y1, blank.heightIn + BLEED_IN)).toBe(true)
    },
  )
})
