import { DIE_STATUS, PRODUCT_TYPE, SHAPE, SIZE_TYPE } from './ids'

/** A stock cutting die (a size in the library). Dimensions in inches. */
export type Die = {
  readonly id: number
  readonly status_id: number
  readonly width: number
  readonly length: number
  readonly depth: number | null
  readonly label: string
  readonly shape_id: number
  readonly is_square_corners: boolean
  readonly size_type_id: number
  readonly product_type_id: number
  readonly s3key: string
}

const inch = (n: number): string => `${Number(n.toFixed(3))}"`

const shapeName: Record<number, string> = {
  [SHAPE.rectangle]: 'Rectangle',
  [SHAPE.square]: 'Square',
  [SHAPE.circle]: 'Circle',
  [SHAPE.oval]: 'Oval',
  [SHAPE.star]: 'Star',
  [SHAPE.diamond]: 'Diamond',
  [SHAPE.lipBalm]: 'Lip Balm',
  [SHAPE.polygon]: 'Polygon',
  [SHAPE.tamperSeal]: 'Tamper Seal',
  [SHAPE.autoLock]: 'Auto Lock',
  [SHAPE.straightTuck]: 'Straight Tuck',
}

/**
 * A size's dimensions as the store writes them: labels width x length (`2" x 3"`), cartons
 * length x width x depth (`4" x 2" x 6"`, the carton's L x W x D of docs/pricing-model.md section 5.1,
 * the order of the carton quoter's Length, Width and Depth fields). A stock carton reads the
 * same in the size list as in the summary once chosen.
 */
export const sizeDimensions = (d: {
  readonly width: number
  readonly length: number
  readonly depth: number | null
}): string =>
  (d.depth === null ? [d.width, d.length] : [d.length, d.width, d.depth]).map(inch).join(' x ')

/** A die's display label, e.g. `2" x 3" Rectangle (Square Corners)` or `4" x 2" x 6" Straight Tuck`. */
export const dieLabel = (
  d: Pick<Die, 'width' | 'length' | 'depth' | 'shape_id' | 'is_square_corners'>,
): string => {
  const dims = sizeDimensions(d)
  const corners =
    d.shape_id === SHAPE.rectangle || d.shape_id === SHAPE.square
      ? d.is_square_corners
        ? ' (Square Corners)'
        : ' (Round Corners)'
      : ''
  return `${dims} ${shapeName[d.shape_id] ?? 'Custom'}${corners}`
}

type Spec = readonly [
  shape: number,
  width: number,
  length: number,
  depth: number | null,
  square: boolean,
]

const labelSpecs = (): Spec[] => {
  const out: Spec[] = []
  const rectSides = [0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 3, 3.5, 4, 4.5, 5, 6]
  const rectLengths = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 10]
  for (const w of rectSides)
    for (const l of rectLengths) {
      if (l <= w) continue
      out.push([SHAPE.rectangle, w, l, null, false])
      // Square-corner twins exist for the sizes that sell most (whole and half inches).
      if (Number.isInteger(w * 2) && Number.isInteger(l))
        out.push([SHAPE.rectangle, w, l, null, true])
    }
  for (const w of [0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 3.5, 4, 5, 6]) {
    out.push([SHAPE.square, w, w, null, false])
    out.push([SHAPE.square, w, w, null, true])
  }
  for (const d of [0.5, 0.625, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3.5, 4, 4.5, 5, 6])
    out.push([SHAPE.circle, d, d, null, false])
  const ovals: [number, number][] = [
    [1, 1.5],
    [1.25, 2],
    [1.5, 2],
    [1.5, 2.5],
    [2, 2.5],
    [2, 3],
    [2.5, 3.5],
    [3, 4],
    [3.5, 5],
    [4, 6],
    [3, 2],
    [2, 1.25],
  ]
  for (const [w, l] of ovals) out.push([SHAPE.oval, w, l, null, false])
  for (const d of [1, 1.5, 2, 2.5, 3, 4]) out.push([SHAPE.star, d, d, null, false])
  for (const [w, l] of [
    [1, 1.5],
    [2, 3],
    [3, 4],
  ] as const)
    out.push([SHAPE.diamond, w, l, null, false])
  for (const [w, l] of [
    [1.75, 2],
    [1.5, 2],
    [0.75, 2.25],
    [1.875, 2.125],
  ] as const)
    out.push([SHAPE.lipBalm, w, l, null, false])
  for (const d of [1.5, 2, 2.5, 3]) out.push([SHAPE.polygon, d, d, null, false])
  for (const [w, l] of [
    [0.5, 2.5],
    [0.75, 3],
    [1, 4],
    [1, 5],
  ] as const)
    out.push([SHAPE.tamperSeal, w, l, null, false])
  return out
}

const cartonSpecs = (): Spec[] => {
  const out: Spec[] = []
  // Inside dimensions length x width x depth of the boxes customers order most.
  const boxes: [number, number, number][] = [
    [2, 2, 5],
    [4, 2, 6],
    [4, 4, 4],
    [6, 3, 9],
    [3, 3, 6],
    [2.5, 2.5, 6],
    [3, 2, 8],
    [5, 5, 5],
    [2, 2, 4],
    [3, 3, 3],
    [3.5, 2, 5],
    [4, 3, 8],
    [5, 2, 7],
    [6, 6, 3],
    [2.25, 2.25, 7],
    [3, 1.5, 5],
    [4.5, 3, 10],
    [5, 4, 9],
    [7, 5, 3],
    [2.75, 2.75, 8],
  ]
  for (const [l, w, d] of boxes) {
    out.push([SHAPE.straightTuck, w, l, d, false])
    if (w >= 1.5 && l >= 1.5 && d >= 3) out.push([SHAPE.autoLock, w, l, d, false])
  }
  return out
}

const build = (): readonly Die[] => {
  const specs = [
    ...labelSpecs().map((s) => [PRODUCT_TYPE.label, s] as const),
    ...cartonSpecs().map((s) => [PRODUCT_TYPE.carton, s] as const),
  ]
  return specs.map(([productTypeId, [shape_id, width, length, depth, is_square_corners]], i) => {
    const id = 1001 + i
    return {
      id,
      // Roughly one die in seventeen is worn out or on loan and must be re-made.
      status_id: id % 17 === 0 ? DIE_STATUS.outOfStock : DIE_STATUS.available,
      width,
      length,
      depth,
      label: dieLabel({ width, length, depth, shape_id, is_square_corners }),
      shape_id,
      is_square_corners,
      size_type_id: SIZE_TYPE.die,
      product_type_id: productTypeId,
      s3key: `dies/${id}.svg`,
    }
  })
}

/**
 * The seed library of stock dies: several hundred sizes over every shape, a few out of stock.
 * Marked pure so that a bundle which never reads it (the storefront gets the library from the
 * server) does not build it while the page loads.
 */
export const seedDies: readonly Die[] = /* @__PURE__ */ build()
