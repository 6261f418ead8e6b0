import { QUOTE_CONSTANTS } from './constants'
import { PRODUCT_TYPE, unitNounOf } from './ids'

/**
 * The quantity tolerance a quote states, or null: labels are wound on rolls and a roll may come
 * out up to 10% short; cartons are counted and packed flat, and design work has no count.
 */
export const quantityToleranceNote = (productTypeId: number | null): string | null =>
  productTypeId === PRODUCT_TYPE.label
    ? `Quantities may vary by ${QUOTE_CONSTANTS.rollTolerance} on rolls.`
    : null

/** What the Variable Data option does, in the words of the product it prints on. */
export const variableDataDescription = (productTypeId: number | null): string => {
  const unit = unitNounOf(productTypeId)
  return `Sequential numbers, names or barcodes that change from ${unit} to ${unit}.`
}
