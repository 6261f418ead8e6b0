import { SHAPE } from '../catalog/ids'
import {
  closedContour,
  contourPath,
  ellipseOffsetPath,
  ellipsePath,
  offsetContour,
  v,
} from './contour'
import type { Contour } from './contour'

/** Bleed: artwork runs 1/16 in past the cut so a slightly off cut shows no white edge. */
export const BLEED_IN = 0.0625

/** Corner radius of a round-cornered rectangle or square label (1/16 in, the house die). */
export const CORNER_RADIUS_IN = 0.0625

/** Lip-balm labels wrap a tube, so their corners are rounder (1/8 in) to resist lifting. */
export const LIP_BALM_RADIUS_IN = 0.125

/** Inner to outer radius of a regular five-pointed star, (3 - √5) / 2. */
const STAR_INNER_RATIO = (3 - Math.sqrt(5)) / 2

/** Cut and bleed paths of a label, with the cut's bounding box at (0, 0)-(width, length). */
export type LabelOutline = { readonly cut: string; readonly bleed: string }

const roundedRect = (w: number, l: number, r: number): Contour => {
  const radius = Math.min(r, w / 2, l / 2)
  return [v(0, 0, radius), v(w, 0, radius), v(w, l, radius), v(0, l, radius)]
}

// A regular star, point up, stretched to fill the box (the customer asks for the box).
const star = (w: number, l: number): Contour => {
  const raw = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const r = i % 2 === 0 ? 1 : STAR_INNER_RATIO
    return { x: r * Math.cos(a), y: r * Math.sin(a) }
  })
  const xs = raw.map((p) => p.x)
  const ys = raw.map((p) => p.y)
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  return raw.map((p) => v(((p.x - x0) / (x1 - x0)) * w, ((p.y - y0) / (y1 - y0)) * l))
}

// Flat-topped hexagon; regular when length = width · √3 / 2.
const hexagon = (w: number, l: number): Contour => [
  v(0, l / 2),
  v(w / 4, 0),
  v((3 * w) / 4, 0),
  v(w, l / 2),
  v((3 * w) / 4, l),
  v(w / 4, l),
]

const diamond = (w: number, l: number): Contour => [
  v(w / 2, 0),
  v(w, l / 2),
  v(w / 2, l),
  v(0, l / 2),
]

const contourOf = (shapeId: number, w: number, l: number, square: boolean): Contour | undefined => {
  switch (shapeId) {
    case SHAPE.rectangle:
    case SHAPE.square:
      return roundedRect(w, l, square ? 0 : CORNER_RADIUS_IN)
    case SHAPE.lipBalm:
      return roundedRect(w, l, LIP_BALM_RADIUS_IN)
    case SHAPE.tamperSeal:
      // A strip with fully rounded ends: the fillet is half the short side.
      return roundedRect(w, l, Math.min(w, l) / 2)
    case SHAPE.custom:
    case SHAPE.newShape:
      // Placeholder until the customer's own dieline arrives: the size as a rounded rectangle.
      return roundedRect(w, l, CORNER_RADIUS_IN)
    case SHAPE.star:
      return star(w, l)
    case SHAPE.diamond:
      return diamond(w, l)
    case SHAPE.polygon:
      return hexagon(w, l)
    default:
      return undefined
  }
}

/**
 * The cut and bleed outline of a label shape of width x length inches, or undefined when the
 * shape is not a label shape. `squareCorners` only matters for rectangles and squares.
 */
export const labelOutline = (
  shapeId: number,
  width: number,
  length: number,
  squareCorners: boolean,
): LabelOutline | undefined => {
  if (shapeId === SHAPE.circle || shapeId === SHAPE.oval) {
    const centre = { x: width / 2, y: length / 2 }
    return {
      cut: ellipsePath(centre, width / 2, length / 2),
      bleed: ellipseOffsetPath(centre, width / 2, length / 2, BLEED_IN),
    }
  }
  const contour = contourOf(shapeId, width, length, squareCorners)
  if (contour === undefined) return undefined
  const cut = closedContour(contour)
  return { cut: contourPath(cut), bleed: contourPath(offsetContour(cut, BLEED_IN)) }
}
