import { PRODUCT_TYPE, SHAPE } from '../catalog/ids'
import { findShape } from '../catalog/shapes'
import { issue, notice } from './issue'
import type { Issue } from './issue'
import { MATCH_TOLERANCE } from './die-match'

/**
 * Bounds of a custom size in inches (docs/product.md section 9, "Size bounds").
 *
 * "Combined" is not defined by the spec. The minimum is read as width + length for every
 * family (for labels and Auto Lock it equals the sum of the two minimums; for Straight Tuck
 * it is the binding 1.625"). The label maximum of 204 cannot be a sum (12 + 23.25 = 35.25 is
 * already below it), so it is read as the area width x length in square inches. The carton
 * maximum (9 / 9.875) is read as width + length of the opening, which keeps the blank of
 * docs/pricing-model.md section 5.2 well inside the press sheet.
 */
export type SizeBounds = {
  readonly family: 'label' | 'auto_lock' | 'straight_tuck'
  readonly min: { readonly width: number; readonly length: number; readonly depth: number | null }
  readonly max: { readonly width: number; readonly length: number; readonly depth: number | null }
  readonly minCombined: number
  readonly maxCombined: number
  readonly maxCombinedKind: 'area' | 'sum'
}

export const LABEL_SIZE_BOUNDS: SizeBounds = {
  family: 'label',
  min: { width: 0.5, length: 0.5, depth: null },
  max: { width: 12, length: 23.25, depth: null },
  minCombined: 1,
  maxCombined: 204,
  maxCombinedKind: 'area',
}

// Both carton families share the largest panel and depth, and read their combined limits as
// width + length of the opening.
const cartonBounds = (
  bounds: Pick<SizeBounds, 'family' | 'min' | 'minCombined' | 'maxCombined'>,
): SizeBounds => ({
  ...bounds,
  max: { width: 100, length: 100, depth: 11.75 },
  maxCombinedKind: 'sum',
})

export const AUTO_LOCK_SIZE_BOUNDS: SizeBounds = cartonBounds({
  family: 'auto_lock',
  min: { width: 1.5, length: 1.5, depth: 3 },
  minCombined: 3,
  maxCombined: 9,
})

/** Straight Tuck (11) and the custom carton (55), which the spec sizes like 11. */
export const STRAIGHT_TUCK_SIZE_BOUNDS: SizeBounds = cartonBounds({
  family: 'straight_tuck',
  min: { width: 0.375, length: 0.375, depth: 1.25 },
  minCombined: 1.625,
  maxCombined: 9.875,
})

/** Custom sizes sit on a 1/8 inch grid (docs/product.md section 9, "steps 0.125 inch"). */
export const SIZE_STEP = 0.125

/** The bounds for a shape of a product type, or undefined when the shape is not of that type. */
export const sizeBoundsFor = (
  productTypeId: number,
  shapeId: number | null,
): SizeBounds | undefined => {
  const shape = findShape(shapeId)
  if (shape === undefined || shape.productTypeId !== productTypeId) return undefined
  if (productTypeId === PRODUCT_TYPE.label) return LABEL_SIZE_BOUNDS
  return shapeId === SHAPE.autoLock ? AUTO_LOCK_SIZE_BOUNDS : STRAIGHT_TUCK_SIZE_BOUNDS
}

/** A size in inches as the customer typed it; depth only for cartons. */
export type Dimensions = {
  readonly width: number
  readonly length: number
  readonly depth: number | null
}

/** Inches as the quoter prints them: `2.375"`, `13"`. */
export const formatInches = (n: number): string => `${Number(n.toFixed(3))}"`

/** Whether a value lies on a grid of `step` inches (within the die match tolerance). */
export const isOnGrid = (value: number, step: number): boolean =>
  Math.abs(value / step - Math.round(value / step)) * step < MATCH_TOLERANCE

/**
 * Suggested sizes for a value: the three 1/8" grid values nearest to it, kept within bounds
 * and sorted ascending. This is our reading of the spec's "multiples of a step of 8 with 3":
 * multiples of 1/8 inch, three of them.
 */
export const suggestSizes = (value: number, bounds?: { min: number; max: number }): number[] => {
  const lo = bounds?.min ?? SIZE_STEP
  const hi = bounds?.max ?? Number.POSITIVE_INFINITY
  const centre = Math.round(value / SIZE_STEP)
  const candidates: number[] = []
  for (let k = centre - 3; k <= centre + 3; k++) {
    const v = k * SIZE_STEP
    if (v >= lo - MATCH_TOLERANCE && v <= hi + MATCH_TOLERANCE) candidates.push(v)
  }
  return candidates
    .sort((a, b) => Math.abs(a - value) - Math.abs(b - value) || a - b)
    .slice(0, 3)
    .sort((a, b) => a - b)
}

/**
 * The grid sizes either side of a value, within bounds; a value outside the bounds (or so close
 * to one that its neighbour falls outside) gets the nearest grid size inside them, so the
 * suggestion is never empty.
 */
export const nearestGridSizes = (value: number, bounds: { min: number; max: number }): number[] => {
  const below = Math.floor(value / SIZE_STEP + MATCH_TOLERANCE) * SIZE_STEP
  const inside = (v: number) =>
    v >= bounds.min - MATCH_TOLERANCE && v <= bounds.max + MATCH_TOLERANCE
  const options = [below, below + SIZE_STEP].filter(inside)
  if (options.length > 0) return options
  const lowest = Math.ceil(bounds.min / SIZE_STEP - MATCH_TOLERANCE) * SIZE_STEP
  const highest = Math.floor(bounds.max / SIZE_STEP + MATCH_TOLERANCE) * SIZE_STEP
  return [value < bounds.min ? lowest : highest]
}

