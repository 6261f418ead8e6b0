import {
  chosenRows,
  orderSpecOf,
  productionSpecOf,
  type Order,
  type PlacedOrder,
  type ProductionSpec,
} from '@diecut/quote-core'
import type { Repos } from '../repositories/repositories'

/** The applicator profiles the orders were checked against, by id, with their names. */
const profileNames = async (
  repos: Repos,
  orders: readonly Order[],
): Promise<ReadonlyMap<number, string>> =>
  repos.applicatorProfiles.names(
    orders.flatMap((o) => (o.applicator_profile_id === null ? [] : [o.applicator_profile_id])),
  )

const profileOf = (names: ReadonlyMap<number, string>, order: Order): string | null =>
  order.applicator_profile_id === null ? null : (names.get(order.applicator_profile_id) ?? null)

/**
 * The placed order with what the customer chose on each line (quote-core's chosenRows), from
 * the quotes it was placed from: `orders` when the caller holds them, else read.
 */
export const withChosenFacts = async (
  repos: Repos,
  placed: PlacedOrder,
  held?: readonly Order[],
): Promise<PlacedOrder> => {
  const orders = held ?? (await repos.orders.ofPlacedLines(placed.lines.map((l) => l.order_id)))
  const byId = new Map(orders.map((o) => [o.id, o]))
  const names = await profileNames(repos, orders)
  return {
    ...placed,
    lines: placed.lines.map((line) => {
      const order = byId.get(line.order_id)
      if (order === undefined) return line
      const spec = orderSpecOf(order, { applicatorProfile: profileOf(names, order) })
      return { ...line, chosen: chosenRows({ ...spec, quantity: line.quantity }) }
    }),
  }
}

/** A placed line's production facts and the quote they come from. */
export type LineFacts = { readonly order: Order; readonly spec: ProductionSpec }

/**
 * Every line's production facts (quote-core's productionSpecOf) from its quote, its artwork
 * files and the placed order, by the line's order id.
 */
export const productionSpecsOf = async (
  repos: Repos,
  placed: PlacedOrder,
): Promise<ReadonlyMap<number, LineFacts>> => {
  const ids = placed.lines.map((l) => l.order_id)
  const [orders, designs] = await Promise.all([
    repos.orders.ofPlacedLines(ids),
    repos.designs.ofOrders(ids),
  ])
  const names = await profileNames(repos, orders)
  const byId = new Map(orders.map((o) => [o.id, o]))
  const facts = new Map<number, LineFacts>()
  for (const line of placed.lines) {
    const order = byId.get(line.order_id)
    if (order === undefined) continue
    const spec = productionSpecOf({
      order,
      placed,
      line,
      artworkFiles: designs.filter((d) => d.orderId === line.order_id).map((d) => d.filename),
      applicatorProfile: profileOf(names, order),
    })
    facts.set(line.order_id, { order, spec })
  }
  return facts
}

/** The placed order as staff see it: each line with its production facts. */
export const withProductionFacts = async (
  repos: Repos,
  placed: PlacedOrder,
): Promise<PlacedOrder> => {
  const facts = await productionSpecsOf(repos, placed)
  return {
    ...placed,
    lines: placed.lines.map((line) => {
      const production = facts.get(line.order_id)?.spec
      return production === undefined ? line : { ...line, production }
    }),
  }
}
