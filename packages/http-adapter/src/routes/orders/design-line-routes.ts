import { applyPatch, Quantity } from '@diecut/quote-core'
import { Schema } from 'effect'
import type { FastifyPluginAsync } from 'fastify'
import { userOf } from '../../auth/sessions'
import type { Deps } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, found } from '../../http/failure'
import { IdInBody, IdPath, OrderIdPath, orEmpty } from '../../http/request-schemas'
import { cartFor, evaluate, quoteEnvFor, syncAndSave } from '../../orders/quote-workflow'
import { deleteStored } from '../../uploads/receive-uploads'

const TotalsBody = Schema.Struct({
  total_qty: Schema.NullOr(Quantity),
  design_qty: Schema.optionalWith(Schema.NullOr(Quantity), { default: () => null }),
})
const AllLinesBody = Schema.Struct({
  order_id: IdInBody,
  designs_orders_ids: Schema.Array(IdInBody).pipe(Schema.minItems(1), Schema.maxItems(1000)),
  new_qty: Quantity,
})
const LineBody = Schema.Struct({ qty: Quantity, design: Schema.optional(Schema.Unknown) })

const decodeOrderPath = decodeRequest(OrderIdPath)
const decodeIdPath = decodeRequest(IdPath)
const decodeTotals = decodeRequest(TotalsBody)
const decodeAllLines = decodeRequest(AllLinesBody)
const decodeLine = decodeRequest(LineBody)

/** The order's artwork lines: list, sync, quantities, delete all (SPEC.md section 7). */
export const designLineRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    app.get('/orders/quote-designs/:orderId', async (req) => {
      const { orderId } = decodeOrderPath(req.params)
      found(await deps.repos.orders.findOwned(orderId, userOf(req).id))
      return { designsOrders: await deps.repos.designs.linesOf(orderId) }
    })

    app.post('/orders/quote-update-total-quantities/:orderId', async (req) => {
      const { orderId } = decodeOrderPath(req.params)
      const { total_qty, design_qty } = decodeTotals(orEmpty(req.body))
      const user = userOf(req)
      const now = deps.clock()
      return deps.repos.exclusive(async (repos) => {
        const current = await repos.orders.findOwned(orderId, user.id)
        if (current === null) return fail({ _tag: 'NotFound', body: { code: 404 } })
        const env = await quoteEnvFor(repos, user)
        const { order, errors } = evaluate(
          applyPatch(current, { total_qty, design_qty }, env),
          env,
          now,
        )
        await repos.orders.save(order, now)
        return { code: 200, order, cart: await cartFor(repos, user.id), errors }
      })
    })

    app.get('/orders/quote-sync-quoter-designs/:orderId', async (req) => {
      const { orderId } = decodeOrderPath(req.params)
      const user = userOf(req)
      const now = deps.clock()
      return deps.repos.transaction(async (repos) => {
        const current = found(await repos.orders.findOwned(orderId, user.id))
        const order = await syncAndSave(repos, current, await quoteEnvFor(repos, user), now)
        return { success: true, order, designsOrders: order.designs_orders }
      })
    })

    app.delete('/orders/delete-all-quoter-designs-orders/:orderId', async (req) => {
      const { orderId } = decodeOrderPath(req.params)
      const user = userOf(req)
      const now = deps.clock()
      const { order, keys } = await deps.repos.transaction(async (repos) => {
        const current = found(await repos.orders.findOwned(orderId, user.id))
        const keys = await repos.designs.deleteLinesOf(orderId)
        return {
          order: await syncAndSave(repos, current, await quoteEnvFor(repos, user), now),
          keys,
        }
      })
      await deleteStored(deps.storage, keys)
      return { success: true, order, designsOrders: order.designs_orders }
    })

    app.post('/orders/quote-update-all-designs-orders', async (req) => {
      const body = decodeAllLines(orEmpty(req.body))
      const user = userOf(req)
      const now = deps.clock()
      return deps.repos.transaction(async (repos) => {
        const current = found(await repos.orders.findOwned(body.order_id, user.id))
        const updated = await repos.designs.setLinesQty(
          body.order_id,
          body.designs_orders_ids,
          body.new_qty,
        )
        if (!updated) return fail({ _tag: 'NotFound' })
        const order = await syncAndSave(repos, current, await quoteEnvFor(repos, user), now)
        return {
          success: true,
          order,
          designsOrders: order.designs_orders,
          designQty: order.design_qty,
          totalQty: order.total_qty,
        }
      })
    })

    app.post('/orders/quote-update-designs-order/:id', async (req) => {
      const { id } = decodeIdPath(req.params)
      const { qty } = decodeLine(orEmpty(req.body))
      const user = userOf(req)
      const now = deps.clock()
      return deps.repos.transaction(async (repos) => {
        const line = found(await repos.designs.lineOwned(id, user.id))
        const current = found(await repos.orders.findOwned(line.orderId, user.id))
        await repos.designs.setLineQty(id, qty)
        const order = await syncAndSave(repos, current, await quoteEnvFor(repos, user), now)
        return {
          success: true,
          designQty: order.design_qty,
          totalQty: order.total_qty,
          designsOrder: order.designs_orders.find((l) => l.id === id) ?? null,
          order,
        }
      })
    })
  }
