import type { FastifyReply } from 'fastify'
import type { FileStorage } from '../storage/file-storage'
import { downloadName } from './download-name'

/** SVG can carry script: served as a download, under a CSP that forbids running anything. */
export const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const

/**
 * Streams a stored upload from storage: attachment named with the detected type's
 * extension, nosniff, a CSP that blocks script; 404 when the file is gone.
 */
export const sendStoredFile = async (
  storage: FileStorage,
  reply: FastifyReply,
  file: { storageKey: string; mimetype: string; filename: string },
) => {
  const stream = await storage.get(file.storageKey)
  if (stream === null)
    return reply.code(404).send({ error: { code: 'not_found', message: 'The file is gone.' } })
  const isSvg = file.mimetype === 'image/svg+xml'
  return reply
    .headers({
      ...(isSvg
        ? SVG_HEADERS
        : { 'content-type': file.mimetype, 'x-content-type-options': 'nosniff' }),
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'content-disposition': `attachment; filename="${downloadName(file.filename, file.mimetype)}"`,
    })
    .send(stream)
}
