import type { FastifyReply } from 'fastify'
import { orNotFound } from '../http/failure'
import type { StoredProof } from '../repositories/placed-order-repository'
import type { FileStorage } from '../storage/file-storage'
import { sendInlineFile } from '../uploads/serve-file'

/**
 * Sends a proof to be shown in the page (inline): the order page shows a PDF in a frame, which
 * its answer allows the store's own pages alone. 404 when there is none or it is gone.
 */
export const sendProof = (storage: FileStorage, reply: FastifyReply, proof: StoredProof | null) =>
  sendInlineFile(storage, reply, orNotFound(proof))
