import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

type Refusal = { readonly status: number; readonly code: string; readonly message: string }

const BAD_URL: Refusal = {
  status: 400,
  code: 'bad_request',
  message: 'The address could not be read (it has a malformed %-escape).',
}
const LONG_PARAMETER: Refusal = {
  status: 414,
  code: 'uri_too_long',
  message: 'A part of the address is too long.',
}

/**
 * Errors Fastify's router raises before any route or hook runs (a malformed %-escape, a path
 * parameter over the length limit): the error handler never sees them, so they are answered here.
 */
export const frameworkErrors = (
  err: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  const refusal = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? LONG_PARAMETER : BAD_URL
  req.log.info({ err, url: req.url }, 'request refused')
  return reply
    .code(refusal.status)
    .header('x-request-id', req.id)
    .send({ error: { code: refusal.code, message: refusal.message } })
}

/**
 * Requests Node's HTTP parser refuses (a request line or headers over the size limit, broken
 * HTTP): answered on the socket in the error format, with a request id for the log line.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const refusal: Refusal =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? { status: 431, code: 'too_large', message: 'The address or headers are too large.' }
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { status: 408, code: 'timeout', message: 'The request took too long to arrive.' }
        : { status: 400, code: 'bad_request', message: 'The request could not be read.' }
  const id = randomUUID()
  this.log.info({ err, reqId: id }, 'request refused by the HTTP parser')
  const body = JSON.stringify({ error: { code: refusal.code, message: refusal.message } })
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `x-request-id: ${id}\r\nconnection: close\r\n\r\n${body}`,
    )
  socket.destroy(err)
}
