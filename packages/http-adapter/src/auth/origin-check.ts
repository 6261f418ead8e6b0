import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fail } from '../http/failure'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: a GET route that changes data (kept for old clients), guarded like a POST. */
    changesData?: boolean
    /**
     * true: another server's request that proves itself by its signature (a payment
     * provider's webhook), where no browser's origin applies.
     */
    signedByProvider?: boolean
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The server's own origin as the browser sees it: scheme and host of this request, from
 * X-Forwarded-Proto/-Host only when a trusted proxy sets them (Fastify's trustProxy).
 */
const ownOrigin = (req: FastifyRequest): string | null => {
  try {
    return new URL(`${req.protocol}://${req.host}`).origin
  } catch {
    return null
  }
}

const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

/**
 * Refuses mutating requests sent by another site: a browser names the sender in Origin and
 * Sec-Fetch-Site. Requests without either (curl, server-to-server) are allowed.
 */
export const registerOriginCheck = (
  app: FastifyInstance,
  allowedOrigins: readonly string[],
): void => {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) && req.routeOptions.config?.changesData !== true) return
    if (req.routeOptions.config?.signedByProvider === true) return
    const site = req.headers['sec-fetch-site']
    const origin = req.headers.origin
    if (origin !== undefined) {
      if (allowedOrigins.includes(origin)) return
      const sender = originOf(origin)
      if (sender === null || sender !== ownOrigin(req)) fail({ _tag: 'ForbiddenOrigin' })
      return
    }
    if (site === 'cross-site') fail({ _tag: 'ForbiddenOrigin' })
  })
}
