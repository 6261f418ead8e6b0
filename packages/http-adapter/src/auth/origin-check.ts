import type { FastifyInstance } from 'fastify'
import { fail } from '../http/failure'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses mutating requests sent by another site: a browser names the sender in Origin and
 * Sec-Fetch-Site. Requests without either (curl, server-to-server) are allowed.
 */
export const registerOriginCheck = (
  app: FastifyInstance,
  allowedOrigins: readonly string[],
): void => {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method)) return
    const site = req.headers['sec-fetch-site']
    const origin = req.headers.origin
    if (origin !== undefined) {
      if (allowedOrigins.includes(origin)) return
      let host: string | null = null
      try {
        host = new URL(origin).host
      } catch {
        host = null
      }
      const forwardedHost = req.headers['x-forwarded-host']
      const ownHosts = [
        req.headers.host,
        typeof forwardedHost === 'string' ? forwardedHost : undefined,
      ]
      if (host === null || !ownHosts.includes(host)) fail({ _tag: 'ForbiddenOrigin' })
      return
    }
    if (site === 'cross-site') fail({ _tag: 'ForbiddenOrigin' })
  })
}
