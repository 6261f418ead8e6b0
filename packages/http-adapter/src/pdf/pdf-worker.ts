import type { SharedQuote } from '@diecut/quote-core'
import { renderQuotePdf } from './quote-pdf'

/** What the server asks of a PDF worker thread: the quote, and the most bytes it may answer. */
export type PdfTask = { readonly quote: SharedQuote; readonly maxBytes: number }

/** The worker's answer: the PDF, or its size when it passed the cap (the PDF is dropped). */
export type PdfAnswer =
  | { readonly _tag: 'Rendered'; readonly pdf: Uint8Array }
  | { readonly _tag: 'TooLarge'; readonly bytes: number }

/** Runs in a worker thread (pdf-renderer.ts): draws the quote PDF away from the request loop. */
export default async function renderInWorker({ quote, maxBytes }: PdfTask): Promise<PdfAnswer> {
  const pdf = await renderQuotePdf(quote)
  return pdf.length > maxBytes
    ? { _tag: 'TooLarge', bytes: pdf.length }
    : { _tag: 'Rendered', pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length) }
}
