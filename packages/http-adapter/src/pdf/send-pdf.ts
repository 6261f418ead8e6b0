import type { FastifyReply } from 'fastify'

/** Answers a PDF as a download named `filename`, kept by the browser as `cache` says. */
export const sendPdf = (reply: FastifyReply, filename: string, pdf: Buffer, cache: string) =>
  reply
    .headers({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': cache,
    })
    .send(pdf)
