import {
  PRICE_BREAK_COMPARISON_TITLE,
  priceBreakComparison,
  QUOTE_CONSTANTS,
  QUOTE_VALID_DAYS,
  quantityToleranceNote,
  quoteChoices,
  STORE_CONTACT,
  unitNounOf,
  type SharedQuote,
} from '@diecut/quote-core'
import { dielineFigure } from './dieline-figure'
import {
  ACCENT,
  CONTENT_W,
  drawPdf,
  FOOTER_TOP,
  INK,
  letterhead,
  MARGIN,
  money,
  MUTED,
  PAGE_W,
  pageFooters,
  pen,
  sectionTitle,
  table,
  titleBlock,
  unitMoney,
  type Doc,
} from './pdf-drawing'

/** `diecut-quote-{id}.pdf`, the download name of packages/http-adapter/API.md. */
export const quotePdfFilename = (quoteNumber: number): string => `diecut-quote-${quoteNumber}.pdf`

const longDate = (date: Date, timeZone = 'UTC'): string =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone })
const isoDay = (iso: string): Date => new Date(`${iso}T12:00:00Z`)

const header = (doc: Doc, q: SharedQuote): number =>
  titleBlock(doc, letterhead(doc, STORE_CONTACT), {
    title: 'Quote',
    subtitle: 'Prepared online at diecut. Prices in US dollars.',
    facts: [
      ['Quote number', `Q-${q.quote_number}`],
      ['Quote date', longDate(new Date(q.created_at), 'America/New_York')],
      ['Valid until', longDate(isoDay(q.valid_until))],
      [
        'Estimated ship date',
        q.ship_due_date === null ? 'With proof' : longDate(isoDay(q.ship_due_date)),
      ],
    ],
  })

/** The specification table; returns where it ends. */
const specification = (doc: Doc, q: SharedQuote, y: number, width: number): number => {
  let row = sectionTitle(doc, 'Specification', y, width)
  const rows = quoteChoices(q)
  const labelW = 84
  for (const { label, value } of rows) {
    doc.font('Helvetica').fontSize(9)
    const h = Math.max(12, doc.heightOfString(value, { width: width - labelW }))
    doc.fillColor(MUTED).text(label, MARGIN, row, { width: labelW })
    doc.fillColor(INK).text(value, MARGIN + labelW, row, { width: width - labelW })
    row += h + 4
  }
  if (q.design_quantities.length > 1) {
    const list = q.design_quantities
      .map((n, i) => `Design ${i + 1}: ${n.toLocaleString('en-US')}`)
      .join('   ')
    doc.fillColor(MUTED).text('Per design', MARGIN, row, { width: labelW })
    doc.fillColor(INK).text(list, MARGIN + labelW, row, { width: width - labelW })
    row += doc.heightOfString(list, { width: width - labelW }) + 4
  }
  return row
}

const COLUMN_W = (CONTENT_W - 20) / 2

/** The breakdown and total, in the left column; returns where it ends. */
const priceSection = (doc: Doc, q: SharedQuote, y: number): number => {
  let row = sectionTitle(doc, 'Price', y, COLUMN_W)
  row = table(
    doc,
    { x: MARGIN, y: row },
    [
      { title: 'Description', width: COLUMN_W - 90, align: 'left' },
      { title: 'Amount', width: 90, align: 'right' },
    ],
    q.price_breakdown.map((l) => [l.label, money(l.amount)]),
  )
  doc.rect(MARGIN, row + 6, COLUMN_W, 24).fill(ACCENT)
  pen(doc, 'bold', 11, '#ffffff')
    .text('Total', MARGIN + 8, row + 13)
    .text(money(q.quoted_total), MARGIN + 8, row + 13, { width: COLUMN_W - 14, align: 'right' })
  const unit =
    q.quoted_price_per_label === null
      ? ''
      : `${unitMoney(q.quoted_price_per_label)} per ${unitNounOf(q.product_type_id)}`
  const die =
    q.quoted_die_charge !== null && q.quoted_die_charge > 0
      ? `, excluding the one-time die charge of ${money(q.quoted_die_charge)}`
      : ''
  const note = `${unit}${die}. Shipping and sales tax are not included.`
  pen(doc, 'regular', 8.5, MUTED).text(note, MARGIN, row + 36, { width: COLUMN_W, align: 'right' })
  return row + 36 + doc.heightOfString(note, { width: COLUMN_W })
}

