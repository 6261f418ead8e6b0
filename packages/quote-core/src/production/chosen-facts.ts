import { formFactors } from '../catalog/enumerations'
import { BACKING, COLOR, FORM_FACTOR, PRODUCT_TYPE, ROLL_CORE, SHAPE } from '../catalog/ids'
import { cartonStyleOf, findShape } from '../catalog/shapes'
import { findSubstrate } from '../catalog/substrates'
import { CORNER_RADIUS_IN, LIP_BALM_RADIUS_IN } from '../geometry/label-outline'
import { describeColor, describeSize } from '../order/derive'
import { printedDesignQuantities, rollLimitOf } from '../quote/order-job'
import { planRolls, type RollPlan } from '../roll/roll-math'
import { defaultRollRuleParams, rollGeometryOf } from '../rules/roll-geometry'
import { unwindOf } from '../rules/roll-unwind'
import type { Order } from '../schema/order'
import type { OrderSpec, ProductionDesign, ProductionDie } from '../schema/production-spec'

/**
 * What the customer chose for an order, in the plant's terms, from the order alone (no
 * pricing): stock, size, die, designs, print and finishing, and for labels the application,
 * unwind, core and rolls. The cart shows it as it is; the production spec adds the run's
 * footage, sheets and press time (production-spec.ts).
 */
export type ChosenFacts = Omit<OrderSpec, 'label_press' | 'carton_press'>

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
 * The printed designs of an order with their quantities: each uploaded design by its file name
 * (a pair's back or inside counted with its front), else "Design 1..n" of the even split.
 */
export const productionDesignsOf = (order: Order): readonly ProductionDesign[] => {
  const paired = order.is_duplex || order.is_front_back
  if (order.designs_orders.length > 0) {
    const sequenced = order.designs_orders.some((d) => d.design.print_sequence === 2)
    const fronts = !paired
      ? order.designs_orders
      : order.designs_orders.filter((d, i) =>
          sequenced ? d.design.print_sequence !== 2 : i % 2 === 0,
        )
    return fronts
      .filter((d) => d.qty > 0)
      .map((d) => ({ design: d.customer_filename, file: d.customer_filename, qty: d.qty }))
  }
  return printedDesignQuantities(order).map((qty, i) => ({ design: `Design ${i + 1}`, qty }))
}

/**
 * The white the press lays on a label: high-opacity white, a white underprint (stock that
 * needs it, such as clear or metallic, unless the job prints white ink only), or none.
 */
export const whiteInkOf = (o: Order): string => {
  if (o.is_high_opacity_white) return 'High-opacity white'
  const needs = findSubstrate(o.substrate_id)?.needsWhiteUnderprint === true
  return needs && o.color_id !== COLOR.whiteOnly ? 'White underprint' : 'None'
}

/** The corner radius the die cuts: the house radius on round corners, none on square ones. */
export const cornerRadiusOf = (o: Order): number => {
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

/**
 * The rolls of a label order, a design at a time (docs/pricing-model.md section 4, the same
 * roll maths the price winds), or null while the size or material is missing.
 */
export const rollPlanOf = (o: Order): RollPlan | null => {
  const geometry = rollGeometryOf(o, defaultRollRuleParams)
  const quantities = printedDesignQuantities(o)
  if (geometry === null || o.width === null || quantities.length === 0) return null
  return planRolls(quantities, geometry, rollLimitOf(o), o.width, defaultRollRuleParams.roll)
}

/** The application in words, as the customer chose it. */
export const applicationWords = (application: 'hand' | 'machine'): string =>
  formFactors.find(
    (f) => f.id === (application === 'hand' ? FORM_FACTOR.handApplied : FORM_FACTOR.machineApplied),
  )?.label ?? application

const round2 = (n: number): number => Math.round(n * 100) / 100

/** What the customer chose for the order (see ChosenFacts). */
export const chosenFactsOf = (o: Order, applicatorProfile: string | null = null): ChosenFacts => {
  const [product, kind] = KINDS[o.product_type_id]
  const designs = productionDesignsOf(o)
  const label = product === 'labels'
  const carton = product === 'cartons'
  const unwind = label ? unwindOf(o.roll_direction_id) : undefined
  const plan = label ? rollPlanOf(o) : null
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
    white_ink: label ? whiteInkOf(o) : 'None',
    finishing: finishingOf(o),
    application: label ? (o.form_factor_id === FORM_FACTOR.handApplied ? 'hand' : 'machine') : null,
    unwind:
      unwind === undefined
        ? null
        : { position: unwind.position, words: unwind.label, locked: o.is_roll_direction_locked },
    core_inches: label ? (o.roll_id === ROLL_CORE.oneInch ? 1 : 3) : null,
    max_roll_diameter: plan === null ? null : round2(plan.maxDiameterIn),
    labels_per_roll: plan === null ? null : Math.max(...plan.designs.map((d) => d.perRoll)),
    rolls:
      plan === null
        ? null
        : plan.designs.map((r, i) => ({
            design: designs[i]?.design ?? `Design ${i + 1}`,
            qty: r.quantity,
            rolls: r.rolls,
            per_roll: r.perRoll,
            last_roll: r.lastRoll,
          })),
    backing: label ? (o.substrate_backing_id === BACKING.pet ? 'PET liner' : 'Paper liner') : null,
    applicator_profile: label ? applicatorProfile : null,
    style: carton && o.shape_id !== null ? (shape?.label ?? cartonStyleOf(o.shape_id)) : null,
    board: carton ? o.substrate_label : null,
    print_sides: carton ? (o.is_blank ? null : o.is_duplex ? 2 : 1) : null,
  }
}
