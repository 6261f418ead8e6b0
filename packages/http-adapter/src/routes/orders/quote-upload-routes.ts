import { Schema } from 'effect'
import { checkQuoteUploadAdded, FILES_PER_QUOTE_UPLOAD, UploadType } from '@diecut/quote-core'
import type { FastifyRequest } from 'fastify'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, orNotFound } from '../../http/failure'
import { IdFromString, IdPath, OrderIdPath } from '../../http/request-schemas'
import { findChangeableOrder, findOwnedOrder, withOwnedOrder } from '../../orders/owned-order'
import type { Repos } from '../../repositories/repositories'
import { closeUnreadUploads, withUploads } from '../../uploads/receive-uploads'
import { sendStoredFile } from '../../uploads/serve-file'

const ListPath = Schema.Struct({ orderId: IdFromString, uploadType: UploadType })
const TypeField = Schema.Struct({ type: UploadType })

const decodeList = decodeRequest(ListPath)
const decodeOrderPath = decodeRequest(OrderIdPath)
const decodeIdPath = decodeRequest(IdPath)
const decodeType = decodeRequest(TypeField)

/** Files attached to a quote (one per request), listed by type; deleting removes the file. */
export const quoteUploadRoutes: RouteModule = (deps) => async (app) => {
  closeUnreadUploads(app)
  app.get('/orders/quote-uploads/:orderId/:uploadType', async (req) => {
    const { orderId, uploadType } = decodeList(req.params)
    await findOwnedOrder(deps.repos, userOf(req), orderId)
    return { orderUploads: await deps.repos.quoteUploads.ofOrder(orderId, uploadType) }
  })

  app.post('/orders/quote-add-order-upload/:orderId', async (req) => {
    const { orderId } = decodeOrderPath(req.params)
    const user = userOf(req)
    await findChangeableOrder(deps.repos, user, orderId)
    return withUploads(
      req,
      deps,
      { folder: 'quote-uploads', maxFiles: FILES_PER_QUOTE_UPLOAD, userId: user.id },
      async ({ files, fields }) => {
        const query = (req.query ?? {}) as Record<string, unknown>
        const { type } = decodeType({ type: fields.type ?? query.type })
        const file = files[0]
        if (file === undefined)
          return fail({
            _tag: 'DecodeFailed',
            message: 'Attach one file in the "file" field.',
            issues: [{ path: 'file', message: 'is missing' }],
          })
        return withOwnedOrder(
          deps,
          user,
          orderId,
          async ({ repos, order: current, now, resync }) => {
            const refusal = checkQuoteUploadAdded(current)
            if (refusal !== null)
              return fail({
                _tag: 'DecodeFailed',
                message: refusal.message,
                issues: [{ path: 'file', message: refusal.message }],
              })
            const orderUpload = await repos.quoteUploads.insert(
              {
                orderId,
                storageKey: file.storageKey,
                filename: file.filename,
                sizeBytes: file.sizeBytes,
                mimetype: file.mimetype,
                type,
              },
              now,
            )
            const order = await resync()
            return {
              success: true,
              orderUpload,
              orderUploads: await repos.quoteUploads.ofOrder(orderId, type),
              order,
            }
          },
        )
      },
    )
  })

  const remove = async (req: FastifyRequest) => {
    const { id } = decodeIdPath(req.params)
    const user = userOf(req)
    let key = ''
    const uploadOrder = async (repos: Repos) => {
      const upload = orNotFound(await repos.quoteUploads.findOwned(id, user.id))
      key = upload.s3key
      return upload.order_id
    }
    const order = await withOwnedOrder(
      deps,
      user,
      uploadOrder,
      async ({ repos, resync, deleteFilesAfterCommit }) => {
        await repos.quoteUploads.delete(id)
        deleteFilesAfterCommit([key])
        return resync()
      },
    )
    return { success: true, order }
  }
  app.delete('/orders/delete-quote-order-uploads/:id', async (req) => remove(req))
  app.get(
    '/orders/delete-quote-order-uploads/:id',
    { config: { changesData: true } },
    async (req) => remove(req),
  )

  app.get('/orders/quote-upload-file/:id', async (req, reply) => {
    const { id } = decodeIdPath(req.params)
    const upload = orNotFound(await deps.repos.quoteUploads.findOwned(id, userOf(req).id))
    return sendStoredFile(deps.storage, reply, {
      storageKey: upload.s3key,
      mimetype: upload.mimetype,
      filename: upload.filename,
    })
  })
}
