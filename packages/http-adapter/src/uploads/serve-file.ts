import type { FastifyReply } from 'fastify'
import type { FileStorage } from '../storage/file-storage'
import { downloadName } from './download-name'

/** SVG can carry script: served as a download, under a CSP that forbids running anything. */
export const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const

/** A stored file: where it is, its sniffed type and the name it is given. */
export type ServedFile = {
  readonly storageKey: string
  readonly mimetype: string
  readonly filename: string
}

const gone = (reply: FastifyReply) =>
  reply.code(404).send({ error: { code: 'not_found', message: 'The file is gone.' } })

/**
 * Streams a stored upload from storage: attachment named with the detected type's
 * extension, nosniff, a CSP that blocks script; 404 when the file is gone.
 */
export const sendStoredFile = async (
  storage: FileStorage,
  reply: FastifyReply,
  file: ServedFile,
) => {
  const stream = await storage.get(file.storageKey)
  if (stream === null) return gone(reply)
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

/**
 * The headers of a file shown in the browser (inline): its sniffed type, nosniff, a CSP that
 * runs nothing in an image (an SVG keeps its inline styles), and for a PDF leave to be framed
 * by the store's own pages (every other answer may not be framed at all).
 */
const inlineHeaders = (file: ServedFile): Record<string, string> => {
  const name = file.filename.replace(/["\\\r\n]/g, '')
  const common = {
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-cache',
    'content-disposition': `inline; filename="${name}"`,
  }
  if (file.mimetype === 'image/svg+xml') return { ...common, ...SVG_HEADERS }
  if (file.mimetype.startsWith('image/'))
    return {
      ...common,
      'content-type': file.mimetype,
      'content-security-policy': "default-src 'none'",
    }
  return {
    ...common,
    'content-type': file.mimetype,
    'content-security-policy': "frame-ancestors 'self'",
    'x-frame-options': 'SAMEORIGIN',
  }
}

/**
 * Streams a stored file to be shown in the page or a tab (a PDF or web image: the caller
 * checks that the browser shows its type); 404 when the file is gone.
 */
export const sendInlineFile = async (
  storage: FileStorage,
  reply: FastifyReply,
  file: ServedFile,
) => {
  const stream = await storage.get(file.storageKey)
  if (stream === null) return gone(reply)
  return reply.headers(inlineHeaders(file)).send(stream)
}
