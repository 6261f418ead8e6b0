import type { SharedQuote } from '@diecut/quote-core'
import { renderQuotePdf } from './quote-pdf'

/**
 * What the server asks of a PDF worker thread: the quote and the most bytes it may answer, or
 * null to learn that the thread has started.
 */
export type PdfTask = { readonly quote: SharedQuote; readonly maxBytes: number } | null

/** The worker's answer: the PDF, or its size when it passed the cap (the PDF is dropped). */
export type PdfAnswer =
  | { readonly _tag: 'Rendered'; readonly pdf: Uint8Array }
  | { readonly _tag: 'TooLarge'; readonly bytes: number }
  | { readonly _tag: 'Started' }

/** Runs in a worker thread (pdf-renderer.ts): draws the quote PDF away from the request loop. */
export default async function renderInWorker(task: PdfTask): Promise<PdfAnswer> {
  if (task === null) return { _tag: 'Started' }
  const { quote, maxBytes } = task
  const pdf = await renderQuotePdf(quote)
  return pdf.length > maxBytes
    ? { _tag: 'TooLarge', bytes: pdf.length }
    : { _tag: 'Rendered', pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length) }
}
