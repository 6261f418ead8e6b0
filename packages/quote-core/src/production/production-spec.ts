import { QUOTE_CONSTANTS } from '../catalog/constants'
import { proofApprovedNote } from '../checkout/placed-order-status'
import { cartonPressHours } from '../pricing/carton'
import { labelPressSpeed } from '../pricing/label'
import { defaultPricingParams, type PricingParams } from '../pricing/params'
import { priceQuote, type PriceQuote } from '../pricing/quote'
import { pricingInputOf, printedDesignQuantities } from '../quote/order-job'
import { emptyEnv } from '../rules/quote-env'
import type { Order } from '../schema/order'
import type { PlacedOrder, PlacedOrderLine } from '../schema/placed-order'
import type { OrderSpec, ProductionSpec } from '../schema/production-spec'
import { chosenFactsOf, cornerRadiusOf } from './chosen-facts'

/** What an order's spec is made of besides the order: the applicator and the press's figures. */
export type OrderSpecContext = {
  /** The name of the applicator profile the roll fit was checked against, if any. */
  readonly applicatorProfile?: string | null
  readonly params?: PricingParams
}

/** What a placed line's facts are made of besides its order: the placed order and its files. */
export type ProductionInput = OrderSpecContext & {
  readonly order: Order
  readonly placed: PlacedOrder
  readonly line: PlacedOrderLine
  /** The names of the artwork files the customer sent for this line. */
  readonly artworkFiles: readonly string[]
}

const round = (n: number, places: number): number => {
  const f = 10 ** places
  return Math.round(n * f) / f
}

const addressLine = (p: PlacedOrder): string => {
  const a = p.address
  const place = [a.city, [a.state, a.zip].filter((s) => s.trim() !== '').join(' ')].join(', ')
  return [a.name, a.company, a.address1, a.address2, place, a.country]
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .join(', ')
}

/** The approval of a line's proof: the latest event that approved it, if recorded. */
const approvedAt = (placed: PlacedOrder, line: PlacedOrderLine): string | null => {
  if (line.proof_status !== 'approved') return null
  const note = proofApprovedNote(line.order_id)
  return [...placed.events].reverse().find((e) => e.note === note)?.at ?? null
}

/**
 * The standard-speed quote of the order with today's figures (null: not priceable). Footage,
 * rolls and sheets do not depend on the die library (only the die charge does), so none is read.
 */
const pressQuoteOf = (order: Order, params: PricingParams): PriceQuote | null => {
  const input = pricingInputOf(order, emptyEnv)
  if (input._tag !== 'Ready') return null
  const result = priceQuote(input.request, { ...input.extras, productionDays: undefined }, params)
  return result._tag === 'Quoted' ? result.quote : null
}

/** What the order asks the plant to make (see OrderSpec): what was chosen, and the run. */
export const orderSpecOf = (o: Order, input: OrderSpecContext): OrderSpec => {
  const params = input.params ?? defaultPricingParams
  const chosen = chosenFactsOf(o, input.applicatorProfile ?? null)
  const quote = chosen.product === 'design' ? null : pressQuoteOf(o, params)
  const details = quote?.details ?? null
  const labelInput = chosen.product === 'labels' ? pricingInputOf(o, emptyEnv) : null
  const labelJob =
    labelInput?._tag === 'Ready' && labelInput.request.product === 'label'
      ? labelInput.request.job
      : null
  const labelDetails = details !== null && details.product === 'label' ? details : null
  const cartonDetails = details !== null && details.product === 'carton' ? details : null
  return {
    ...chosen,
    label_press:
      labelDetails === null || labelJob === null
        ? null
        : {
            die_across: labelDetails.die.across,
            die_around: labelDetails.die.around,
            gap_inches: params.label.gap,
            web_width_inches: params.label.web,
            corner_radius_inches: cornerRadiusOf(o),
            overs: QUOTE_CONSTANTS.rollTolerance,
            labels_across_finished_roll: 1,
            linear_feet: round(labelDetails.layout.webFeet, 1),
            press_minutes: round(labelDetails.pressMinutes, 1),
            press_feet_per_minute: round(labelPressSpeed(labelJob, params), 1),
          },
    carton_press:
      cartonDetails === null
        ? null
        : {
            sheet_format: cartonDetails.process,
            up: cartonDetails.chosen.nUp,
            sheets: cartonDetails.chosen.sheets,
            press_minutes: round(
              60 *
                cartonPressHours(
                  {
                    blank: o.is_blank,
                    duplex: o.is_duplex,
                    designQuantities: printedDesignQuantities(o),
                  },
                  cartonDetails.process,
                  cartonDetails.chosen.sheets,
                  params,
                ),
              1,
            ),
          },
  }
}

/** Every production fact of one line of a placed order (see ProductionSpec). */
export const productionSpecOf = (input: ProductionInput): ProductionSpec => {
  const { placed, line } = input
  return {
    ...orderSpecOf(input.order, input),
    quantity: line.quantity,
    proof:
      line.proof === null
        ? null
        : { file: line.proof.filename, approved_at: approvedAt(placed, line) },
    artwork: input.artworkFiles,
    ship_by: placed.ship_by,
    shipping: placed.shipping.name,
    ship_to: addressLine(placed),
  }
}
