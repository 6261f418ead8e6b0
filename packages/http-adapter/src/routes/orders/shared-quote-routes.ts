import { createHash, randomBytes } from 'node:crypto'
import {
  applyPatch,
  decodeInput,
  initialOrder,
  sharedQuoteOf,
  sharedQuotePatch,
  type SharedQuote,
} from '@diecut/quote-core'
import { Schema } from 'effect'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, orNotFound } from '../../http/failure'
import { refuse } from '../../http/refusal-failure'
import { OrderIdPath } from '../../http/request-schemas'
import { readOwnedOrder } from '../../orders/owned-order'
import { evaluate } from '../../orders/quote-answer'
import { quoteEnvFor } from '../../orders/quote-env'
import { createPdfCache } from '../../pdf/pdf-cache'
import { quotePdfFilename } from '../../pdf/quote-pdf'
import { sendPdf } from '../../pdf/send-pdf'

/** 32 random bytes (256 bits) in base64url: 43 characters. */
const TokenPath = Schema.Struct({
  token: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{43}$/)),
})
const decodeToken = decodeInput(TokenPath)
const decodeOrderPath = decodeRequest(OrderIdPath)

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url')

/** A token that is not one the store could have made is simply not found. */
const tokenHashOf = (params: unknown): string => {
  const decoded = decodeToken(params)
  return decoded._tag === 'Decoded' ? hashToken(decoded.value.token) : fail({ _tag: 'NotFound' })
}

/** Shared quote links (read-only snapshots), starting an order from one, and quote PDFs. */
export const sharedQuoteRoutes: RouteModule = (deps) => async (app) => {
  const snapshotOf = async (req: { params: unknown }): Promise<SharedQuote> =>
    orNotFound(await deps.repos.sharedQuotes.find(tokenHashOf(req.params)))
  const { pdfs } = deps
  const quoteDocument = (quote: SharedQuote) => ({ kind: 'quote', quote }) as const
  // A shared quote's snapshot never changes: its PDF is kept, by the share's id (its token's hash).
  const sharedPdfs = createPdfCache(deps.limits.pdfCacheBytes)

  app.post('/orders/quoter/:orderId/share', async (req, reply) => {
    const { orderId } = decodeOrderPath(req.params)
    const { order, ctx, now } = await readOwnedOrder(deps, userOf(req), orderId)
    const shared = sharedQuoteOf(order, ctx)
    if (shared._tag === 'NotPriced') return refuse(shared)
    const token = randomBytes(32).toString('base64url')
    await deps.repos.sharedQuotes.create(hashToken(token), order.id, shared.quote, now)
    return reply.code(201).send({ token, url: `/q/${token}` })
  })

  app.get('/api/shared-quotes/:token', { config: { session: false } }, async (req) => ({
    quote: await snapshotOf(req),
  }))

  app.get('/api/shared-quotes/:token/pdf', { config: { session: false } }, async (req, reply) => {
    const tokenHash = tokenHashOf(req.params)
    const quote = orNotFound(await deps.repos.sharedQuotes.find(tokenHash))
    const pdf = await sharedPdfs.get(tokenHash, () => pdfs.render(quoteDocument(quote)))
    return sendPdf(reply, quotePdfFilename(quote.quote_number), pdf, 'private, max-age=300')
  })

  app.post('/api/shared-quotes/:token/copy', async (req, reply) => {
    const quote = await snapshotOf(req)
    const user = userOf(req)
    const now = deps.clock()
    const order = await deps.repos.transaction(async (repos) => {
      const env = await quoteEnvFor(repos, user)
      const start = { ...initialOrder(quote.product_type_id), user_id: user.id }
      const { order: evaluated } = evaluate(
        applyPatch(start, sharedQuotePatch(quote), env),
        env,
        now,
      )
      return repos.orders.create(user.id, evaluated, now)
    })
    return reply.code(201).send({ order })
  })

  app.get('/orders/quote-pdf/:orderId', async (req, reply) => {
    const { orderId } = decodeOrderPath(req.params)
    const { order, ctx } = await readOwnedOrder(deps, userOf(req), orderId)
    const quote = sharedQuoteOf(order, ctx, 'pdf')
    if (quote._tag === 'NotPriced') return refuse(quote)
    const pdf = await pdfs.render(quoteDocument(quote.quote))
    return sendPdf(reply, quotePdfFilename(quote.quote.quote_number), pdf, 'private, no-store')
  })
}
