import { Schema } from 'effect'
import { isLate } from '../checkout/placed-order-actions'
import { productionRefusal, STATUS_PHRASES } from '../checkout/placed-order-guards'
import { IsoDate } from '../schema/primitives'
import { PlacedOrderNumber, PlacedOrderStatus, type PlacedOrder } from '../schema/placed-order'
import { Id } from '../schema/primitives'
import type { ProductionSpec } from '../schema/production-spec'

/** One line of the press plan: a job the press may run now, with its footage or sheets and minutes. */
export const PressPlanLine = Schema.Struct({
  number: PlacedOrderNumber,
  order_id: Id,
  /** `{number}-{order_id}`, the job ticket's barcode. */
  job: Schema.String,
  status: PlacedOrderStatus,
  ship_by: IsoDate,
  late: Schema.Boolean,
  description: Schema.String,
  labels: Schema.optionalWith(Schema.Int, { exact: true }),
  cartons: Schema.optionalWith(Schema.Int, { exact: true }),
  linear_feet: Schema.optionalWith(Schema.Number, { exact: true }),
  sheets: Schema.optionalWith(Schema.Int, { exact: true }),
  press_minutes: Schema.Number,
})
export type PressPlanLine = typeof PressPlanLine.Type

/**
 * Jobs that load the press the same way (labels: one material and laminate; cartons: one board
 * and laminate), soonest ship-by first, with the group's footage or sheets and minutes.
 */
export const PressPlanGroup = Schema.Struct({
  key: Schema.String,
  product: Schema.Literal('labels', 'cartons'),
  substrate: Schema.String,
  laminate: Schema.String,
  lines: Schema.Array(PressPlanLine),
  linear_feet: Schema.optionalWith(Schema.Number, { exact: true }),
  sheets: Schema.optionalWith(Schema.Int, { exact: true }),
  press_minutes: Schema.Number,
  late: Schema.Int,
})
export type PressPlanGroup = typeof PressPlanGroup.Type

/** GET /api/admin/production. */
export const PressPlan = Schema.Struct({ groups: Schema.Array(PressPlanGroup) })
export type PressPlan = typeof PressPlan.Type

/** A placed order with the production facts of each of its lines (by the line's order id). */
export type PlannedOrder = {
  readonly placed: PlacedOrder
  readonly specs: ReadonlyMap<number, ProductionSpec>
}

/** The job ticket's number of a line, as its barcode carries it. */
export const jobNumberOf = (number: string, orderId: number): string => `${number}-${orderId}`

/** The order and line a scanned job number names, or null when it is not one. */
export const parseJobNumber = (
  scanned: string,
): { readonly number: string; readonly orderId: number } | null => {
  const m = /^\s*(DC-\d{5,12})-(\d{1,12})\s*$/i.exec(scanned)
  if (m === null || m[1] === undefined || m[2] === undefined) return null
  return { number: m[1].toUpperCase(), orderId: Number(m[2]) }
}

/**
 * May the plant make this order now: every proof approved and the order paid or on terms (the
 * rule production starts by), or already in production.
 */
export const mayBeMadeNow = (order: PlacedOrder): boolean =>
  order.status === 'in_production' || productionRefusal(order) === null

/**
 * Why the order's job tickets cannot print yet, or null: they print once every proof is
 * approved, and not for a cancelled order.
 */
export const jobTicketRefusal = (
  order: PlacedOrder,
): { readonly code: 'not_ready_for_production'; readonly message: string } | null =>
  order.status === 'approved' || order.status === 'in_production' || order.status === 'shipped'
    ? null
    : {
        code: 'not_ready_for_production',
        message: `This order is ${STATUS_PHRASES[order.status]}; its job tickets print once every proof is approved.`,
      }

const round1 = (n: number): number => Math.round(n * 10) / 10

const byShipBy = (a: PressPlanLine, b: PressPlanLine): number =>
  a.ship_by.localeCompare(b.ship_by) || a.number.localeCompare(b.number) || a.order_id - b.order_id

/**
 * The press plan: every printed line of the orders that may be made now, grouped by what the
 * press is loaded with, the soonest ship-by first within a group and across groups; a group's
 * footage (labels) or sheets (cartons) and minutes are the sums of its lines', each the figure
 * the line's price was made from (production-spec.ts).
 */
export const pressPlanOf = (orders: readonly PlannedOrder[], now: string): PressPlan => {
  const groups = new Map<
    string,
    { product: 'labels' | 'cartons'; substrate: string; laminate: string; lines: PressPlanLine[] }
  >()
  for (const { placed, specs } of orders) {
    if (!mayBeMadeNow(placed)) continue
    const late = isLate(placed, now)
    for (const line of placed.lines) {
      const spec = specs.get(line.order_id)
      if (spec === undefined || spec.product === 'design') continue
      const product = spec.product
      const substrate = product === 'labels' ? spec.material : (spec.board ?? spec.material)
      const key = `${product}|${substrate}|${spec.laminate}`
      const base = {
        number: placed.number,
        order_id: line.order_id,
        job: jobNumberOf(placed.number, line.order_id),
        status: placed.status,
        ship_by: placed.ship_by,
        late,
        description: line.description,
      }
      const planned: PressPlanLine =
        product === 'labels'
          ? {
              ...base,
              labels: spec.quantity,
              linear_feet: spec.label_press?.linear_feet ?? 0,
              press_minutes: spec.label_press?.press_minutes ?? 0,
            }
          : {
              ...base,
              cartons: spec.quantity,
              sheets: spec.carton_press?.sheets ?? 0,
              press_minutes: spec.carton_press?.press_minutes ?? 0,
            }
      const group = groups.get(key) ?? { product, substrate, laminate: spec.laminate, lines: [] }
      group.lines.push(planned)
      groups.set(key, group)
    }
  }
  return {
    groups: [...groups.entries()]
      .map(([key, g]) => {
        const lines = [...g.lines].sort(byShipBy)
        const minutes = round1(lines.reduce((a, l) => a + l.press_minutes, 0))
        const late = lines.filter((l) => l.late).length
        return g.product === 'labels'
          ? {
              key,
              product: g.product,
              substrate: g.substrate,
              laminate: g.laminate,
              lines,
              linear_feet: round1(lines.reduce((a, l) => a + (l.linear_feet ?? 0), 0)),
              press_minutes: minutes,
              late,
            }
          : {
              key,
              product: g.product,
              substrate: g.substrate,
              laminate: g.laminate,
              lines,
              sheets: lines.reduce((a, l) => a + (l.sheets ?? 0), 0),
              press_minutes: minutes,
              late,
            }
      })
      .sort((a, b) => byShipBy(a.lines[0]!, b.lines[0]!)),
  }
}
