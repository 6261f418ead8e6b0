import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * The storefront loads only its own scripts, styles and fonts, calls only its own API and is
 * never framed. Images may also be data:/blob: URLs (previews of artwork) or any https image
 * (pictures in blog posts). `styleSources` adds the hashes of the styles a page carries in its
 * HTML (the prerendered pages).
 */
const helmetOptions = (styleSources: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", ...styleSources],
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
})

/**
 * The headers helmet sets with these options: they are the same for every answer (a prerendered
 * page's policy aside), so helmet runs once, on a stand-in response that records them, and each
 * request gets the record.
 */
const securityHeaders = (
  styleSources: readonly string[] = [],
): Readonly<Record<string, string>> => {
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
  helmet(helmetOptions(styleSources))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => {
      failure = err ?? null
    },
  )
  if (failure !== null) throw failure
  return headers
}

/**
 * The Content-Security-Policy of a page that carries styles in its HTML: the store's policy,
 * which also allows those styles by their CSP sources (`'sha256-...'`).
 */
export const contentSecurityPolicyWithStyles = (styleSources: readonly string[]): string => {
  const policy = securityHeaders(styleSources)['content-security-policy']
  if (policy === undefined) throw new Error('security headers: no content-security-policy')
  return policy
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
