import {
  BACKING,
  COLOR,
  EMBOSSING_TYPE,
  PROCESSING,
  PRODUCT_TYPE,
  PROOF_TYPE,
} from '../catalog/ids'
import { findLaminate, noLaminateId } from '../catalog/laminates'
import { findShape } from '../catalog/shapes'
import { findSubstrate } from '../catalog/substrates'
import { defaultRollParams as params } from '../roll/roll-params'
import { duplexColorOptions } from '../rules/option-availability'
import { defaultBackingOf, isUnavailable, ORDER_OPTIONS } from '../rules/option-table'
import type { Order } from '../schema/order'
import { materialProductType } from '../rules/order-kind'
import { expediteDaysOf } from '../order/transitions/processing'
import { rollDiameterLimit } from '../order/transitions/roll'

/**
 * Test support: every way an order contradicts the availability predicates or the pairs of
 * fields that must agree (docs/product.md sections 4 and 5). Empty for every state the reducer reaches.
 */
export const orderContradictions = (o: Order): string[] => {
  // Every option of the option table that is chosen but not available.
  const out = ORDER_OPTIONS.filter((option) => isUnavailable(option, o)).map(
    (option) => `${option.field} unavailable`,
  )
  const check = (ok: boolean, what: string) => {
    if (!ok) out.push(what)
  }
  const s = findSubstrate(o.substrate_id)
  const product = materialProductType(o)
  check(o.substrate_id === null || s?.productTypeId === product, 'material of another product')
  check(o.laminate_id === null || findLaminate(o.laminate_id) !== undefined, 'unknown laminate')
  check(
    s === undefined || s.needsLaminate || o.laminate_id === noLaminateId(s.productTypeId),
    'no-laminate material laminated',
  )
  check(o.is_duplex === (o.duplex_color_id !== null), 'duplex colour without duplex')
  const dc = o.duplex_color_id
  check(
    dc === null || dc === COLOR.fullColor || duplexColorOptions(o).includes(dc),
    'duplex colour not offered',
  )
  check(
    o.is_front_back === (o.color_id === COLOR.doubleSided),
    'front/back and Double-Sided disagree',
  )
  check(o.color_id !== COLOR.fullColor, 'full colour stored as an id')
  check(
    o.embossing_type_id === (o.is_embossing ? EMBOSSING_TYPE.identical : null),
    'embossing type',
  )
  const printed = o.proof_type_id === PROOF_TYPE.printed
  check(o.is_flat_printed_proof === 0 || printed, 'flat proof without a printed proof')
  check(!o.is_printed_proof_only || printed, 'printed proof only without a printed proof')
  const backing = o.substrate_backing_id
  check(
    backing === defaultBackingOf(o) || (Object.values(BACKING) as number[]).includes(backing ?? -1),
    'unknown backing',
  )
  check(o.roll_diameter_max === null || o.roll_qty_max === null, 'both roll maximums')
  const limit = rollDiameterLimit(o)
  const d = o.roll_diameter_max
  check(d === null || (d >= params.minDiameterIn && d <= limit), 'roll diameter out of range')
  const q = o.roll_qty_max
  check(
    q === null || (q >= params.minQtyPerRoll && q <= params.maxQtyPerRoll),
    'roll quantity out of range',
  )
  check(
    o.product_type_id === PRODUCT_TYPE.label || !o.is_special_roll_qty,
    'roll options off labels',
  )
  check(
    o.is_special_roll_qty || (d === null && q === null && !o.is_fewest_possible_rolls),
    'roll values without roll options',
  )
  check(!o.is_fewest_possible_rolls || d === limit, 'fewest rolls below the limit')
  check(
    o.processing_id === PROCESSING.standard
      ? o.delay_expedite === null
      : o.delay_expedite !== null && expediteDaysOf(o).includes(o.delay_expedite),
    'processing days',
  )
  check(
    o.product_type_id !== PRODUCT_TYPE.design || o.graphic_design_order_details !== null,
    'design order without brief',
  )
  check(
    o.shape_id === null || findShape(o.shape_id)?.productTypeId === product,
    'shape of another product',
  )
  check(
    !o.is_variable_print_only || o.is_variable_data,
    'variable print only without variable data',
  )
  check(o.is_color_matching || o.pantone_qty === 0, 'Pantones without colour matching')
  check(product === PRODUCT_TYPE.label || o.form_factor_id === null, 'application off labels')
  return out
}
