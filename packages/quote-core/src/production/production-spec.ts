import { formFactors } from '../catalog/enumerations'
import { BACKING, FORM_FACTOR, PRODUCT_TYPE, ROLL_CORE, SHAPE } from '../catalog/ids'
import { cartonStyleOf, findShape } from '../catalog/shapes'
import { QUOTE_CONSTANTS } from '../catalog/constants'
import { CORNER_RADIUS_IN, LIP_BALM_RADIUS_IN } from '../geometry/label-outline'
import { describeColor, describeSize } from '../order/derive'
import { cartonPressHours } from '../pricing/carton'
import { labelPressSpeed, needsWhiteUnderprint, type LabelJob } from '../pricing/label'
import { proofApprovedNote } from '../checkout/placed-order-status'
import { defaultPricingParams, type PricingParams } from '../pricing/params'
import { priceQuote, type PriceQuote } from '../pricing/quote'
import { pricingInputOf, printedDesignQuantities } from '../quote/order-job'
import { unwindOf } from '../rules/roll-unwind'
import { emptyEnv } from '../rules/quote-env'
import type { Order } from '../schema/order'
import type { PlacedOrder, PlacedOrderLine } from '../schema/placed-order'
import type {
  OrderSpec,
  ProductionDesign,
  ProductionDie,
  ProductionSpec,
} from '../schema/production-spec'

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

const KINDS = {
  [PRODUCT_TYPE.label]: ['labels', 'Roll labels'],
  [PRODUCT_TYPE.carton]: ['cartons', 'Folding cartons'],
  [PRODUCT_TYPE.design]: ['design', 'Graphic design'],
} as const

/** Finishing and options as chosen, in words. */
const finishingOf = (o: Order): readonly string[] =>
  [
    o.is_embossing ? 'Embossing' : null,
    o.is_variable_data ? 'Variable data' : null,
    o.is_reverse_print ? 'Reverse print' : null,
    o.is_high_opacity_black ? 'High-opacity black' : null,
    o.is_color_matching ? `Pantone matching (${o.pantone_qty})` : null,
    o.is_duplex ? 'Printed inside (duplex)' : null,
    o.is_front_back ? 'Front and back' : null,
  ].filter((f) => f !== null)

/**
 * The printed designs of a line with their quantities: each uploaded design by its file name
 * (a pair's back or inside named with its front), else "Design 1..n" of the even split.
 */
export const productionDesignsOf = (order: Order): readonly ProductionDesign[] => {
  const quantities = printedDesignQuantities(order)
  const paired = order.is_duplex || order.is_front_back
  if (order.designs_orders.length > 0) {
    const fronts = paired
      ? order.designs_orders.filter((d, i) =>
          order.designs_orders.some((x) => x.design.print_sequence === 2)
            ? d.design.print_sequence !== 2
            : i % 2 === 0,
        )
      : order.designs_orders
    return fronts
      .filter((d) => d.qty > 0)
      .map((d) => ({ design: d.customer_filename, file: d.customer_filename, qty: d.qty }))
  }
  return quantities.map((qty, i) => ({ design: `Design ${i + 1}`, qty }))
}

/** The white the press lays: high-opacity white, a white underprint (clear or metallic stock, CMYK+W), or none. */
const whiteInkOf = (o: Order, job: LabelJob | null, params: PricingParams): string => {
  if (o.is_high_opacity_white) return 'High-opacity white'
  return job !== null && needsWhiteUnderprint(job, params) ? 'White underprint' : 'None'
}

const cornerRadiusOf = (o: Order): number => {
  if (o.shape_id === SHAPE.lipBalm) return LIP_BALM_RADIUS_IN
  const shape = findShape(o.shape_id)
  return shape?.hasCorners === true && !o.is_square_corners ? CORNER_RADIUS_IN : 0
}

/** The die: a library die by its number; a new die (one the quote charged) under the item's number. */
const dieOf = (o: Order): ProductionDie | null => {
  if (o.product_type_id === PRODUCT_TYPE.design) return null
  const isNew = (o.quoted_die_charge ?? 0) > 0
  return {
    number: !isNew && o.size_id !== null ? `D-${o.size_id}` : `NEW-${o.id}`,
    new: isNew,
  }
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

/** What the order asks the plant to make (see OrderSpec). */
export const orderSpecOf = (o: Order, input: OrderSpecContext): OrderSpec => {
  const params = input.params ?? defaultPricingParams
  const [product, kind] = KINDS[o.product_type_id]
  const quote = product === 'design' ? null : pressQuoteOf(o, params)
  const details = quote?.details ?? null
  const designs = productionDesignsOf(o)
  const label = product === 'labels'
  const carton = product === 'cartons'
  const unwind = label ? unwindOf(o.roll_direction_id) : undefined
  const labelDetails = details !== null && details.product === 'label' ? details : null
  const cartonDetails = details !== null && details.product === 'carton' ? details : null
  const labelInput = label ? pricingInputOf(o, emptyEnv) : null
  const labelJob =
    labelInput?._tag === 'Ready' && labelInput.request.product === 'label'
      ? labelInput.request.job
      : null
  const shape = findShape(o.shape_id)
  return {
    product,
    kind,
    material: o.substrate_label,
    laminate: o.laminate_label === '' ? 'None' : o.laminate_label,
    shape: shape?.label ?? '',
    size: describeSize(o),
    width: o.width,
    length: o.length,
    depth: carton ? o.depth : null,
    die: dieOf(o),
    quantity: designs.reduce((a, d) => a + d.qty, 0),
    designs,
    colors: describeColor(o),
    white_ink: whiteInkOf(o, labelJob, params),
    finishing: finishingOf(o),
    application: label ? (o.form_factor_id === FORM_FACTOR.handApplied ? 'hand' : 'machine') : null,
    unwind:
      unwind === undefined
        ? null
        : { position: unwind.position, words: unwind.label, locked: o.is_roll_direction_locked },
    core_inches: label ? (o.roll_id === ROLL_CORE.oneInch ? 1 : 3) : null,
    max_roll_diameter: labelDetails === null ? null : round(labelDetails.rolls.maxDiameterIn, 2),
    labels_per_roll:
      labelDetails === null ? null : Math.max(...labelDetails.rolls.designs.map((d) => d.perRoll)),
    rolls:
      labelDetails === null
        ? null
        : labelDetails.rolls.designs.map((r, i) => ({
            design: designs[i]?.design ?? `Design ${i + 1}`,
            qty: r.quantity,
            rolls: r.rolls,
            per_roll: r.perRoll,
            last_roll: r.lastRoll,
          })),
    backing: label ? (o.substrate_backing_id === BACKING.pet ? 'PET liner' : 'Paper liner') : null,
    applicator_profile: label ? (input.applicatorProfile ?? null) : null,
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
    style: carton && o.shape_id !== null ? (shape?.label ?? cartonStyleOf(o.shape_id)) : null,
    board: carton ? o.substrate_label : null,
    print_sides: carton ? (o.is_blank ? null : o.is_duplex ? 2 : 1) : null,
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

/** The application in words, as the customer chose it. */
export const applicationWords = (application: 'hand' | 'machine'): string =>
  formFactors.find(
    (f) => f.id === (application === 'hand' ? FORM_FACTOR.handApplied : FORM_FACTOR.machineApplied),
  )?.label ?? application
