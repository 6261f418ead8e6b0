import type { Die } from '../catalog/dies'
import { PRODUCT_TYPE } from '../catalog/ids'
import { findShape } from '../catalog/shapes'
import type { Order } from '../schema/order'
import { isDieInStock, MATCH_TOLERANCE } from './die-match'

/** Similar sizes: tolerance steps and caps (docs/product.md section 9, "Similar sizes"). */
export const SIMILAR_SIZE_STEPS: readonly number[] = [0.125, 0.25, 0.375]
export const MAX_SIMILAR_SIZES = 10
export const MAX_OPPOSITE_CORNER_SIZES = 4
/**
 * Depth range of carton suggestions. The spec says only "with depth ranges"; carton dies step
 * their depth in whole inches, so a depth within 1 inch still counts as similar.
 */
export const CARTON_DEPTH_RANGE = 1

/** A library die near the order's size, with how far it is. */
export type SimilarSize = {
  readonly die: Die
  /** The smallest tolerance step (0.125, 0.25 or 0.375 in) that reaches this die. */
  readonly step: number
  /** Sum of the absolute differences over width, length (and depth), inches. */
  readonly distance: number
  /**
   * Smaller in width or length and larger in the other: the "opposite corner" of the size
   * rectangle. Such sizes change the proportions, so at most 4 are offered.
   */
  readonly oppositeCorner: boolean
}

type SizeView = Pick<
  Order,
  'product_type_id' | 'shape_id' | 'width' | 'length' | 'depth' | 'is_square_corners'
>

const stepFor = (delta: number): number | undefined =>
  SIMILAR_SIZE_STEPS.find((s) => delta <= s + MATCH_TOLERANCE)

const measure = (o: SizeView, d: Die): SimilarSize | undefined => {
  if (o.width === null || o.length === null) return undefined
  const deltas = [d.width - o.width, d.length - o.length]
  const abs = deltas.map(Math.abs)
  let depthDelta = 0
  if (o.product_type_id === PRODUCT_TYPE.carton) {
    if (o.depth === null || d.depth === null) return undefined
    depthDelta = Math.abs(d.depth - o.depth)
    if (depthDelta > CARTON_DEPTH_RANGE + MATCH_TOLERANCE) return undefined
  }
  const worst = Math.max(...abs)
  // The exact size is the selected-die panel's business, not a "similar" one.
  if (worst < MATCH_TOLERANCE && depthDelta < MATCH_TOLERANCE) return undefined
  const step = stepFor(worst)
  if (step === undefined) return undefined
  const smaller = deltas.some((x) => x <= -MATCH_TOLERANCE)
  const larger = deltas.some((x) => x >= MATCH_TOLERANCE)
  const distance = abs.reduce((a, b) => a + b, depthDelta)
  return { die: d, step, distance, oppositeCorner: smaller && larger }
}

/**
 * In-stock dies of the same product, shape (and corners) whose width and length are within
 * 0.375 in of the order's size (cartons: depth within 1 in), exact size excluded; nearest
 * first (by tolerance step, then total difference, then id), at most 10, of which at most 4
 * are smaller in one dimension and larger in another.
 */
export const findSimilarSizes = (order: SizeView, dies: readonly Die[]): readonly SimilarSize[] => {
  const shape = findShape(order.shape_id)
  if (shape === undefined) return []
  const candidates = dies
    .filter(
      (d) =>
        isDieInStock(d) &&
        d.product_type_id === order.product_type_id &&
        d.shape_id === order.shape_id &&
        (!shape.hasCorners || d.is_square_corners === order.is_square_corners),
    )
    .flatMap((d) => {
      const m = measure(order, d)
      return m === undefined ? [] : [m]
    })
    .sort((a, b) => a.step - b.step || a.distance - b.distance || a.die.id - b.die.id)
  const out: SimilarSize[] = []
  let opposite = 0
  for (const c of candidates) {
    if (out.length >= MAX_SIMILAR_SIZES) break
    if (c.oppositeCorner) {
      if (opposite >= MAX_OPPOSITE_CORNER_SIZES) continue
      opposite++
    }
    out.push(c)
  }
  return out
}
