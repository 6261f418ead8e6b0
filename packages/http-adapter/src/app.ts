import { randomUUID } from 'node:crypto'
import { constants as zlibConstants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify'
import { floodGuardOptions } from './auth/attempt-limits'
import { registerOriginCheck } from './auth/origin-check'
import { registerSessions } from './auth/sessions'
import type { Deps, RouteDeps } from './deps'
import { failureResponse, frameworkErrorCode } from './http/error-status'
import { clientErrorHandler, frameworkErrors } from './http/framework-errors'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './http/json-body'
import { recordRoutes } from './http/route-table'
import { registerSecurityHeaders } from './http/security-headers'
import { FailureError } from './http/failure'
import { createPdfRenderer } from './pdf/pdf-renderer'
import { userRoutes } from './routes/account/user-routes'
import { designRoutes } from './routes/account/design-routes'
import { savedQuoteRoutes } from './routes/account/saved-quote-routes'
import { applicatorProfileRoutes } from './routes/account/applicator-profile-routes'
import { publicRoutes } from './routes/api/public-routes'
import { shippingRoutes } from './routes/api/shipping-routes'
import { sizeRoutes } from './routes/api/size-routes'
import { cartRoutes } from './routes/carts/cart-routes'
import { checkoutRoutes } from './routes/carts/checkout-routes'
import { placedOrderRoutes } from './routes/account/placed-order-routes'
import { placedArtworkRoutes } from './routes/account/placed-artwork-routes'
import { reorderRoutes } from './routes/account/reorder-routes'
import { cardPaymentRoutes } from './routes/account/card-payment-routes'
import { orderLookupRoutes } from './routes/account/order-lookup-routes'
import { stripeWebhookRoutes } from './routes/webhooks/stripe-webhook-routes'
import { adminOrderRoutes } from './routes/admin/admin-order-routes'
import { productionRoutes } from './routes/admin/production-routes'
import { designLineRoutes } from './routes/orders/design-line-routes'
import { quoteUploadRoutes } from './routes/orders/quote-upload-routes'
import { quoterRoutes } from './routes/orders/quoter-routes'
import { sharedQuoteRoutes } from './routes/orders/shared-quote-routes'
import { registerStorefront } from './web/storefront'

export type AppOptions = {
  readonly logger?: FastifyServerOptions['logger']
  /** Trust X-Forwarded-* from a proxy in front (for the client IP and https). */
  readonly trustProxy?: boolean
}

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'The request body could not be read (it is not valid JSON or is cut short).',
  413: 'The request is too large.',
  415: 'This content type is not accepted here.',
}

/** Maps every error to the error format of packages/http-adapter/API.md#errors; unexpected ones are logged and answered 500. */
const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof FailureError) {
      const { status, body } = failureResponse(err.failure)
      if (err.failure._tag === 'TooManyAttempts')
        reply.header('retry-after', String(err.failure.retryAfterSeconds))
      return reply.code(status).send(body)
    }
    const status =
      err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
        ? 415
        : typeof err.statusCode === 'number'
          ? err.statusCode
          : 500
    const code = status < 500 ? (frameworkErrorCode(status) ?? 'bad_request') : undefined
    if (code !== undefined) {
      req.log.info({ err }, 'request refused')
      const known = frameworkErrorCode(status) !== undefined
      return reply.code(known ? status : 400).send({
        error: { code, message: FRAMEWORK_MESSAGES[status] ?? 'The request could not be read.' },
      })
    }
    req.log.error({ err }, 'request failed')
    return reply.code(500).send({
      error: {
        code: 'internal',
        message: 'Something went wrong on our side. Please try again.',
        request_id: req.id,
      },
    })
  })
}

/** JSON bodies, where an empty body means "no body" (POST /orders/quoter/{id} refreshes). */
const registerJsonParser = (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, undefined)
    if (nestsDeeperThan(text, MAX_JSON_DEPTH))
      return done(Object.assign(new Error('JSON nested too deep'), { statusCode: 400 }), undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined)
    }
  })
}

/** The store's server: every route, sessions, uploads, blog and storefront. Never listens. */
export const buildApp = async (deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: deps.limits.bodyBytes,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
    clientErrorHandler,
  })
  recordRoutes(app)
  // Plain callbacks rather than async functions: these run on every request, /healthz too.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id)
    done()
  })
  // The route's pattern, not the URL: a URL can carry a secret (a shared quote's token).
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      {
        method: req.method,
        route: req.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    )
    done()
  })
  registerErrorHandler(app)
  registerJsonParser(app)
  await registerSecurityHeaders(app)
  registerOriginCheck(app, deps.allowedOrigins)
  // Answers above 1 KB are compressed, at the fastest level: the quoter's answers are a few KB,
  // where brotli's default level costs several times the JSON encoding itself for a few percent
  // fewer bytes. Built files and the reference data come precompressed at the best ratio.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: zlibConstants.Z_BEST_SPEED },
  })
  await app.register(fastifyCookie)
  await app.register(fastifyRateLimit, floodGuardOptions)
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: deps.limits.uploadFileBytes,
      files: deps.limits.uploadFiles,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: deps.limits.uploadFiles + 20,
    },
  })

  // Quotes and invoices are drawn in one pool of worker threads, so a large PDF never holds up
  // other requests and PDFs of every kind share the same limits.
  const pdfs = createPdfRenderer(deps.limits)
  app.addHook('onClose', () => pdfs.close())
  const routeDeps: RouteDeps = { ...deps, pdfs }

  await app.register(publicRoutes(routeDeps))
  await app.register(stripeWebhookRoutes(routeDeps))
  await app.register(async (api) => {
    registerSessions(api, deps)
    for (const routes of [
      userRoutes,
      savedQuoteRoutes,
      applicatorProfileRoutes,
      quoterRoutes,
      cartRoutes,
      sizeRoutes,
      designLineRoutes,
      designRoutes,
      quoteUploadRoutes,
      shippingRoutes,
      sharedQuoteRoutes,
      checkoutRoutes,
      placedOrderRoutes,
      placedArtworkRoutes,
      reorderRoutes,
      orderLookupRoutes,
      cardPaymentRoutes,
      adminOrderRoutes,
      productionRoutes,
    ])
      await api.register(routes(routeDeps))
  })
  await registerStorefront(app, deps.storefrontDir)
  return app
}
