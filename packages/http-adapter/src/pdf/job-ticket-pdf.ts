import {
  productionRows,
  STORE_CONTACT,
  unwindWords,
  type ProductionSpec,
  type SpecRow,
} from '@diecut/quote-core'
import bwipjs from 'bwip-js/node'
import { PDFDocument } from 'pdf-lib'
import { dielineFigure, type DielineSource } from './dieline-figure'
import {
  ACCENT,
  drawPdf,
  INK,
  LINE,
  MARGIN,
  MUTED,
  PAGE_H,
  PAGE_W,
  pen,
  SOFT,
  type Doc,
} from './pdf-drawing'

/** The approved proof of a line, its bytes as stored: a PDF (its first page is drawn) or an image. */
export type TicketProof = {
  readonly filename: string
  readonly mimetype: string
  readonly bytes: Uint8Array
}

/** One page of a job ticket: a line of a placed order with everything the floor needs. */
export type JobTicket = {
  readonly number: string
  readonly orderId: number
  /** `{number}-{orderId}`, printed as a Code 128 barcode. */
  readonly job: string
  readonly spec: ProductionSpec
  readonly dieline: DielineSource | null
  readonly proof: TicketProof | null
}

/** `diecut-job-{number}.pdf` for an order, `diecut-jobs-{name}.pdf` for a press group. */
export const jobTicketFilename = (name: string): string => `diecut-job-${name}.pdf`

const COLUMN_GAP = 18
const RIGHT_W = 210
const LEFT_W = PAGE_W - 2 * MARGIN - RIGHT_W - COLUMN_GAP
const RIGHT_X = PAGE_W - MARGIN - RIGHT_W
const PROOF_H = 200

/** A Code 128 barcode of the job number as a PNG, its human-readable text under the bars. */
const barcodePng = (job: string): Promise<Buffer> =>
  bwipjs.toBuffer({
    bcid: 'code128',
    text: job,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
    paddingwidth: 10,
    paddingheight: 6,
    backgroundcolor: 'FFFFFF',
  })

const SECTION_TITLES: Readonly<Record<SpecRow['section'], string>> = {
  Product: 'Job',
  Designs: 'Designs and quantities',
  Rolls: 'Rolls',
  Press: 'Press and die',
  Sheets: 'Sheets',
  Shipping: 'Proof, artwork and shipping',
}

/** The facts, section by section, in the left column; returns where they end. */
const factColumn = (doc: Doc, rows: readonly SpecRow[], top: number): number => {
  let y = top
  const labelW = 112
  let section: SpecRow['section'] | null = null
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section
      y += section === rows[0]?.section ? 0 : 6
      pen(doc, 'bold', 9.5, ACCENT).text(SECTION_TITLES[section], MARGIN, y)
      doc
        .moveTo(MARGIN, y + 12)
        .lineTo(MARGIN + LEFT_W, y + 12)
        .lineWidth(0.5)
        .stroke(LINE)
      y += 16
    }
    pen(doc, 'regular', 8.5, INK)
    const h = Math.max(11, doc.heightOfString(row.value, { width: LEFT_W - labelW }))
    pen(doc, 'regular', 8.5, MUTED).text(row.label, MARGIN, y, { width: labelW - 6 })
    pen(doc, 'bold', 8.5, INK).text(row.value, MARGIN + labelW, y, { width: LEFT_W - labelW })
    y += h + 2.5
  }
  return y
}

/** Said in the proof's box when its file cannot be drawn (the ticket is printed all the same). */
const UNDRAWABLE = "The proof's first page could not be drawn: open the proof file."

/** Where a PDF proof's first page goes once the ticket is drawn (pdf-lib places it). */
type ProofSlot = {
  readonly page: number
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
  readonly bytes: Uint8Array
}

/** The approved proof in a framed box: an image drawn now, a PDF's first page placed after. */
const proofBox = (
  doc: Doc,
  ticket: JobTicket,
  page: number,
  top: number,
  slots: ProofSlot[],
): number => {
  pen(doc, 'bold', 9.5, ACCENT).text('Approved proof', RIGHT_X, top)
  const box = { x: RIGHT_X, y: top + 16, w: RIGHT_W, h: PROOF_H }
  doc.rect(box.x, box.y, box.w, box.h).fill(SOFT)
  doc.rect(box.x, box.y, box.w, box.h).lineWidth(0.75).stroke(LINE)
  const proof = ticket.proof
  const inner = { x: box.x + 6, y: box.y + 6, w: box.w - 12, h: box.h - 12 }
  if (proof === null) {
    pen(doc, 'regular', 9, MUTED).text('No proof on file', box.x, box.y + box.h / 2 - 5, {
      width: box.w,
      align: 'center',
    })
  } else if (proof.mimetype === 'application/pdf') {
    slots.push({ page, ...inner, bytes: proof.bytes })
  } else {
    try {
      doc.image(Buffer.from(proof.bytes), inner.x, inner.y, {
        fit: [inner.w, inner.h],
        align: 'center',
        valign: 'center',
      })
    } catch {
      pen(doc, 'regular', 9, MUTED).text(UNDRAWABLE, box.x + 6, box.y + box.h / 2 - 5, {
        width: box.w - 12,
        align: 'center',
      })
    }
  }
  const caption = proof === null ? '' : proof.filename
  pen(doc, 'regular', 7.5, MUTED).text(caption, box.x, box.y + box.h + 3, { width: box.w })
  return box.y + box.h + 16
}

