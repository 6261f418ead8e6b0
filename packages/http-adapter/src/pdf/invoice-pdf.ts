import {
  formatLineUnitPrice,
  formatLongDate,
  roundHalfUpToCents,
  type Invoice,
  type InvoiceStatus,
} from '@diecut/quote-core'
import {
  ACCENT,
  CONTENT_W,
  drawPdf,
  FOOTER_TOP,
  INK,
  letterhead,
  LINE,
  MARGIN,
  money,
  MUTED,
  PAGE_W,
  pageFooters,
  pen,
  sectionTitle,
  SOFT,
  table,
  titleBlock,
  type Doc,
} from './pdf-drawing'

/** `diecut-invoice-{number}.pdf`, the download name of an order's invoice. */
export const invoicePdfFilename = (orderNumber: string): string =>
  `diecut-invoice-${orderNumber}.pdf`

const STATUS_COLORS: Readonly<Record<InvoiceStatus, string>> = {
  paid: '#15803d',
  open: ACCENT,
  overdue: '#b91c1c',
}

const header = (doc: Doc, inv: Invoice): number =>
  titleBlock(doc, letterhead(doc, inv.store), {
    title: 'Invoice',
    subtitle: `For order ${inv.order_number}. Prices in US dollars.`,
    boxWidth: 250,
    facts: [
      ['Invoice number', inv.number],
      ['Invoice date', formatLongDate(inv.issue_date)],
      ['Terms', inv.terms],
      ['Due date', formatLongDate(inv.due_date)],
      ['Order number', inv.order_number],
      ...(inv.po_number === null ? [] : [['PO number', inv.po_number] as const]),
    ],
  })

const BOX_W = 220

/** Who is billed, at the left, and the balance due with the invoice's standing, at the right. */
const billToAndBalance = (doc: Doc, inv: Invoice, y: number): number => {
  const leftW = CONTENT_W - BOX_W - 24
  let row = sectionTitle(doc, 'Bill to', y, leftW)
  const { name, company, address, email } = inv.bill_to
  for (const [i, line] of [name, company, ...address, email].filter((s) => s !== '').entries()) {
    pen(doc, i === 0 ? 'bold' : 'regular', 9.5, INK).text(line, MARGIN, row, { width: leftW })
    row += doc.heightOfString(line, { width: leftW }) + 2
  }
  const boxX = PAGE_W - MARGIN - BOX_W
  const color = STATUS_COLORS[inv.status]
  doc.roundedRect(boxX, y, BOX_W, 74, 4).fill(SOFT)
  pen(doc, 'regular', 9, MUTED).text('Balance due', boxX + 12, y + 10)
  pen(doc, 'bold', 22, INK).text(money(inv.balance_due), boxX + 12, y + 24, {
    width: BOX_W - 24,
  })
  pen(doc, 'bold', 10, color).text(inv.status_label, boxX + 12, y + 54, { width: BOX_W - 24 })
  return Math.max(row, y + 74) + 18
}

const lines = (doc: Doc, inv: Invoice, y: number): number => {
  const row = sectionTitle(doc, 'Items', y)
  return table(
    doc,
    { x: MARGIN, y: row },
    [
      { title: 'Item', width: 56, align: 'left' },
      { title: 'Description', width: CONTENT_W - 56 - 96 - 70 - 84, align: 'left' },
      { title: 'Quantity', width: 96, align: 'right' },
      { title: 'Unit price', width: 70, align: 'right' },
      { title: 'Amount', width: 84, align: 'right' },
    ],
    [
      ...inv.lines.map((l) => [
        String(l.order_id),
        l.description,
        `${l.quantity.toLocaleString('en-US')} ${l.unit}`,
        // Unit price x quantity = amount, or the amount alone (quote-core decides).
        formatLineUnitPrice(roundHalfUpToCents(l.subtotal), l.quantity) ?? '',
        money(l.subtotal),
      ]),
      ['', inv.shipping.description, '', '', money(inv.shipping.amount)],
      ...(inv.tax === null ? [] : [['', inv.tax.description, '', '', money(inv.tax.amount)]]),
    ],
  )
}

const TOTALS_W = 240
const TOTAL_ROW = 17

/** Subtotal, shipping, total, paid and the balance, right-aligned under the items. */
const totals = (doc: Doc, inv: Invoice, y: number): number => {
  const x = PAGE_W - MARGIN - TOTALS_W
  const rows: [string, string][] = [
    ['Subtotal', money(inv.subtotal)],
    [inv.shipping.description, money(inv.shipping.amount)],
    ...(inv.tax === null ? [] : [[inv.tax.description, money(inv.tax.amount)] as [string, string]]),
    ['Total', money(inv.total)],
    ['Amount paid', money(inv.amount_paid)],
  ]
  rows.forEach(([label, value], i) => {
    const ry = y + i * TOTAL_ROW
    const bold = label === 'Total'
    pen(doc, bold ? 'bold' : 'regular', 9.5, bold ? INK : MUTED).text(label, x + 8, ry + 4, {
      width: TOTALS_W - 100,
      lineBreak: false,
    })
    pen(doc, bold ? 'bold' : 'regular', 9.5, INK).text(value, x + 8, ry + 4, {
      width: TOTALS_W - 16,
      align: 'right',
    })
    doc
      .moveTo(x, ry + TOTAL_ROW)
      .lineTo(x + TOTALS_W, ry + TOTAL_ROW)
      .lineWidth(0.5)
      .stroke(LINE)
  })
  const barY = y + rows.length * TOTAL_ROW + 6
  doc.rect(x, barY, TOTALS_W, 24).fill(ACCENT)
  pen(doc, 'bold', 11, '#ffffff')
    .text('Balance due', x + 8, barY + 7)
    .text(money(inv.balance_due), x + 8, barY + 7, { width: TOTALS_W - 16, align: 'right' })
  return barY + 24
}

// Room for every row: subtotal, shipping, tax, total, paid.
const TOTALS_H = 5 * TOTAL_ROW + 30

/**
 * The printable invoice of a placed order: the store and its contact, invoice and order numbers,
 * dates, terms and PO number, who is billed, every item and the shipping at the prices placed,
 * the total, what was paid and the balance, and what the invoice's standing is.
 */
export const renderInvoicePdf = (inv: Invoice): Promise<Buffer> =>
  drawPdf(
    {
      title: `${inv.store.name} invoice ${inv.number}`,
      author: inv.store.name,
      subject: `Invoice for order ${inv.order_number}`,
      created: new Date(`${inv.issue_date}T12:00:00Z`),
    },
    (doc) => {
      let y = billToAndBalance(doc, inv, header(doc, inv))
      y = lines(doc, inv, y) + 12
      // The totals and the sentence under them stay together, on a new page if need be.
      const messageH = pen(doc, 'regular', 9.5, INK).heightOfString(inv.message, {
        width: CONTENT_W,
      })
      if (y + TOTALS_H + 16 + messageH > FOOTER_TOP) {
        doc.addPage()
        y = MARGIN
      }
      y = totals(doc, inv, y) + 16
      pen(doc, 'regular', 9.5, INK).text(inv.message, MARGIN, y, { width: CONTENT_W })
      pageFooters(doc, [
        `Invoice ${inv.number} for order ${inv.order_number}${inv.po_number === null ? '' : `, PO ${inv.po_number}`}. Terms: ${inv.terms}.`,
        `Questions about this invoice: call ${inv.store.phone}, ${inv.store.hours}.`,
        `${inv.store.name}, ${inv.store.address}`,
      ])
    },
  )
