import {
  FORM_FACTOR,
  PROCESSING,
  PRODUCT_TYPE,
  PROOF_TYPE,
  ROLL_CORE,
  ROLL_DIRECTION,
  SHAPE,
} from '../../catalog/ids'
import { findShape } from '../../catalog/shapes'
import { findSubstrate } from '../../catalog/substrates'
import { ORDER_OPTIONS, settleOption } from '../../rules/option-table'
import { emptyGraphicDesignOrderDetails } from '../../schema/graphic-design-values'
import type { Order } from '../../schema/order'
import { isLabelOrder, materialProductType } from '../../rules/order-kind'
import { expediteDaysOf } from './processing'
import { clampRollDiameter, clampRollQuantity, rollDiameterLimit } from './roll'
import { withFields } from '../../schema/with-fields'

type Fix = (o: Order) => Order

/** A design order always has a brief; a label or carton brief is for that product (docs/product.md section 3). */
const fixBrief: Fix = (o) => {
  const d = o.graphic_design_order_details
  if (o.product_type_id === PRODUCT_TYPE.design)
    return d === null ? { ...o, graphic_design_order_details: emptyGraphicDesignOrderDetails() } : o
  if (d === null || d.design_product_type_id === o.product_type_id) return o
  return { ...o, graphic_design_order_details: { ...d, design_product_type_id: o.product_type_id } }
}

const fixSubstrate: Fix = (o) => {
  const s = findSubstrate(o.substrate_id)
  if (o.substrate_id === null || (s !== undefined && s.productTypeId === materialProductType(o)))
    return o
  return { ...o, substrate_id: null, laminate_id: null, substrate_backing_id: null }
}

// Previously Used is a picker tab, not a shape to select, but an order may sit on it.
const fixShape: Fix = (o) => {
  const shape = findShape(o.shape_id)
  const ok =
    shape !== undefined &&
    (shape.selectable || shape.id === SHAPE.previouslyUsed) &&
    shape.productTypeId === materialProductType(o)
  if (o.shape_id === null || ok) return o
  return { ...o, shape_id: null, size_id: null, size_type_id: null, size_s3key: null }
}

/** Each option of the option table, dropped where unavailable, its paired fields settled. */
const fixOptions: Fix = (o) => ORDER_OPTIONS.reduce(settleOption, o)

/** A flat proof and a proof run without production need a printed proof. */
const fixProof: Fix = (o) => {
  const proof = (Object.values(PROOF_TYPE) as number[]).includes(o.proof_type_id)
    ? o.proof_type_id
    : PROOF_TYPE.digital
  const printed = proof === PROOF_TYPE.printed
  return withFields(o, {
    proof_type_id: proof,
    is_flat_printed_proof: printed ? o.is_flat_printed_proof : 0,
    is_printed_proof_only: printed && o.is_printed_proof_only,
  })
}

/** Variable print only needs variable data; Pantones need colour matching. */
const fixPrintExtras: Fix = (o) =>
  withFields(o, {
    is_variable_print_only: o.is_variable_print_only && o.is_variable_data,
    pantone_qty: o.is_color_matching ? o.pantone_qty : 0,
  })

const fixProcessing: Fix = (o) => {
  const expedited =
    o.processing_id === PROCESSING.expedited &&
    o.delay_expedite !== null &&
    expediteDaysOf(o).includes(o.delay_expedite)
  return expedited ? o : withFields(o, { processing_id: PROCESSING.standard, delay_expedite: null })
}

const known = (ids: Record<string, number>, id: number | null) =>
  id !== null && (Object.values(ids) as (number | null)[]).includes(id) ? id : null

/** The roll limits an order keeps: one at a time, clamped to the width (docs/product.md section 4). */
const rollLimitsOf = (
  o: Order,
): Pick<
  Order,
  'roll_diameter_max' | 'roll_qty_max' | 'is_fewest_possible_rolls' | 'is_special_roll_qty'
> => {
  if (!isLabelOrder(o) || !o.is_special_roll_qty)
    return {
      is_special_roll_qty: false,
      roll_diameter_max: null,
      roll_qty_max: null,
      is_fewest_possible_rolls: false,
    }
  if (o.is_fewest_possible_rolls)
    return {
      is_special_roll_qty: true,
      is_fewest_possible_rolls: true,
      roll_diameter_max: rollDiameterLimit(o),
      roll_qty_max: null,
    }
  // A quantity cap wins over a diameter.
  const qty = o.roll_qty_max === null ? null : clampRollQuantity(o.roll_qty_max)
  const diameter =
    qty !== null || o.roll_diameter_max === null ? null : clampRollDiameter(o.roll_diameter_max, o)
  return {
    is_special_roll_qty: true,
    is_fewest_possible_rolls: false,
    roll_qty_max: qty,
    roll_diameter_max: diameter,
  }
}

/**
 * Application is a label choice; roll options exist for printed label orders only. (Fields are
 * listed, not spread: this runs on every change and spreading a small object then adding keys
 * is a slow path in V8.)
 */
const fixRolls: Fix = (o) => {
  const labelMaterials = materialProductType(o) === PRODUCT_TYPE.label
  const limits = rollLimitsOf(o)
  return withFields(o, {
    form_factor_id: labelMaterials ? known(FORM_FACTOR, o.form_factor_id) : null,
    roll_direction_id: labelMaterials ? known(ROLL_DIRECTION, o.roll_direction_id) : null,
    is_roll_direction_locked:
      labelMaterials &&
      o.is_roll_direction_locked &&
      o.form_factor_id === FORM_FACTOR.machineApplied &&
      known(ROLL_DIRECTION, o.roll_direction_id) !== null,
    applicator_profile_id: labelMaterials ? o.applicator_profile_id : null,
    roll_id: known(ROLL_CORE, o.roll_id) ?? ROLL_CORE.threeInch,
    is_special_roll_qty: limits.is_special_roll_qty,
    is_fewest_possible_rolls: limits.is_fewest_possible_rolls,
    roll_diameter_max: limits.roll_diameter_max,
    roll_qty_max: limits.roll_qty_max,
  })
}

/** Fixes in dependency order: each reads only fields the earlier ones have settled. */
const fixes: readonly Fix[] = [
  fixBrief,
  fixSubstrate,
  fixShape,
  fixOptions,
  fixProof,
  fixPrintExtras,
  fixProcessing,
  fixRolls,
]

/**
 * Drops every option the order's availability predicates say is unavailable (and fixes the
 * pairs of fields that must agree), so no state the validators call contradictory survives a
 * transition. Returns the same object when nothing needs fixing.
 */
export const sanitizeOrder = (order: Order): Order => fixes.reduce((o, fix) => fix(o), order)
