import type { Die } from '../catalog/dies'
import { DIE_STATUS, SHAPE } from '../catalog/ids'

/** Two dimensions are the same size when they differ by less than this (docs/product.md section 9). */
export const MATCH_TOLERANCE = 0.001

export type SizeKey = {
  readonly productTypeId: number
  readonly shapeId: number | null
  readonly width: number | null
  readonly length: number | null
  readonly depth: number | null
  readonly isSquareCorners: boolean
}

const same = (a: number | null, b: number | null): boolean =>
  a === null || b === null ? a === b : Math.abs(a - b) < MATCH_TOLERANCE

const hasCorners = (shapeId: number | null) =>
  shapeId === SHAPE.rectangle || shapeId === SHAPE.square

/** The library die with this shape and size, if any (in-stock dies first). */
export const findMatchingDie = (dies: readonly Die[], key: SizeKey): Die | undefined => {
  if (key.shapeId === null || key.width === null || key.length === null) return undefined
  const matches = dies.filter(
    (d) =>
      d.product_type_id === key.productTypeId &&
      d.shape_id === key.shapeId &&
      same(d.width, key.width) &&
      same(d.length, key.length) &&
      (key.productTypeId !== 2 || same(d.depth, key.depth)) &&
      (!hasCorners(key.shapeId) || d.is_square_corners === key.isSquareCorners),
  )
  return matches.find((d) => d.status_id === DIE_STATUS.available) ?? matches[0]
}

/** Whether a die counts as in stock. */
export const isDieInStock = (d: Pick<Die, 'status_id'>): boolean =>
  d.status_id === DIE_STATUS.available
