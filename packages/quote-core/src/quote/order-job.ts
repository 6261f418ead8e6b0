import type { Die } from '../catalog/dies'
import { findLaminate } from '../catalog/laminates'
import { BACKING, COLOR, PROCESSING, PRODUCT_TYPE, PROOF_TYPE, ROLL_CORE } from '../catalog/ids'
import { cartonStyleOf, findShape } from '../catalog/shapes'
import { findSubstrate } from '../catalog/substrates'
import type { CartonJob } from '../pricing/carton'
import type { LabelJob } from '../pricing/label'
import type { QuoteExtras, QuoteRequest } from '../pricing/quote'
import type {
  CartonBoard,
  CartonLaminate,
  LabelLaminate,
  LabelMaterial,
} from '../pricing/stock-names'
import type { ProofChoice } from '../pricing/proof'
import { designChoiceOf } from '../pricing/design-order'
import type { RollLimit } from '../roll/roll-math'
import { isDieInStock } from '../rules/die-match'
import { designSplit } from '../rules/design-split'
import type { Order } from '../schema/order'
import type { QuoteEnv } from '../rules/quote-env'
import { reorderDieIsPaid } from '../schema/reorder-spec'

/** How the order's size relates to the die library: it decides die charge and lead time. */
export type DieStatus = 'library' | 'out_of_stock' | 'new'

/** An order translated into the pricing model's terms, or why it cannot be priced yet. */
export type PricingInput =
  | {
      readonly _tag: 'Ready'
      readonly request: QuoteRequest
      readonly extras: QuoteExtras
      readonly dieStatus: DieStatus
    }
  | { readonly _tag: 'Incomplete'; readonly missing: string }

const positive = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0

/**
 * Pieces of each printed design, as priced: the real split of `designSplit` (pairs count once,
 * a blank carton is one unprinted run), designs still without a quantity left out.
 */
export const printedDesignQuantities = (order: Order): readonly number[] =>
  designSplit(order).filter((q) => q > 0)

// The die library is a few hundred entries searched on every re-quote: index it once per
// library array (the adapters keep the same array between changes).
const dieIndexes = new WeakMap<readonly Die[], ReadonlyMap<number, Die>>()

const dieById = (dies: readonly Die[], id: number): Die | undefined => {
  let index = dieIndexes.get(dies)
  if (index === undefined) {
    index = new Map(dies.map((d) => [d.id, d]))
    dieIndexes.set(dies, index)
  }
  return index.get(id)
}

/** Whether the order's size is a stocked die, an out-of-stock die or needs a new die. */
export const dieStatusOf = (order: Order, env: QuoteEnv): DieStatus => {
  const die = order.size_id === null ? undefined : dieById(env.dies, order.size_id)
  // A reorder's die paid for last time is the customer's, as a library die is.
  if (die === undefined) return reorderDieIsPaid(order) ? 'library' : 'new'
  return isDieInStock(die) ? 'library' : 'out_of_stock'
}

const proofOf = (order: Order): ProofChoice => {
  switch (order.proof_type_id) {
    case PROOF_TYPE.printed:
      return { kind: 'printed', flat: order.is_flat_printed_proof === 1 }
    case PROOF_TYPE.digital:
      return { kind: 'digital' }
    default:
      return { kind: 'none' }
  }
}

/** The roll limit an order asks for (docs/pricing-model.md section 3.1). */
export const rollLimitOf = (order: Order): RollLimit => {
  if (!order.is_special_roll_qty) return { kind: 'default' }
  if (order.is_fewest_possible_rolls) return { kind: 'fewest' }
  if (positive(order.roll_qty_max)) return { kind: 'max_qty', perRoll: order.roll_qty_max }
  if (positive(order.roll_diameter_max))
    return { kind: 'max_diameter', inches: order.roll_diameter_max }
  return { kind: 'default' }
}

const colourModeOf = (order: Order): LabelJob['colourMode'] => {
  if (order.is_front_back || order.color_id === COLOR.doubleSided) return 'double_sided'
  if (order.color_id === COLOR.blackOnly) return 'black_only'
  if (order.color_id === COLOR.whiteOnly) return 'white_only'
  return 'cmyk'
}

