import { PRODUCT_TYPE } from '../catalog/ids'
import { findShape } from '../catalog/shapes'
import type { Shape } from '../catalog/shapes'
import type { CartonBoard } from '../pricing/stock-names'
import { cartonOutline } from './carton-outline'
import { contourPath, fmt, offsetContour } from './contour'
import { BLEED_IN, labelOutline } from './label-outline'

/** The layers of docs/product.md section 7, in drawing order (bleed underneath, creases on top). */
export const DIELINE_LAYERS = ['bleedline', 'dieline', 'kisscutline', 'creaseline'] as const
export type DielineLayer = (typeof DIELINE_LAYERS)[number]

/** Empty space around the shape on every side: holds the 1/16 in bleed and the stroke. */
export const DIELINE_MARGIN_IN = 0.125

/** Larger than any die the store makes (docs/product.md §9 tops out at 100 in); keeps numbers plain. */
export const MAX_DIELINE_IN = 1000

/** The query of `GET /api/sizes/get-shape-svg` (docs/product.md section 7), sizes in inches. */
export type DielineRequest = {
  readonly width: number
  readonly length: number
  readonly depth: number | null
  readonly shape_id: number
  readonly is_square_corners: boolean
  readonly visibleLayers: readonly DielineLayer[]
  /** Carton board, for its caliper; the quoters' default (Bright White Paper SBS) if absent. */
  readonly board?: CartonBoard
}

/** A drawn dieline; `widthIn` x `heightIn` is the shape (or flat blank), margin excluded. */
export type DielineSvg = {
  readonly _tag: 'DielineSvg'
  readonly svg: string
  readonly filename: string
  readonly widthIn: number
  readonly heightIn: number
}

export type DielineFailure =
  | { readonly _tag: 'UnsupportedShape'; readonly message: string }
  | { readonly _tag: 'InvalidSize'; readonly message: string }

type LayerStyle = { readonly title: string; readonly stroke: string; readonly dash?: string }

// Distinct spot-like colours; the kiss cut is dashed because for labels it lies on the cut.
const STYLES: Readonly<Record<DielineLayer, LayerStyle>> = {
  bleedline: { title: 'Bleed line: extend artwork to here (0.0625 in)', stroke: '#00aeef' },
  dieline: { title: 'Dieline: cut', stroke: '#ec008c' },
  kisscutline: { title: 'Kiss cut: face stock only', stroke: '#2e3192', dash: '0.04 0.04' },
  creaseline: { title: 'Crease line: fold', stroke: '#00a651', dash: '0.08 0.04' },
}

const STROKE_IN = 0.01

type Drawing = {
  readonly widthIn: number
  readonly heightIn: number
  readonly paths: Readonly<Record<DielineLayer, readonly string[]>>
}

const escapeXml = (s: string): string =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

const group = (layer: DielineLayer, paths: readonly string[]): string => {
  const style = STYLES[layer]
  const dash = style.dash === undefined ? '' : ` stroke-dasharray="${style.dash}"`
  return [
    `<g id="${layer}" fill="none" stroke="${style.stroke}" stroke-width="${STROKE_IN}"${dash}>`,
    `<title>${escapeXml(style.title)}</title>`,
    ...paths.map((d) => `<path d="${d}"/>`),
    '</g>',
  ].join('\n')
}

