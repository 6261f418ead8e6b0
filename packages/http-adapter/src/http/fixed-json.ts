import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { Negotiator } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Encoded = { readonly identity: string; readonly br: Buffer; readonly gzip: Buffer }

/**
 * An answer that never changes while the server runs (the reference data): serialised and
 * compressed once, at the best ratio, instead of on every request. The encoding follows the
 * request's Accept-Encoding (brotli, then gzip, else none); Fastify's compression leaves an
 * answer that already has a Content-Encoding as it is.
 */
export const fixedJson = (value: () => unknown) => {
  let encoded: Encoded | null = null
  const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] })
  const encode = (): Encoded => {
    const identity = JSON.stringify(value())
    return {
      identity,
      br: brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
    }
  }
  return (req: FastifyRequest, reply: FastifyReply): FastifyReply => {
    encoded ??= encode()
    const header = req.headers['accept-encoding']
    const encoding = header === undefined ? null : negotiator.negotiate(header)
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('vary', 'accept-encoding')
    if (encoding === null) return reply.send(encoded.identity)
    return reply.header('content-encoding', encoding).send(encoded[encoding])
  }
}