/** Production days the order asks for: undefined for Standard (docs/pricing-model.md §8.4). */
export const requestedProductionDays = (
  order: Order,
  defaultExpedited: number,
): number | undefined =>
  order.processing_id === PROCESSING.expedited
    ? (order.delay_expedite ?? defaultExpedited)
    : undefined

/** Translates an order into a pricing request, or says what is still missing. */
export const pricingInputOf = (order: Order, env: QuoteEnv): PricingInput => {
  const substrate = findSubstrate(order.substrate_id)
  if (substrate === undefined || substrate.productTypeId !== order.product_type_id)
    return { _tag: 'Incomplete', missing: 'material' }
  const designQuantities = printedDesignQuantities(order)
  if (designQuantities.length === 0) return { _tag: 'Incomplete', missing: 'quantity' }
  if (!positive(order.width) || !positive(order.length))
    return { _tag: 'Incomplete', missing: 'size' }
  // A shape or laminate of the other product is as good as none (the rules say 'Select Shape &
  // Size', 'Select Material & Laminate'), and is never priced as if it fitted.
  const shape = findShape(order.shape_id)
  if (shape === undefined || shape.productTypeId !== order.product_type_id)
    return { _tag: 'Incomplete', missing: 'shape' }
  const laminate = findLaminate(order.laminate_id)
  if (
    substrate.needsLaminate &&
    (laminate === undefined || laminate.productTypeId !== substrate.productTypeId)
  )
    return { _tag: 'Incomplete', missing: 'laminate' }
  const dieStatus = dieStatusOf(order, env)
  const newDie = dieStatus === 'new'
  const isLabel = order.product_type_id === PRODUCT_TYPE.label
  const extras: QuoteExtras = {
    proof: proofOf(order),
    designService: designChoiceOf(order),
    productionDays: requestedProductionDays(order, isLabel ? 1 : 5),
  }
  const laminateKey = laminate?.pricingKey ?? 'No Laminate'
  const pantoneQty = order.is_color_matching ? order.pantone_qty : 0
  if (isLabel) {
    const job: LabelJob = {
      designQuantities,
      embossing: order.is_embossing,
      variableData: order.is_variable_data,
      pantoneQty,
      newDie,
      widthIn: order.width,
      lengthIn: order.length,
      shape: shape.geometry,
      material: substrate.pricingKey as LabelMaterial,
      laminate: laminateKey as LabelLaminate,
      colourMode: colourModeOf(order),
      highOpacityWhite: order.is_high_opacity_white,
      highOpacityBlack: order.is_high_opacity_black,
      reversePrint: order.is_reverse_print,
      petBacking: order.substrate_backing_id === BACKING.pet,
      core: order.roll_id === ROLL_CORE.oneInch ? 1 : 3,
      rollLimit: rollLimitOf(order),
    }
    return { _tag: 'Ready', request: { product: 'label', job }, extras, dieStatus }
  }
  if (!positive(order.depth)) return { _tag: 'Incomplete', missing: 'size' }
  const coated = substrate.standardVariantId !== null
  const board = (coated ? findSubstrate(substrate.standardVariantId) : substrate)?.pricingKey
  const job: CartonJob = {
    designQuantities,
    embossing: order.is_embossing,
    variableData: order.is_variable_data,
    pantoneQty,
    newDie,
    // docs/pricing-model.md §5.1: L is the longer side of the opening, W the shorter.
    lengthIn: Math.max(order.length, order.width),
    widthIn: Math.min(order.length, order.width),
    depthIn: order.depth,
    style: cartonStyleOf(shape.id),
    board: board as CartonBoard,
    laminate: laminateKey as CartonLaminate,
    duplex: order.is_duplex,
    blank: order.is_blank,
    coating: coated,
  }
  return { _tag: 'Ready', request: { product: 'carton', job }, extras, dieStatus }
}