/** What other quantities cost, in the right column, this quote's row marked. */
const priceBreaksSection = (doc: Doc, q: SharedQuote, y: number): number => {
  if (q.price_breaks.length === 0) return y
  const x = MARGIN + COLUMN_W + 20
  const row = sectionTitle(doc, 'Price breaks', y, COLUMN_W, x)
  const currentIndex = q.price_breaks.findIndex((b) => b.is_current)
  return table(
    doc,
    { x, y: row },
    [
      { title: 'Quantity', width: 52, align: 'left' },
      { title: 'Per unit', width: 52, align: 'right' },
      { title: 'Total', width: 70, align: 'right' },
      { title: PRICE_BREAK_COMPARISON_TITLE, width: COLUMN_W - 174, align: 'right' },
    ],
    q.price_breaks.map((b) => [
      b.quantity.toLocaleString('en-US'),
      unitMoney(b.per_unit),
      money(b.total),
      priceBreakComparison(b),
    ]),
    (i) => i === currentIndex,
  )
}

const footer = (doc: Doc, q: SharedQuote) => {
  const terms = [
    `Prices valid ${QUOTE_VALID_DAYS} days (until ${longDate(isoDay(q.valid_until))}); payment after proof approval.`,
    [
      'The ship date is estimated from today and moves with the proof approval date.',
      quantityToleranceNote(q),
    ]
      .filter((t) => t !== null)
      .join(' '),
    `Questions: call ${QUOTE_CONSTANTS.supportPhone}, ${QUOTE_CONSTANTS.supportHours}. Quote Q-${q.quote_number}.`,
  ]
  pageFooters(doc, terms)
}

/**
 * The printable quote (packages/http-adapter/API.md): the store and its contact, quote number, date and validity,
 * every choice, quantities per design, the dieline to scale with its dimensions, the price
 * breakdown and total, the price breaks, the estimated ship date and the terms.
 */
export const renderQuotePdf = (q: SharedQuote): Promise<Buffer> =>
  drawPdf(
    {
      title: `diecut quote Q-${q.quote_number}`,
      author: STORE_CONTACT.name,
      subject: 'Quote',
      created: new Date(q.created_at),
    },
    (doc) => {
      const specTop = header(doc, q)
      const figureW = 200
      const specW = CONTENT_W - figureW - 16
      const specEnd = specification(doc, q, specTop, specW)
      const figure = dielineFigure(
        doc,
        q,
        { x: PAGE_W - MARGIN - figureW, y: specTop, w: figureW, h: 320 },
        'Dieline',
      )
      let y = Math.max(specEnd, figure?.end ?? specTop) + 14
      // Price and price breaks stay together: on a new page when they would reach the terms.
      const tall = 21 + 16 * (Math.max(q.price_breakdown.length + 4, q.price_breaks.length + 1) + 1)
      if (y + tall > FOOTER_TOP) {
        doc.addPage()
        y = MARGIN
      }
      priceSection(doc, q, y)
      priceBreaksSection(doc, q, y)
      // A dieline shrunk to fit beside the specification gets a page of its own, as large as fits.
      if (figure !== null && figure.scale < 1) {
        doc.addPage()
        dielineFigure(
          doc,
          q,
          { x: MARGIN, y: MARGIN, w: CONTENT_W + 24, h: FOOTER_TOP - MARGIN - 10 },
          'Dieline, flat (outside view)',
        )
      }
      footer(doc, q)
    },
  )
