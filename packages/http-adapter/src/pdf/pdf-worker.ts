import type { Invoice, SharedQuote } from '@diecut/quote-core'
import { renderInvoicePdf } from './invoice-pdf'
import { renderJobTicketPdf, type JobTicket } from './job-ticket-pdf'
import { renderQuotePdf } from './quote-pdf'

/** A document the store prints: a quote, the invoice of a placed order, or job tickets. */
export type PdfDocument =
  | { readonly kind: 'quote'; readonly quote: SharedQuote }
  | { readonly kind: 'invoice'; readonly invoice: Invoice }
  | {
      readonly kind: 'job ticket'
      readonly tickets: readonly JobTicket[]
      readonly created: string
    }

/**
 * What the server asks of a PDF worker thread: the document and the most bytes it may answer,
 * or null to learn that the thread has started.
 */
export type PdfTask = { readonly document: PdfDocument; readonly maxBytes: number } | null

/** The worker's answer: the PDF, or its size when it passed the cap (the PDF is dropped). */
export type PdfAnswer =
  | { readonly _tag: 'Rendered'; readonly pdf: Uint8Array }
  | { readonly _tag: 'TooLarge'; readonly bytes: number }
  | { readonly _tag: 'Started' }

const draw = (document: PdfDocument): Promise<Buffer> => {
  switch (document.kind) {
    case 'quote':
      return renderQuotePdf(document.quote)
    case 'invoice':
      return renderInvoicePdf(document.invoice)
    case 'job ticket':
      return renderJobTicketPdf(document.tickets, new Date(document.created))
  }
}

/** Runs in a worker thread (pdf-renderer.ts): draws a PDF away from the request loop. */
export default async function renderInWorker(task: PdfTask): Promise<PdfAnswer> {
  if (task === null) return { _tag: 'Started' }
  const { document, maxBytes } = task
  const pdf = await draw(document)
  return pdf.length > maxBytes
    ? { _tag: 'TooLarge', bytes: pdf.length }
    : { _tag: 'Rendered', pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length) }
}
