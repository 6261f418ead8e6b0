import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * The storefront loads only its own scripts, styles and fonts, calls only its own API and is
 * never framed. Images may also be data:/blob: URLs (previews of artwork) or any https image
 * (pictures in blog posts).
 */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  // Sent below, and only over TLS (a browser ignores it over plain http anyway).
  strictTransportSecurity: false,
}

/**
 * CSP, frame-ancestors, nosniff, Referrer-Policy and friends by helmet; HSTS on TLS. The headers
 * are the same for every answer, so helmet works them out once, not per request.
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  const applyHeaders = helmet(helmetOptions)
  app.addHook('onRequest', (req, reply, done) => {
    if (req.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    applyHeaders(req.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined))
  })
}
