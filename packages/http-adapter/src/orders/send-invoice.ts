import { invoiceOf, type PlacedOrder } from '@diecut/quote-core'
import type { FastifyReply } from 'fastify'
import type { RouteDeps } from '../deps'
import { fail } from '../http/failure'
import { invoicePdfFilename } from '../pdf/invoice-pdf'
import { sendPdf } from '../pdf/send-pdf'

/**
 * Answers the order's invoice as a PDF download, as it stands now (payments and the due day move
 * it, so it is never kept), or the core's refusal (409 invoice_unavailable) when it has none.
 */
export const sendInvoice = async (
  deps: Pick<RouteDeps, 'clock' | 'mail' | 'pdfs'>,
  reply: FastifyReply,
  placed: PlacedOrder,
) => {
  const result = invoiceOf(placed, deps.clock().toISOString(), deps.mail.store)
  if (result._tag !== 'Invoice')
    return fail({ _tag: 'PlacedOrderRejected', code: result.code, message: result.message })
  const pdf = await deps.pdfs.render({ kind: 'invoice', invoice: result.invoice })
  return sendPdf(reply, invoicePdfFilename(placed.number), pdf, 'private, no-store')
}