const nearestTwo = (value: number, bounds: { min: number; max: number }): string =>
  nearestGridSizes(value, bounds).map(formatInches).join(' or ')

type Dim = 'width' | 'length' | 'depth'
const title: Record<Dim, string> = { width: 'Width', length: 'Length', depth: 'Depth' }

const boundIssues = (dim: Dim, value: number, min: number, max: number): Issue[] => {
  if (value < min - MATCH_TOLERANCE)
    return [
      issue(dim, `${title[dim]} must be at least ${formatInches(min)}`, {
        code: 'size_below_minimum',
        path: [dim],
      }),
    ]
  if (value > max + MATCH_TOLERANCE)
    return [
      issue(dim, `${title[dim]} must be at most ${formatInches(max)}`, {
        code: 'size_above_maximum',
        path: [dim],
      }),
    ]
  return []
}

const labelIssues = (d: Dimensions, b: SizeBounds, shapeId: number | null): Issue[] => {
  const out: Issue[] = []
  const shape = findShape(shapeId)
  if (shape?.equalSides === true && Math.abs(d.width - d.length) >= MATCH_TOLERANCE)
    out.push(
      issue('label_size', `Width and length must be equal for a ${shape.label.toLowerCase()}`, {
        code: 'sides_not_equal',
        path: ['width', 'length'],
      }),
    )
  if (d.width + d.length < b.minCombined - MATCH_TOLERANCE)
    out.push(
      issue('label_size', `Width + length must be at least ${formatInches(b.minCombined)}`, {
        code: 'label_too_small',
      }),
    )
  if (d.width * d.length > b.maxCombined + MATCH_TOLERANCE)
    out.push(
      issue(
        'label_size',
        `Label is too large: width x length must be at most ${b.maxCombined} square inches`,
        { code: 'label_too_large' },
      ),
    )
  // Label dies are cut on the 1/8" grid: an off-grid label size is an error, with the two
  // nearest grid sizes suggested.
  for (const dim of ['width', 'length'] as const) {
    const v = d[dim]
    if (isOnGrid(v, SIZE_STEP)) continue
    const nearest = nearestTwo(v, { min: b.min[dim], max: b.max[dim] })
    out.push(
      issue(dim, `${title[dim]} must be in 1/8" increments, e.g. ${nearest}`, {
        code: 'size_off_grid',
        path: [dim],
      }),
    )
  }
  return out
}

const cartonIssues = (d: Dimensions, b: SizeBounds): Issue[] => {
  const out: Issue[] = []
  if (d.width > d.length + MATCH_TOLERANCE)
    out.push(
      issue('carton_size', 'Width cannot be greater than length', {
        code: 'carton_width_over_length',
        path: ['width', 'length'],
      }),
    )
  const sum = d.width + d.length
  if (sum < b.minCombined - MATCH_TOLERANCE)
    out.push(
      issue(
        'carton_size',
        `Carton is too small: width + length must be at least ${formatInches(b.minCombined)}`,
        { code: 'carton_too_small' },
      ),
    )
  if (sum > b.maxCombined + MATCH_TOLERANCE)
    out.push(
      issue(
        'carton_size',
        `Carton is too large: width + length must be at most ${formatInches(b.maxCombined)}`,
        { code: 'carton_too_large' },
      ),
    )
  // A carton off the 1/8" grid can still be made, on a new die: a notice, not an error.
  for (const dim of ['width', 'length', 'depth'] as const) {
    const v = d[dim]
    if (v === null || isOnGrid(v, SIZE_STEP)) continue
    const nearest = nearestTwo(v, { min: 0, max: Number.POSITIVE_INFINITY })
    const what = `${title[dim].toLowerCase()} ${formatInches(v)}`
    const message = `New size: ${what} is not on the 1/8" grid, so a new die will be made. Nearest sizes: ${nearest}`
    out.push(
      notice('size', message, { code: 'new_die_size', subcategory: 'new_size', path: [dim] }),
    )
  }
  return out
}

/** Size-checker issues of a custom size against its shape's bounds, steps and proportions. */
export const checkDimensions = (
  dims: Dimensions,
  bounds: SizeBounds,
  shapeId: number | null,
): Issue[] => {
  const out = [
    ...boundIssues('width', dims.width, bounds.min.width, bounds.max.width),
    ...boundIssues('length', dims.length, bounds.min.length, bounds.max.length),
  ]
  if (bounds.family === 'label') return [...out, ...labelIssues(dims, bounds, shapeId)]
  if (dims.depth !== null && bounds.min.depth !== null && bounds.max.depth !== null)
    out.push(...boundIssues('depth', dims.depth, bounds.min.depth, bounds.max.depth))
  return [...out, ...cartonIssues(dims, bounds)]
}

/**
 * The engine's answer for a carton whose blank fits neither press sheet, in the model's words
 * (docs/pricing-model.md section 5.1): no price, a custom quote.
 */
export const EXCEEDS_SHEET_MESSAGE = 'exceeds sheet — custom quote'

/** The finding for a carton whose blank fits no press sheet: it has no price. */
export const exceedsSheetIssue = (): Issue =>
  issue('carton_size', EXCEEDS_SHEET_MESSAGE, {
    code: 'carton_exceeds_sheet',
    path: ['width', 'length', 'depth'],
  })
