import type { FastifyReply } from 'fastify'
import type { StoredProof } from '../repositories/placed-order-repository'
import type { FileStorage } from '../storage/file-storage'

/**
 * Sends a proof to be shown in the page (inline): its sniffed type, nosniff, and for images
 * a CSP that runs nothing. 404 when the file is gone.
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
        : {}),
    })
    .send(stream)
}