/** The unwind as the floor winds it: position, words and whether the customer locked it. */
const unwindNote = (doc: Doc, spec: ProductionSpec, top: number): number => {
  if (spec.unwind === null) return top
  const text = `Unwind ${unwindWords(spec.unwind)}`
  doc.roundedRect(RIGHT_X, top, RIGHT_W, 30, 4).fill(spec.unwind.locked ? '#fff8e6' : SOFT)
  pen(doc, 'bold', 10, INK).text(text, RIGHT_X + 8, top + 9, { width: RIGHT_W - 16 })
  return top + 38
}

const drawTicket = (
  doc: Doc,
  ticket: JobTicket,
  page: number,
  slots: ProofSlot[],
  barcode: Buffer,
): void => {
  const { spec } = ticket
  // Header: the store, the job and its barcode.
  pen(doc, 'bold', 14, ACCENT).text(`${STORE_CONTACT.name} job ticket`, MARGIN, MARGIN)
  pen(doc, 'bold', 22, INK).text(ticket.job, MARGIN, MARGIN + 20)
  pen(doc, 'regular', 9, MUTED).text(
    `Order ${ticket.number}, item ${ticket.orderId} · ${spec.kind} · ${spec.quantity.toLocaleString('en-US')} pieces`,
    MARGIN,
    MARGIN + 48,
    { width: LEFT_W + 40 },
  )
  doc.image(barcode, RIGHT_X, MARGIN - 4, { fit: [RIGHT_W, 62], align: 'right' })
  const ruleY = MARGIN + 66
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(PAGE_W - MARGIN, ruleY)
    .lineWidth(1.5)
    .stroke(ACCENT)
  const top = ruleY + 12
  factColumn(doc, productionRows(spec), top)
  let right = unwindNote(doc, spec, top)
  right = proofBox(doc, ticket, page, right, slots)
  if (ticket.dieline !== null)
    dielineFigure(
      doc,
      ticket.dieline,
      { x: RIGHT_X, y: right, w: RIGHT_W, h: PAGE_H - MARGIN - right },
      'Dieline',
    )
}

/**
 * Places each PDF proof's first page in its box, scaled to fit and centred; a proof that cannot
 * be read gets a line saying so instead (the ticket is still printed).
 */
const placeProofs = async (drawn: Buffer, slots: readonly ProofSlot[]): Promise<Buffer> => {
  const ticket = await PDFDocument.load(drawn)
  const pages = ticket.getPages()
  for (const slot of slots) {
    const page = pages[slot.page]
    if (page === undefined) continue
    const height = page.getHeight()
    // A proof pdf-lib cannot embed is found out on a scratch document first: a failed embed
    // left in the ticket would stop the whole ticket from being written.
    const fits = await PDFDocument.create()
      .then(async (scratch) => {
        const [page] = await scratch.embedPdf(slot.bytes, [0])
        await page?.embed()
        return page !== undefined
      })
      .catch(() => false)
    if (!fits) {
      page.drawText(UNDRAWABLE, { x: slot.x + 4, y: height - slot.y - slot.h / 2, size: 7 })
      continue
    }
    const [first] = await ticket.embedPdf(slot.bytes, [0])
    if (first === undefined) continue
    const scale = Math.min(slot.w / first.width, slot.h / first.height)
    const w = first.width * scale
    const h = first.height * scale
    page.drawPage(first, {
      x: slot.x + (slot.w - w) / 2,
      y: height - slot.y - slot.h + (slot.h - h) / 2,
      width: w,
      height: h,
    })
  }
  return Buffer.from(await ticket.save())
}

/**
 * The job ticket of one or more placed lines, a page each: the production facts section by
 * section, the unwind, the approved proof (a PDF proof's first page placed true to its shape),
 * the dieline to scale, and the job number as a Code 128 barcode for scanning on the floor.
 */
export const renderJobTicketPdf = async (
  tickets: readonly JobTicket[],
  created: Date,
): Promise<Buffer> => {
  const slots: ProofSlot[] = []
  // pdfkit draws synchronously: the barcodes are made first.
  const barcodes = await Promise.all(tickets.map((t) => barcodePng(t.job)))
  const drawn = await drawPdf(
    {
      title:
        tickets.length === 1 ? `Job ticket ${tickets[0]!.job}` : `Job tickets (${tickets.length})`,
      author: STORE_CONTACT.name,
      subject: 'Job ticket',
      created,
    },
    (doc) => {
      tickets.forEach((ticket, i) => {
        if (i > 0) doc.addPage()
        drawTicket(doc, ticket, i, slots, barcodes[i]!)
      })
    },
  )
  if (slots.length === 0) return drawn
  return placeProofs(drawn, slots)
}
