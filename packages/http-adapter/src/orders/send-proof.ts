import type { FastifyReply } from 'fastify'
import type { StoredProof } from '../repositories/placed-order-repository'
import type { FileStorage } from '../storage/file-storage'

/**
 * Sends a proof to be shown in the page (inline): its sniffed type, nosniff, a CSP that runs
 * nothing in an image, and for a PDF leave to be framed by the store's own pages (the order
 * page shows it in a frame; every other answer may not be framed at all). 404 when the file is
 * gone.
 */
export const sendProof = async (
  storage: FileStorage,
  reply: FastifyReply,
  proof: StoredProof | null,
) => {
  const stream = proof === null ? null : await storage.get(proof.storageKey)
  if (proof === null || stream === null)
    return reply.code(404).send({ error: { code: 'not_found', message: 'Not found.' } })
  const name = proof.filename.replace(/["\\\r\n]/g, '')
  return reply
    .headers({
      'content-type': proof.mimetype,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      'content-disposition': `inline; filename="${name}"`,
      ...(proof.mimetype.startsWith('image/')
        ? { 'content-security-policy': "default-src 'none'" }
        : { 'content-security-policy': "frame-ancestors 'self'", 'x-frame-options': 'SAMEORIGIN' }),
    })
    .send(stream)
}
