import {
  jobNumberOf,
  jobTicketRefusal,
  mayBeMadeNow,
  PlacedOrderNumber,
  pressPlanOf,
  type PlacedOrder,
  type PlannedOrder,
  type PressPlan,
} from '@diecut/quote-core'
import { Schema } from 'effect'
import { buffer } from 'node:stream/consumers'
import type { RouteDeps, RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, orNotFound } from '../../http/failure'
import { productionSpecsOf } from '../../orders/production-facts'
import { jobTicketFilename, type JobTicket, type TicketProof } from '../../pdf/job-ticket-pdf'
import { sendPdf } from '../../pdf/send-pdf'
import type { Repos } from '../../repositories/repositories'
import { requireStaff } from './admin-order-routes'

const decodeNumber = decodeRequest(Schema.Struct({ number: PlacedOrderNumber }))
const decodeGroup = decodeRequest(
  Schema.Struct({ group: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(300)) }),
)

/** The approved proof of a line as stored, read whole (a ticket draws its first page). */
const proofOf = async (
  deps: RouteDeps,
  placed: PlacedOrder,
  orderId: number,
): Promise<TicketProof | null> => {
  const stored = await deps.repos.placedOrders.proof(placed.id, orderId)
  if (stored === null) return null
  const stream = await deps.storage.get(stored.storageKey)
  if (stream === null) return null
  return {
    filename: stored.filename,
    mimetype: stored.mimetype,
    bytes: new Uint8Array(await buffer(stream)),
  }
}

/** The job tickets of an order's lines (all, or those in `only`), in the order's item order. */
const ticketsOf = async (
  deps: RouteDeps,
  placed: PlacedOrder,
  only?: ReadonlySet<number>,
): Promise<JobTicket[]> => {
  const facts = await productionSpecsOf(deps.repos, placed)
  const tickets: JobTicket[] = []
  for (const line of placed.lines) {
    const fact = facts.get(line.order_id)
    if (fact === undefined || (only !== undefined && !only.has(line.order_id))) continue
    const { order, spec } = fact
    tickets.push({
      number: placed.number,
      orderId: line.order_id,
      job: jobNumberOf(placed.number, line.order_id),
      spec,
      dieline:
        spec.product === 'design'
          ? null
          : {
              product_type_id: order.product_type_id,
              shape_id: order.shape_id,
              width: order.width,
              length: order.length,
              depth: order.depth,
              is_square_corners: order.is_square_corners,
            },
      proof: await proofOf(deps, placed, line.order_id),
    })
  }
  return tickets
}

/** Every order the plant may make now, with each line's production facts. */
const plannedOrders = async (repos: Repos): Promise<PlannedOrder[]> => {
  const orders = (await repos.placedOrders.all()).filter(mayBeMadeNow)
  const planned: PlannedOrder[] = []
  for (const placed of orders) {
    const facts = await productionSpecsOf(repos, placed)
    planned.push({
      placed,
      specs: new Map([...facts].map(([id, f]) => [id, f.spec])),
    })
  }
  return planned
}

const noStore = 'private, no-store'

/**
 * The plant's side (packages/http-adapter/API.md, "Production"): an order's job tickets, the
 * press plan of what may be made now grouped by what loads the press, and a group's tickets in
 * one PDF. Staff only.
 */
export const productionRoutes: RouteModule = (deps) => async (app) => {
  app.addHook('preHandler', async (req) => requireStaff(req))

  app.get('/api/admin/orders/:number/job-ticket', async (req, reply) => {
    const { number } = decodeNumber(req.params)
    const placed = orNotFound(await deps.repos.placedOrders.findByNumber(number))
    const refusal = jobTicketRefusal(placed)
    if (refusal !== null) return fail({ _tag: 'PlacedOrderRejected', ...refusal })
    const tickets = await ticketsOf(deps, placed)
    const pdf = await deps.pdfs.render({
      kind: 'job ticket',
      tickets,
      created: deps.clock().toISOString(),
    })
    return sendPdf(reply, jobTicketFilename(placed.number), pdf, noStore)
  })

  app.get('/api/admin/production', async (): Promise<PressPlan> => {
    return pressPlanOf(await plannedOrders(deps.repos), deps.clock().toISOString())
  })

  app.get('/api/admin/production/job-tickets', async (req, reply) => {
    const { group } = decodeGroup(req.query ?? {})
    const planned = await plannedOrders(deps.repos)
    const plan = pressPlanOf(planned, deps.clock().toISOString())
    const chosen = orNotFound(plan.groups.find((g) => g.key === group) ?? null)
    const tickets: JobTicket[] = []
    for (const { placed } of planned) {
      const lines = new Set(
        chosen.lines.filter((l) => l.number === placed.number).map((l) => l.order_id),
      )
      if (lines.size > 0) tickets.push(...(await ticketsOf(deps, placed, lines)))
    }
    // In the plan's order: soonest ship-by first.
    const rank = new Map(chosen.lines.map((l, i) => [l.job, i]))
    tickets.sort((a, b) => (rank.get(a.job) ?? 0) - (rank.get(b.job) ?? 0))
    const pdf = await deps.pdfs.render({
      kind: 'job ticket',
      tickets,
      created: deps.clock().toISOString(),
    })
    const name = `${chosen.product}-${chosen.lines.length}-jobs`
    return sendPdf(reply, jobTicketFilename(name), pdf, noStore)
  })
}
