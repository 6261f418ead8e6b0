import { applyPatch, Quantity } from '@diecut/quote-core'
import { Schema } from 'effect'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, orNotFound } from '../../http/failure'
import { IdInBody, IdPath, OrderIdPath, orEmpty } from '../../http/request-schemas'
import { findOwnedOrder, ownedOrderRoute, withOwnedOrder } from '../../orders/owned-order'
import { syncedOrder } from '../../orders/order-sync'
import { evaluate, saveAndAnswer } from '../../orders/quote-answer'
import type { Repos } from '../../repositories/repositories'

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
const decodeAllLines = decodeRequest(AllLinesBody)
const decodeLine = decodeRequest(LineBody)

/** The order's artwork lines: list, sync, quantities, delete all (docs/product.md section 7). */
export const designLineRoutes: RouteModule = (deps) => async (app) => {
  app.get('/orders/quote-designs/:orderId', async (req) => {
    const { orderId } = decodeOrderPath(req.params)
    await findOwnedOrder(deps.repos, userOf(req), orderId)
    return { designsOrders: await deps.repos.designs.linesOf(orderId) }
  })

  // An older endpoint: its 404 answer carries its own `code` field.
  const withTotals = ownedOrderRoute(deps, TotalsBody, {
    mode: 'exclusive',
    prefetchEnv: true,
    notFoundBody: { code: 404 },
  })
  app.post('/orders/quote-update-total-quantities/:orderId', async (req) =>
    withTotals(req, async ({ repos, order: current, env, now }, totals) => {
      const evaluated = evaluate(applyPatch(current, totals, await env()), await env(), now)
      return { code: 200, ...(await saveAndAnswer(repos, evaluated, now)) }
    }),
  )

  // GET answers the order with its lines copied in and re-quoted, and changes nothing (a
  // placed order as placed); POST does the same and saves it.
  app.get('/orders/quote-sync-quoter-designs/:orderId', async (req) => {
    const { orderId } = decodeOrderPath(req.params)
    const order = await withOwnedOrder(
      deps,
      userOf(req),
      orderId,
      async ({ repos, order: current, env, now }) => syncedOrder(repos, current, await env(), now),
      { access: 'read' },
    )
    return { success: true, order, designsOrders: order.designs_orders }
  })
  app.post('/orders/quote-sync-quoter-designs/:orderId', async (req) => {
    const { orderId } = decodeOrderPath(req.params)
    const order = await withOwnedOrder(deps, userOf(req), orderId, ({ resync }) => resync())
    return { success: true, order, designsOrders: order.designs_orders }
  })

  app.delete('/orders/delete-all-quoter-designs-orders/:orderId', async (req) => {
    const { orderId } = decodeOrderPath(req.params)
    const order = await withOwnedOrder(
      deps,
      userOf(req),
      orderId,
      async ({ repos, resync, deleteFilesAfterCommit }) => {
        deleteFilesAfterCommit(await repos.designs.deleteLinesOf(orderId))
        return resync()
      },
    )
    return { success: true, order, designsOrders: order.designs_orders }
  })

  app.post('/orders/quote-update-all-designs-orders', async (req) => {
    const body = decodeAllLines(orEmpty(req.body))
    const order = await withOwnedOrder(
      deps,
      userOf(req),
      body.order_id,
      async ({ repos, resync }) => {
        const updated = await repos.designs.setLinesQty(
          body.order_id,
          body.designs_orders_ids,
          body.new_qty,
        )
        if (!updated) return fail({ _tag: 'NotFound' })
        return resync()
      },
    )
    return {
      success: true,
      order,
      designsOrders: order.designs_orders,
      designQty: order.design_qty,
      totalQty: order.total_qty,
    }
  })

  app.post('/orders/quote-update-designs-order/:id', async (req) => {
    const { id } = decodeIdPath(req.params)
    const { qty } = decodeLine(orEmpty(req.body))
    const user = userOf(req)
    const lineOrder = async (repos: Repos) =>
      orNotFound(await repos.designs.lineOwned(id, user.id)).orderId
    const order = await withOwnedOrder(deps, user, lineOrder, async ({ repos, resync }) => {
      await repos.designs.setLineQty(id, qty)
      return resync()
    })
    return {
      success: true,
      designQty: order.design_qty,
      totalQty: order.total_qty,
      designsOrder: order.designs_orders.find((l) => l.id === id) ?? null,
      order,
    }
  })
}
