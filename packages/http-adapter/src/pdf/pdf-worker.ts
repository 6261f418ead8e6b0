import type { Invoice, SharedQuote } from '@diecut/quote-core'
import { renderInvoicePdf } from './invoice-pdf'
import { renderQuotePdf } from './quote-pdf'

/** A document the store prints: a quote, or the invoice of a placed order. */
export type PdfDocument =
  | { readonly kind: 'quote'; readonly quote: SharedQuote }
  | { readonly kind: 'invoice'; readonly invoice: Invoice }

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

const draw = (document: PdfDocument): Promise<Buffer> =>
  document.kind === 'quote' ? renderQuotePdf(document.quote) : renderInvoicePdf(document.invoice)

/** Runs in a worker thread (pdf-renderer.ts): draws a PDF away from the request loop. */
export default async function renderInWorker(task: PdfTask): Promise<PdfAnswer> {
  if (task === null) return { _tag: 'Started' }
  const { document, maxBytes } = task
  const pdf = await draw(document)
  return pdf.length > maxBytes
    ? { _tag: 'TooLarge', bytes: pdf.length }
    : { _tag: 'Rendered', pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length) }
}
