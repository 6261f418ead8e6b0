import {
  adminOrderList,
  artworkByLine,
  AdminOrdersQuery,
  CustomerTermsRequest,
  FILES_PER_PROOF,
  PlacedOrderNumber,
  PROOF_FILE_KINDS,
  resendRefusal,
  resentEmailKey,
  StaffEventRequest,
  staffActions,
  staffEventOf,
  TaxExemptRequest,
  viewsInBrowser,
  type AdminOrderPage,
  type PlacedOrder,
  type PlacedOrderEventInput,
} from '@diecut/quote-core'
import { Schema } from 'effect'
import type { FastifyRequest } from 'fastify'
import { userOf } from '../../auth/sessions'
import type { Deps, RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, orNotFound } from '../../http/failure'
import { IdFromString, orEmpty } from '../../http/request-schemas'
import { recordPlacedOrderEvent } from '../../orders/placed-order-workflow'
import { sendInvoice } from '../../orders/send-invoice'
import { sendProof } from '../../orders/send-proof'
import { withProductionFacts } from '../../orders/production-facts'
import type { Repos } from '../../repositories/repositories'
import { withUploads, type StoredUpload } from '../../uploads/receive-uploads'
import { sendInlineFile, sendStoredFile } from '../../uploads/serve-file'

const decodeQuery = decodeRequest(AdminOrdersQuery)
const decodeEvent = decodeRequest(StaffEventRequest)
const decodeTerms = decodeRequest(CustomerTermsRequest)
const decodeTaxExempt = decodeRequest(TaxExemptRequest)
const decodeNumber = decodeRequest(Schema.Struct({ number: PlacedOrderNumber }))
const decodeProofPath = decodeRequest(
  Schema.Struct({ number: PlacedOrderNumber, orderId: IdFromString }),
)
const decodeLine = decodeRequest(Schema.Struct({ order_id: IdFromString }))
const decodeEmailPath = decodeRequest(
  Schema.Struct({ number: PlacedOrderNumber, id: IdFromString }),
)
const decodeArtworkPath = decodeRequest(
  Schema.Struct({ number: PlacedOrderNumber, fileId: IdFromString }),
)
const decodeArtworkQuery = decodeRequest(
  Schema.Struct({ inline: Schema.optional(Schema.Literal('1', '0')) }),
)

/** Where staff fetch one of the order's artwork files (?inline=1 to view it in the browser). */
const artworkFileUrl = (number: string, fileId: number): string =>
  `/api/admin/orders/${encodeURIComponent(number)}/artwork/${fileId}`

/**
 * The staff page of an order: the order, what staff may do now, every item's artwork, and the
 * account that placed it (null for a guest).
 */
const adminOrderPage = async (repos: Repos, order: PlacedOrder): Promise<AdminOrderPage> => {
  const designs = await repos.designs.ofOrders(order.lines.map((l) => l.order_id))
  const files = designs.map((d) => ({
    order_id: d.orderId,
    id: d.id,
    filename: d.filename,
    content_type: d.mimetype,
    size_bytes: d.sizeBytes,
    url: artworkFileUrl(order.number, d.id),
  }))
  const owner = await repos.placedOrders.ownerOf(order.id)
  return {
    placed_order: await withProductionFacts(repos, order),
    allowed_actions: staffActions(order),
    artwork: artworkByLine(order, files),
    customer_account: owner === null ? null : await repos.users.account(owner),
  }
}

/** Staff only; everyone else gets the 404 of an unknown path. */
export const requireStaff = (req: FastifyRequest) => {
  if (!userOf(req).is_admin) fail({ _tag: 'NotFound' })
}

/**
 * Receives the multipart body (the `order_id` field and exactly one proof file) into storage
 * and hands it to `use`; a file that is not a PDF or web image is refused (415) and removed.
 */
const withProofUpload = <A>(
  req: FastifyRequest,
  deps: Deps,
  use: (orderId: number, file: StoredUpload) => Promise<A>,
): Promise<A> =>
  withUploads(
    req,
    deps,
    { folder: 'proofs', maxFiles: FILES_PER_PROOF, userId: userOf(req).id },
    async ({ files, fields }) => {
      const { order_id } = decodeLine(fields)
      const file = files[0]
      if (file === undefined)
        return fail({
          _tag: 'DecodeFailed',
          message: 'Please attach the proof file.',
          issues: [{ path: 'file', message: 'is required' }],
        })
      if (!PROOF_FILE_KINDS.includes(file.kind))
        return fail({
          _tag: 'UnsupportedMediaType',
          message: 'A proof must be a PDF, PNG or JPEG file.',
        })
      return use(order_id, file)
    },
  )

/**
 * The staff side of placed orders (packages/http-adapter/API.md): the list with counts and late orders, one
 * order with what may be done to it, its items' artwork, its events, a proof per line, its
 * invoice, and customers' terms.
 */
