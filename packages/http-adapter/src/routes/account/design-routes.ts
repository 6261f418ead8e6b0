import {
  checkArtworkAdd,
  checkDesignsAdded,
  checkLink,
  Quantity,
  uploadedDesignQty,
  type Order,
} from '@diecut/quote-core'
import { Schema } from 'effect'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, orNotFound } from '../../http/failure'
import { IdFromString, IdInBody, IdPath, OrderIdPath, orEmpty } from '../../http/request-schemas'
import type { Repos } from '../../repositories/repositories'
import { findChangeableOrder, findOwnedOrder, withOwnedOrder } from '../../orders/owned-order'
import { resyncOrdersUsing } from '../../orders/order-sync'
import { closeUnreadUploads, withUploads } from '../../uploads/receive-uploads'
import { sendStoredFile } from '../../uploads/serve-file'

const AddPath = Schema.Struct({
  orderId: IdFromString,
  qty: Schema.optional(Schema.NumberFromString.pipe(Schema.compose(Quantity))),
})
const Sequence = Schema.Union(
  Schema.Literal(1, 2),
  Schema.transform(Schema.Literal('1', '2'), Schema.Literal(1, 2), {
    strict: true,
    decode: (s) => (s === '1' ? 1 : 2),
    encode: (n) => (n === 1 ? '1' : '2'),
  }),
)
const LinkBody = Schema.Struct({
  design1_id: IdInBody,
  design2_id: IdInBody,
  print_sequence_1: Sequence,
  print_sequence_2: Sequence,
})
const ClearBody = Schema.Struct({ order_id: IdInBody })
const ReorganizeBody = Schema.Struct({
  moved_design_id: IdInBody,
  source_set_id: IdInBody,
  target_set_id: IdInBody,
  design_type: Schema.Literal(1, 2, '1', '2', 'front', 'back', 'outside', 'inside'),
})

/** design_type names the slot: 1 / front / outside, or 2 / back / inside. */
const slotOf = (t: (typeof ReorganizeBody.Type)['design_type']): 1 | 2 =>
  t === 1 || t === '1' || t === 'front' || t === 'outside' ? 1 : 2

/** quote-core's refusal of artwork for the order (a blank carton) as the error answer. */
const refuseArtwork = (order: Order): void => {
  const refusal = checkArtworkAdd(order)
  if (refusal !== null) fail({ _tag: 'ArtworkRefused', ...refusal })
}

const decodeAddPath = decodeRequest(AddPath)
const decodeOrderPath = decodeRequest(OrderIdPath)
const decodeIdPath = decodeRequest(IdPath)
const decodeLink = decodeRequest(LinkBody)
const decodeClear = decodeRequest(ClearBody)
const decodeReorganize = decodeRequest(ReorganizeBody)

/**
 * Artwork files: add (multipart, up to MAX_FILES_PER_UPLOAD, an order up to MAX_DESIGNS), list,
 * delete, swap, link, clear links, reorganize.
 */
