import { SHAPE } from '../catalog/ids'
import { cartonBlank, tuckLip } from '../pricing/carton-blank'
import { defaultCartonParams } from '../pricing/carton-params'
import type { CartonParams } from '../pricing/carton-params'
import type { CartonBoard } from '../pricing/stock-names'
import type { Dimensions } from '../rules/size-checker'
import { closedContour, v } from './contour'
import type { Contour, Pt, Vertex } from './contour'

/** The board the quoters start cartons on (Bright White Paper SBS, caliper 0.018 in). */
export const DEFAULT_CARTON_BOARD: CartonBoard = 'Bright White Paper SBS'

/** A flat carton: outer cut contour, fold lines, and the blank size it fills exactly. */
export type CartonOutline = {
  readonly widthIn: number
  readonly heightIn: number
  readonly cut: Contour
  readonly creases: readonly (readonly [Pt, Pt])[]
}

// Panel layout of docs/pricing-model.md §5.2, left to right: glue flap, front (L), side (W), back (L),
// side (W). Each of the four body panels takes one caliper `t` so the folded tube closes around
// the board's thickness; that is where the model's `4t` goes. Closures hang off the back panel
// (a straight tuck has both tucks on the same panel), each W + t deep (the same allowance, the
// model's `2t`), then the tuck lip T. Dust flaps sit on the side panels, half the closure deep,
// tapered at 45° towards the closure so the bleed offset never pinches in the notch.
type Frame = {
  readonly xa: number
  readonly xb: number
  readonly xc: number
  readonly xd: number
  readonly xe: number
  readonly yb0: number
  readonly yb1: number
  readonly lp: number
  readonly wp: number
  readonly lip: number
  readonly height: number
  /** The glue flap's ends are cut back so it clears the closures when the tube is glued. */
  readonly glueTaper: number
}

const topEdge = (f: Frame): Vertex[] => {
  const dust = f.wp / 2
  const r = Math.min(f.lip, f.lp / 3)
  return [
    v(0, f.yb0 + f.glueTaper),
    v(f.xa, f.yb0),
    v(f.xb, f.yb0),
    v(f.xb, f.yb0 - dust),
    v(f.xc - dust, f.yb0 - dust),
    v(f.xc, f.yb0),
    v(f.xc, 0, r),
    v(f.xd, 0, r),
    v(f.xd, f.yb0),
    v(f.xd + dust, f.yb0 - dust),
    v(f.xe, f.yb0 - dust),
  ]
}

// Straight tuck bottom: the top, mirrored (traced right to left).
const tuckBottom = (f: Frame): Vertex[] => {
  const dust = f.wp / 2
  const r = Math.min(f.lip, f.lp / 3)
  return [
    v(f.xe, f.yb1 + dust),
    v(f.xd + dust, f.yb1 + dust),
    v(f.xd, f.yb1),
    v(f.xd, f.height, r),
    v(f.xc, f.height, r),
    v(f.xc, f.yb1),
    v(f.xc - dust, f.yb1 + dust),
    v(f.xb, f.yb1 + dust),
    v(f.xb, f.yb1),
  ]
}

// Crash-lock bottom: major flaps under front and back (half the width deep, with a lock tab
// reaching the model's 0.75·W + 0.375), minor flaps under the sides, 45° notches between.
const lockFlap = (f: Frame, right: number, left: number): Vertex[] => {
  const h = f.wp / 2
  const a = f.lp / 4
  const s = Math.min((f.height - f.yb1 - h) / 2, a / 2)
  return [
    v(right, f.yb1),
    v(right, f.yb1 + h),
    v(right - a, f.yb1 + h),
    v(right - a - s, f.height),
    v(left + a + s, f.height),
    v(left + a, f.yb1 + h),
    v(left, f.yb1 + h),
  ]
}

const lockBottom = (f: Frame): Vertex[] => {
  const m = 0.4 * f.wp
  return [
    v(f.xe, f.yb1 + m),
    v(f.xd + m, f.yb1 + m),
    ...lockFlap(f, f.xd, f.xc),
    v(f.xc, f.yb1),
    v(f.xc - m, f.yb1 + m),
    v(f.xb + m, f.yb1 + m),
    ...lockFlap(f, f.xb, f.xa),
  ]
}

const line = (x0: number, y0: number, x1: number, y1: number): readonly [Pt, Pt] => [
  { x: x0, y: y0 },
  { x: x1, y: y1 },
]

const creasesOf = (f: Frame, autoLock: boolean): (readonly [Pt, Pt])[] => {
  const body = [f.xa, f.xb, f.xc, f.xd].map((x) => line(x, f.yb0, x, f.yb1))
  const top = [line(f.xb, f.yb0, f.xe, f.yb0), line(f.xc, f.lip, f.xd, f.lip)]
  if (!autoLock) {
    const lipFold = f.height - f.lip
    return [...body, ...top, line(f.xb, f.yb1, f.xe, f.yb1), line(f.xc, lipFold, f.xd, lipFold)]
  }
  // The 45° folds that let the glued bottom collapse flat and pop open.
  const h = f.wp / 2
  const diagonals = [f.xa, f.xc].map((x) => line(x, f.yb1, x + h, f.yb1 + h))
  return [...body, ...top, line(f.xa, f.yb1, f.xe, f.yb1), ...diagonals]
}

/**
 * The flat dieline of a Straight Tuck (11), Auto Lock (10) or custom (55, drawn as a straight
 * tuck) carton of the given inside size (width x length x depth, inches). L is the longer side
 * of the opening and W the shorter, as in pricing, so the outline fills `cartonBlank` exactly. The custom carton's 10 %
 * blank allowance is a pricing margin for a dieline not yet drawn, so it is not drawn here.
 */
export const cartonOutline = (
  shapeId: number,
  { width, length, depth }: Dimensions & { readonly depth: number },
  board: CartonBoard = DEFAULT_CARTON_BOARD,
  params: CartonParams = defaultCartonParams,
): CartonOutline => {
  const autoLock = shapeId === SHAPE.autoLock
  const l = Math.max(width, length)
  const w = Math.min(width, length)
  // An unknown board name (stale data) draws with the default board rather than failing.
  const known = Object.hasOwn(params.boards, board) ? board : DEFAULT_CARTON_BOARD
  const t = params.boards[known].cal
  const style = autoLock ? 'auto_lock' : 'straight_tuck'
  const blank = cartonBlank(
    { lengthIn: l, widthIn: w, depthIn: depth, style, board: known },
    params,
  )
  const lip = tuckLip(w, params)
  const [lp, wp] = [l + t, w + t]
  const xa = params.glueFlap
  const yb0 = wp + lip
  const f: Frame = {
    xa,
    xb: xa + lp,
    xc: xa + lp + wp,
    xd: xa + 2 * lp + wp,
    xe: blank.widthIn,
    yb0,
    yb1: yb0 + depth,
    lp,
    wp,
    lip,
    height: blank.heightIn,
    glueTaper: Math.min(0.25, depth / 4),
  }
  const bottom = autoLock ? lockBottom(f) : tuckBottom(f)
  const cut = closedContour([...topEdge(f), ...bottom, v(f.xa, f.yb1), v(0, f.yb1 - f.glueTaper)])
  return { widthIn: blank.widthIn, heightIn: blank.heightIn, cut, creases: creasesOf(f, autoLock) }
}
