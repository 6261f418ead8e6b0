import type { StoreContact } from '@diecut/quote-core'
import PDFDocument from 'pdfkit'

// The store's printed documents (quotes, invoices) share one look: US Letter, these colours,
// the letterhead, a facts box beside the title, ruled tables and a footer on every page.
export const INK = '#0f172a'
export const MUTED = '#556074'
export const LINE = '#cbd3df'
export const ACCENT = '#1d4ed8'
export const SOFT = '#eef3ff'
export const MARGIN = 48
export const PAGE_W = 612 // US Letter
export const PAGE_H = 792
export const CONTENT_W = PAGE_W - 2 * MARGIN
/** Where the footer starts at the foot of every page. */
export const FOOTER_TOP = PAGE_H - MARGIN - 46

export type Doc = PDFKit.PDFDocument

/** Dollars as `$1,234.56`. */
export const money = (dollars: number): string =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** A price per piece, to the mill: `$0.105`. */
export const unitMoney = (dollars: number): string =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })}`

/** Sets the text style (Helvetica regular or bold, size in points, colour) for what follows. */
export const pen = (doc: Doc, weight: 'regular' | 'bold', size: number, color: string): Doc =>
  doc
    .font(weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .fillColor(color)

/** The store's name, line of business and contact across the top; returns where it ends. */
export const letterhead = (doc: Doc, store: StoreContact): number => {
  pen(doc, 'bold', 26, ACCENT).text(store.name, MARGIN, MARGIN)
  pen(doc, 'regular', 9, MUTED).text(store.tagline, MARGIN, MARGIN + 30)
  const contact = [store.address, `Phone ${store.phone}`, store.hours]
  doc.fontSize(9).fillColor(INK)
  contact.forEach((line, i) =>
    doc.text(line, MARGIN, MARGIN + 4 + i * 12, { width: CONTENT_W, align: 'right' }),
  )
  const ruleY = MARGIN + 52
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(PAGE_W - MARGIN, ruleY)
    .lineWidth(1.5)
    .stroke(ACCENT)
  return ruleY
}

/** A document's title with a line under it, and its facts in a shaded box at the right. */
export type TitleBlock = {
  readonly title: string
  readonly subtitle: string
  readonly facts: readonly (readonly [label: string, value: string])[]
  /** Width of the facts box. */
  readonly boxWidth?: number
}

/** Draws the title block below the letterhead; returns where the body may start. */
export const titleBlock = (doc: Doc, ruleY: number, block: TitleBlock): number => {
  const top = ruleY + 18
  const boxW = block.boxWidth ?? 220
  pen(doc, 'bold', 20, INK).text(block.title, MARGIN, top)
  pen(doc, 'regular', 9, MUTED).text(block.subtitle, MARGIN, top + 26, {
    width: CONTENT_W - boxW - 16,
  })
  const boxX = PAGE_W - MARGIN - boxW
  doc.roundedRect(boxX, top - 4, boxW, block.facts.length * 15 + 10, 4).fill(SOFT)
  block.facts.forEach(([k, v], i) => {
    const y = top + 2 + i * 15
    pen(doc, 'regular', 9, MUTED).text(k, boxX + 10, y)
    pen(doc, 'bold', 9, INK).text(v, boxX + 10, y, { width: boxW - 20, align: 'right' })
  })
  return top + block.facts.length * 15 + 22
}

/** A section's title over a thin rule; returns where its content starts. */
export const sectionTitle = (doc: Doc, title: string, y: number, width = CONTENT_W, x = MARGIN) => {
  pen(doc, 'bold', 11, INK).text(title, x, y)
  doc
    .moveTo(x, y + 15)
    .lineTo(x + width, y + 15)
    .lineWidth(0.75)
    .stroke(LINE)
  return y + 21
}

export type Column = {
  readonly title: string
  readonly width: number
  readonly align: 'left' | 'right'
}

const ROW_H = 16
const CELL_PAD = 6

const headerRow = (doc: Doc, x: number, y: number, columns: readonly Column[], width: number) => {
  doc.rect(x, y, width, ROW_H).fill(SOFT)
  pen(doc, 'bold', 8.5, INK)
  let cx = x
  for (const c of columns) {
    doc.text(c.title, cx + CELL_PAD, y + 4.5, { width: c.width - 2 * CELL_PAD, align: c.align })
    cx += c.width
  }
  return y + ROW_H
}

/**
 * A table with a shaded header row and ruled rows (a row grows to fit wrapped text); a row that
 * would reach the footer goes on a new page under the header again. Returns where it ends.
 */
export const table = (
  doc: Doc,
  at: { readonly x: number; readonly y: number },
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  highlight: (i: number) => boolean = () => false,
): number => {
  const width = columns.reduce((a, c) => a + c.width, 0)
  let row = headerRow(doc, at.x, at.y, columns, width)
  rows.forEach((cells, i) => {
    pen(doc, highlight(i) ? 'bold' : 'regular', 9, INK)
    const textH = Math.max(
      ...columns.map((c, j) =>
        doc.heightOfString(cells[j] ?? '', { width: c.width - 2 * CELL_PAD }),
      ),
    )
    const rowH = Math.max(ROW_H, Math.ceil(textH) + 5)
    if (row + rowH > FOOTER_TOP) {
      doc.addPage()
      row = headerRow(doc, at.x, MARGIN, columns, width)
      pen(doc, highlight(i) ? 'bold' : 'regular', 9, INK)
    }
    if (highlight(i)) {
      doc.rect(at.x, row, width, rowH).fill('#fff8e6')
      pen(doc, 'bold', 9, INK)
    }
    let cx = at.x
    columns.forEach((c, j) => {
      doc.text(cells[j] ?? '', cx + CELL_PAD, row + 4.5, {
        width: c.width - 2 * CELL_PAD,
        align: c.align,
      })
      cx += c.width
    })
    row += rowH
    doc
      .moveTo(at.x, row)
      .lineTo(at.x + width, row)
      .lineWidth(0.5)
      .stroke(LINE)
  })
  return row
}

/** The same small print at the foot of every page, with "Page n of m" at the right. */
export const pageFooters = (doc: Doc, lines: readonly string[]) => {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const y = FOOTER_TOP + 6
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(PAGE_W - MARGIN, y - 6)
      .lineWidth(0.5)
      .stroke(LINE)
    pen(doc, 'regular', 7.5, MUTED)
    lines.forEach((t, j) =>
      doc.text(t, MARGIN, y + j * 10, { width: CONTENT_W - 60, lineBreak: false }),
    )
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, y, {
      width: CONTENT_W,
      align: 'right',
      lineBreak: false,
    })
  }
}

/** What the PDF's document properties say. */
export type PdfInfo = {
  readonly title: string
  readonly subject: string
  readonly author: string
  readonly created: Date
}

/** Draws a US Letter document with `draw` and answers its bytes. */
export const drawPdf = (info: PdfInfo, draw: (doc: Doc) => void): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      bufferPages: true,
      info: {
        Title: info.title,
        Author: info.author,
        Subject: info.subject,
        CreationDate: info.created,
      },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      draw(doc)
      doc.end()
    } catch (e) {
      reject(e)
    }
  })
