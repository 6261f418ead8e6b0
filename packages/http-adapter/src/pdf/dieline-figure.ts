import { dielineSvg, PRODUCT_TYPE, type SharedQuote } from '@diecut/quote-core'
import SVGtoPDF from 'svg-to-pdfkit'
import { INK, MUTED, pen, type Doc } from './pdf-drawing'

// The dieline drawn true to scale with its outer dimensions, as the quote PDF and the job
// ticket print it.

const PT_PER_IN = 72
const inches = (n: number): string => `${Number(n.toFixed(3))} in`

/** What a dieline is drawn from: the product, shape and size of a quote or an order. */
export type DielineSource = Pick<
  SharedQuote,
  'product_type_id' | 'shape_id' | 'width' | 'length' | 'depth' | 'is_square_corners'
>

/** A dimension line with end ticks and its label, horizontal or vertical. */
const dimension = (doc: Doc, x1: number, y1: number, x2: number, y2: number, text: string) => {
  doc.lineWidth(0.5).strokeColor(MUTED)
  doc.moveTo(x1, y1).lineTo(x2, y2).stroke()
  const vertical = x1 === x2
  for (const [x, y] of [
    [x1, y1],
    [x2, y2],
  ] as const) {
    if (vertical)
      doc
        .moveTo(x - 3, y)
        .lineTo(x + 3, y)
        .stroke()
    else
      doc
        .moveTo(x, y - 3)
        .lineTo(x, y + 3)
        .stroke()
  }
  pen(doc, 'regular', 8, INK)
  if (vertical) {
    const mid = (y1 + y2) / 2
    doc.save().rotate(-90, { origin: [x1 + 10, mid] })
    doc.text(text, x1 + 10 - 40, mid - 3, { width: 80, align: 'center' })
    doc.restore()
  } else {
    doc.text(text, (x1 + x2) / 2 - 40, y1 + 4, { width: 80, align: 'center' })
  }
}

/**
 * The dieline in a box at the right of the specification: 1:1 when it fits, otherwise at the
 * largest simple scale that does, always with its outer dimensions.
 */
export type Box = { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

/** The drawing area's end and the scale used (1 = actual size), or null with no dieline. */
export type Figure = { readonly end: number; readonly scale: number } | null

const dielineOf = (q: DielineSource) => {
  if (q.product_type_id === PRODUCT_TYPE.design || q.shape_id === null) return null
  if (q.width === null || q.length === null) return null
  const drawing = dielineSvg({
    width: q.width,
    length: q.length,
    depth: q.depth,
    shape_id: q.shape_id,
    is_square_corners: q.is_square_corners,
    visibleLayers: ['dieline', 'bleedline', 'kisscutline', 'creaseline'],
  })
  return drawing._tag === 'DielineSvg' ? drawing : null
}

export const dielineFigure = (doc: Doc, q: DielineSource, box: Box, title: string): Figure => {
  const drawing = dielineOf(q)
  if (drawing === null) return null
  const { x, y, w } = box
  pen(doc, 'bold', 11, INK).text(title, x, y)
  const maxW = w - 24
  const maxH = box.h - 70
  const fullW = drawing.widthIn * PT_PER_IN
  const fullH = drawing.heightIn * PT_PER_IN
  const fit = Math.min(1, maxW / fullW, maxH / fullH)
  const scale = fit >= 1 ? 1 : 1 / Math.ceil(1 / fit)
  const figW = fullW * scale
  const figH = fullH * scale
  const figX = x + (maxW - figW) / 2
  const figY = y + 24
  // The drawing's own margin (the bleed) sits outside the shape: draw the whole viewBox.
  const m = 0.125 * PT_PER_IN * scale
  const svg = drawing.svg.replace(/ width="[^"]*" height="[^"]*"/, '')
  SVGtoPDF(doc, svg, figX - m, figY - m, {
    width: figW + 2 * m,
    height: figH + 2 * m,
    assumePt: true,
  })
  dimension(doc, figX, figY + figH + 8, figX + figW, figY + figH + 8, inches(drawing.widthIn))
  dimension(doc, figX + figW + 8, figY, figX + figW + 8, figY + figH, inches(drawing.heightIn))
  const note =
    scale === 1
      ? 'Shown at actual size (1:1).'
      : `Shown at 1:${Math.round(1 / scale)} scale (the dieline file is full size).`
  const legend =
    q.product_type_id === PRODUCT_TYPE.carton
      ? 'Magenta: cut. Green dashed: fold. Cyan: bleed.'
      : 'Magenta: cut. Cyan: bleed (extend artwork to it).'
  pen(doc, 'regular', 8, MUTED).text(`${note} ${legend}`, x, figY + figH + 26, { width: w })
  return { end: figY + figH + 26 + doc.heightOfString(`${note} ${legend}`, { width: w }), scale }
}
