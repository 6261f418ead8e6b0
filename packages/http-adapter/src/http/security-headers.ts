import type { IncomingMessage, ServerResponse } from 'node:http'
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
 * The headers helmet sets with these options: they are the same for every answer, so helmet
 * runs once, on a stand-in response that records them, and each request gets the record.
 */
const securityHeaders = (): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown = null
  helmet(helmetOptions)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => {
      failure = err ?? null
    },
  )
  if (failure !== null) throw failure
  return headers
}

/** CSP, frame-ancestors, nosniff, Referrer-Policy and friends by helmet; HSTS on TLS. */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  const headers = securityHeaders()
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers)
    if (req.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    done()
  })
}