const svgDocument = (drawing: Drawing, title: string, layers: readonly string[]): string => {
  const m = DIELINE_MARGIN_IN
  const w = drawing.widthIn + 2 * m
  const h = drawing.heightIn + 2 * m
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${fmt(w)}in" height="${fmt(h)}in" viewBox="${fmt(-m)} ${fmt(-m)} ${fmt(w)} ${fmt(h)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<desc>True to scale: 1 unit = 1 inch, ${m} in margin on every side.</desc>`,
    ...DIELINE_LAYERS.filter((l) => layers.includes(l)).map((l) => group(l, drawing.paths[l])),
    '</svg>',
    '',
  ].join('\n')
}

/**
 * Download name of docs/product.md section 7: `{width}x{length}.svg`, with `x{depth}` for cartons and
 * an `s` before `.svg` for square corners (rectangles and squares only, the shapes that have
 * corners); numbers as typed, trimmed: `2x3s.svg`, `2.5x0.875.svg`, `4x2x6.svg`.
 */
export const dielineFilename = (shape: Shape, req: DielineRequest): string => {
  const depth = shape.productTypeId === PRODUCT_TYPE.carton ? `x${fmt(req.depth ?? 0)}` : ''
  const square = shape.hasCorners && req.is_square_corners ? 's' : ''
  return `${fmt(req.width)}x${fmt(req.length)}${depth}${square}.svg`
}

const isBadSize = (n: number): boolean => !Number.isFinite(n) || n <= 0 || n > MAX_DIELINE_IN

const cartonDrawing = (shape: Shape, req: DielineRequest, depth: number): Drawing => {
  const carton = cartonOutline(shape.id, { width: req.width, length: req.length, depth }, req.board)
  const creases = carton.creases
    .map(([a, b]) => `M ${fmt(a.x)} ${fmt(a.y)} L ${fmt(b.x)} ${fmt(b.y)}`)
    .join(' ')
  return {
    widthIn: carton.widthIn,
    heightIn: carton.heightIn,
    paths: {
      dieline: [contourPath(carton.cut)],
      bleedline: [contourPath(offsetContour(carton.cut, BLEED_IN))],
      // Cartons are cut through; nothing is kiss-cut.
      kisscutline: [],
      creaseline: [creases],
    },
  }
}

const labelDrawing = (shape: Shape, req: DielineRequest): Drawing | undefined => {
  const outline = labelOutline(shape.id, req.width, req.length, req.is_square_corners)
  if (outline === undefined) return undefined
  return {
    widthIn: req.width,
    heightIn: req.length,
    paths: {
      dieline: [outline.cut],
      bleedline: [outline.bleed],
      // Roll labels are kiss-cut (face stock only) along the label outline itself.
      kisscutline: [outline.cut],
      creaseline: [],
    },
  }
}

const titleOf = (shape: Shape, req: DielineRequest, isCarton: boolean): string => {
  const depth = isCarton ? ` x ${fmt(req.depth ?? 0)}` : ''
  const corners = req.is_square_corners ? ', square corners' : ', round corners'
  return `${shape.label} ${fmt(req.width)} x ${fmt(req.length)}${depth} in${shape.hasCorners ? corners : ''}`
}

const unsupported = (message: string): DielineFailure => ({ _tag: 'UnsupportedShape', message })

/**
 * A true-to-scale SVG dieline (inches) of a label shape or a flat carton, with one `<g>` per
 * requested layer, and its download name; a tagged failure for an unknown shape, a carton
 * without depth, or a size that is not a positive number of inches.
 */
export const dielineSvg = (req: DielineRequest): DielineSvg | DielineFailure => {
  const shape = findShape(req.shape_id)
  if (shape === undefined || !shape.selectable) {
    return unsupported(`No dieline for shape ${String(req.shape_id)}.`)
  }
  const isCarton = shape.productTypeId === PRODUCT_TYPE.carton
  if (isCarton && req.depth === null) {
    return unsupported(`A ${shape.label} carton dieline needs a depth.`)
  }
  const depth = req.depth ?? 0
  if ((isCarton ? [req.width, req.length, depth] : [req.width, req.length]).some(isBadSize)) {
    return {
      _tag: 'InvalidSize',
      message: `Sizes must be positive inches up to ${MAX_DIELINE_IN}.`,
    }
  }
  const drawing = isCarton ? cartonDrawing(shape, req, depth) : labelDrawing(shape, req)
  if (drawing === undefined) return unsupported(`No dieline for shape ${String(req.shape_id)}.`)
  return {
    _tag: 'DielineSvg',
    svg: svgDocument(drawing, titleOf(shape, req, isCarton), req.visibleLayers),
    filename: dielineFilename(shape, req),
    widthIn: drawing.widthIn,
    heightIn: drawing.heightIn,
  }
}