export const adminOrderRoutes: RouteModule = (deps) => async (app) => {
  app.addHook('preHandler', async (req) => requireStaff(req))

  app.get('/api/admin/orders', async (req) => {
    const query = decodeQuery(req.query ?? {})
    const orders = await deps.repos.placedOrders.all()
    return adminOrderList(orders, query, deps.clock().toISOString())
  })

  app.get('/api/admin/orders/:number', async (req) => {
    const { number } = decodeNumber(req.params)
    const placed = orNotFound(await deps.repos.placedOrders.findByNumber(number))
    return adminOrderPage(deps.repos, placed)
  })

  app.get('/api/admin/orders/:number/artwork/:fileId', async (req, reply) => {
    const { number, fileId } = decodeArtworkPath(req.params)
    const { inline } = decodeArtworkQuery(req.query ?? {})
    const placed = orNotFound(await deps.repos.placedOrders.findByNumber(number))
    const file = orNotFound(
      await deps.repos.designs.designOfOrders(
        fileId,
        placed.lines.map((l) => l.order_id),
      ),
    )
    // A type the browser cannot show is downloaded even when a view was asked for.
    return inline === '1' && viewsInBrowser(file.mimetype)
      ? sendInlineFile(deps.storage, reply, file)
      : sendStoredFile(deps.storage, reply, file)
  })

  app.post('/api/admin/orders/:number/events', async (req) => {
    const { number } = decodeNumber(req.params)
    const request = decodeEvent(orEmpty(req.body))
    const now = deps.clock()
    return deps.repos.transaction(async (repos) => {
      const current = orNotFound(await repos.placedOrders.findByNumber(number))
      const event = staffEventOf(request, now.toISOString())
      const order = await recordPlacedOrderEvent(deps, repos, current, event, now)
      return adminOrderPage(repos, order)
    })
  })

  app.post('/api/admin/customers/terms', async (req) => {
    const { email, net_days } = decodeTerms(orEmpty(req.body))
    const saved = await deps.repos.users.setNetDays(email, net_days, deps.clock())
    if (!saved) fail({ _tag: 'NotFound' })
    return { success: true, email: email.toLowerCase(), net_days }
  })

  app.post('/api/admin/customers/tax-exempt', async (req) => {
    const { email, certificate } = decodeTaxExempt(orEmpty(req.body))
    const trimmed = certificate.trim()
    const saved = await deps.repos.users.setTaxCertificate(email, trimmed, deps.clock())
    if (!saved) fail({ _tag: 'NotFound' })
    return { success: true, email: email.toLowerCase(), certificate: trimmed }
  })

  app.get('/api/admin/orders/:number/proofs/:orderId', async (req, reply) => {
    const { number, orderId } = decodeProofPath(req.params)
    const placed = orNotFound(await deps.repos.placedOrders.findByNumber(number))
    return sendProof(deps.storage, reply, await deps.repos.placedOrders.proof(placed.id, orderId))
  })

  app.get('/api/admin/orders/:number/invoice', async (req, reply) => {
    const { number } = decodeNumber(req.params)
    const placed = orNotFound(await deps.repos.placedOrders.findByNumber(number))
    return sendInvoice(deps, reply, placed)
  })

  app.get('/api/admin/orders/:number/emails', async (req) => {
    const { number } = decodeNumber(req.params)
    const placed = orNotFound(await deps.repos.placedOrders.findByNumber(number))
    return { emails: await deps.repos.emails.ofOrder(placed.id) }
  })

  app.post('/api/admin/orders/:number/emails/:id/resend', async (req, reply) => {
    const { number, id } = decodeEmailPath(req.params)
    const placed = orNotFound(await deps.repos.placedOrders.findByNumber(number))
    const original = orNotFound(await deps.repos.emails.find(placed.id, id))
    const refusal = resendRefusal(original.email.kind)
    if (refusal !== null) return fail({ _tag: 'PlacedOrderRejected', ...refusal })
    const copy = { key: resentEmailKey(original.key, deps.newId()), email: original.email }
    await deps.repos.emails.queue(placed, [copy], deps.clock())
    return reply.code(201).send({ emails: await deps.repos.emails.ofOrder(placed.id) })
  })

  app.post('/api/admin/orders/:number/proof', async (req) => {
    const { number } = decodeNumber(req.params)
    return withProofUpload(req, deps, async (orderId, file) => {
      const now = deps.clock()
      const { storageKey, mimetype } = file
      const { placed, replaced } = await deps.repos.transaction(async (repos) => {
        const current = orNotFound(await repos.placedOrders.findByNumber(number))
        const event: PlacedOrderEventInput = {
          type: 'placedOrder/proofUploaded',
          payload: {
            orderId,
            proof: { filename: file.filename, mimetype, uploaded_at: now.toISOString() },
            at: now.toISOString(),
          },
        }
        const placed = await recordPlacedOrderEvent(deps, repos, current, event, now)
        const replaced = await repos.placedOrders.saveProof(
          current.id,
          orderId,
          { storageKey, filename: file.filename, mimetype, sizeBytes: file.sizeBytes },
          now,
        )
        return { placed, replaced }
      })
      if (replaced !== null) await deps.storage.delete(replaced)
      return { placed_order: placed }
    })
  })
}