export const designRoutes: RouteModule = (deps) => async (app) => {
  closeUnreadUploads(app)
  const add = async (params: unknown, req: Parameters<typeof userOf>[0]) => {
    const { orderId, qty } = decodeAddPath(params)
    const user = userOf(req)
    // Refused before any file is received; checked again on the order as it is when stored.
    refuseArtwork(await findChangeableOrder(deps.repos, user, orderId))
    return withUploads(
      req,
      deps,
      { folder: 'designs', maxFiles: deps.limits.uploadFiles, userId: user.id },
      async ({ files, fields }) =>
        withOwnedOrder(deps, user, orderId, async ({ repos, order: current, now, resync }) => {
          refuseArtwork(current)
          const perDesign = uploadedDesignQty(current, qty, fields.qty)
          const refusal = checkDesignsAdded(current, files.length, perDesign)
          if (refusal !== null)
            return fail({
              _tag: 'DecodeFailed',
              message: refusal.message,
              issues: [{ path: 'file', message: refusal.message }],
            })
          await repos.designs.addToOrder(user.id, orderId, files, perDesign, now)
          const order = await resync()
          return {
            success: true,
            designsOrders: order.designs_orders,
            designs: await repos.designs.artworkOf(orderId),
            order,
          }
        }),
    )
  }
  app.post('/account/designs/add/:orderId', async (req) => add(req.params, req))
  app.post('/account/designs/add/:orderId/:qty', async (req) => add(req.params, req))

  app.get('/account/designs/order-index/:orderId', async (req) => {
    const { orderId } = decodeOrderPath(req.params)
    await findOwnedOrder(deps.repos, userOf(req), orderId)
    return { designs: await deps.repos.designs.artworkOf(orderId) }
  })

  app.get('/account/designs/file/:id', async (req, reply) => {
    const { id } = decodeIdPath(req.params)
    const design = orNotFound(await deps.repos.designs.designOwned(id, userOf(req).id))
    return sendStoredFile(deps.storage, reply, { ...design, filename: design.filename })
  })

  app.delete('/account/designs/delete/:id', async (req) => {
    const { id } = decodeIdPath(req.params)
    const user = userOf(req)
    const lineOrder = async (repos: Repos) =>
      orNotFound(await repos.designs.lineOwned(id, user.id)).orderId
    const order = await withOwnedOrder(
      deps,
      user,
      lineOrder,
      async ({ repos, resync, deleteFilesAfterCommit }) => {
        deleteFilesAfterCommit(await repos.designs.deleteLine(id))
        return resync()
      },
    )
    return { success: true, designsOrders: order.designs_orders, order }
  })

  const swap = async (req: Parameters<typeof userOf>[0]) => {
    const { id } = decodeIdPath(req.params)
    const user = userOf(req)
    return deps.repos.transaction(async (repos) => {
      const design = orNotFound(await repos.designLinks.member(id, user.id))
      const swapped = await repos.designLinks.swap(design)
      if (swapped) await resyncOrdersUsing(repos, user, [id], deps.clock())
      return { success: swapped }
    })
  }
  // GET is the specification's; POST is offered too so a client need not mutate with GET.
  app.get('/account/designs/swap/:id', { config: { changesData: true } }, async (req) => swap(req))
  app.post('/account/designs/swap/:id', async (req) => swap(req))

  app.post('/account/designs/clear-order-links', async (req) => {
    const { order_id } = decodeClear(orEmpty(req.body))
    return withOwnedOrder(deps, userOf(req), order_id, async ({ repos, resync }) => {
      await repos.designLinks.clearOrderLinks(order_id)
      const order = await resync()
      return { success: true, designsOrders: order.designs_orders }
    })
  })

  app.post('/account/designs/link-designs', async (req) => {
    const body = decodeLink(orEmpty(req.body))
    const user = userOf(req)
    const refusal = checkLink(
      { id: body.design1_id, printSequence: body.print_sequence_1 },
      { id: body.design2_id, printSequence: body.print_sequence_2 },
    )
    if (refusal !== null)
      return fail({ _tag: 'DecodeFailed', message: refusal.message, issues: [] })
    return deps.repos.transaction(async (repos) => {
      const a = orNotFound(await repos.designLinks.member(body.design1_id, user.id))
      const b = orNotFound(await repos.designLinks.member(body.design2_id, user.id))
      await repos.designLinks.link(a, b, body.print_sequence_1, body.print_sequence_2)
      await resyncOrdersUsing(repos, user, [a.id, b.id], deps.clock())
      return { success: true }
    })
  })

  app.post('/account/designs/reorganize-sets', async (req) => {
    const body = decodeReorganize(orEmpty(req.body))
    const user = userOf(req)
    return deps.repos.transaction(async (repos) => {
      const moved = orNotFound(await repos.designLinks.member(body.moved_design_id, user.id))
      orNotFound(await repos.designLinks.member(body.source_set_id, user.id))
      const target = orNotFound(await repos.designLinks.member(body.target_set_id, user.id))
      const error = await repos.designLinks.reorganize(
        moved,
        body.source_set_id,
        target,
        slotOf(body.design_type),
      )
      if (error !== null) return fail({ _tag: 'SetsNotReorganized', message: error.message })
      await resyncOrdersUsing(repos, user, [moved.id, target.id], deps.clock())
      return { success: true, error: null }
    })
  })
}
