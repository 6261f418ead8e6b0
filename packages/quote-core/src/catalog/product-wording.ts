import { QUOTE_CONSTANTS } from './constants'
import { PRODUCT_TYPE, unitNounOf } from './ids'

/** The roll choices of a quote that decide whether it states the roll tolerance. */
export type RollToleranceView = {
  readonly product_type_id: number | null
  readonly is_special_roll_qty: boolean
  readonly roll_qty_max: number | null
  readonly roll_diameter_max: number | null
  readonly is_fewest_possible_rolls: boolean
}

/**
 * The roll tolerance a quote states, or null. The tolerance belongs to the roll maximums a
 * label quote sets (docs/product.md section 9: "roll maximums carry the tolerance text
 * '+0/-10%'"), never to the quantity ordered: a quote without a roll maximum, a carton or
 * design work states none.
 */
export const quantityToleranceNote = (o: RollToleranceView): string | null =>
  o.product_type_id === PRODUCT_TYPE.label &&
  o.is_special_roll_qty &&
  (o.roll_qty_max !== null || o.roll_diameter_max !== null || o.is_fewest_possible_rolls)
    ? `Roll maximums may vary by ${QUOTE_CONSTANTS.rollTolerance}.`
    : null

/** What the Variable Data option does, in the words of the product it prints on. */
export const variableDataDescription = (productTypeId: number | null): string => {
  const unit = unitNounOf(productTypeId)
  return `Sequential numbers, names or barcodes that change from ${unit} to ${unit}.`
}
