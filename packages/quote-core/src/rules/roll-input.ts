import { formatCount } from '../maths/format-count'
import { diameterLimit, maxQtyPerRollRange } from '../roll/roll-math'
import type { Order } from '../schema/order'
import { defaultRollRuleParams, rollGeometryOf } from './roll-geometry'
import type { RollRuleParams } from './roll-geometry'

/** An allowed range of a roll input. */
export type RollRange = { readonly min: number; readonly max: number }

/** Inches (roll diameter) or labels per roll. */
export type RollUnit = 'in' | 'qty'

/** Why a typed roll value is not kept as typed: not a number, or clamped to an end of its range. */
export type RollInputCode = 'invalid_number' | 'set_to_minimum' | 'set_to_maximum'

/** What a typed roll value becomes on blur, and the message (with its code) shown under the input. */
export type RollInputCheck =
  | { readonly value: number | null; readonly code: RollInputCode; readonly message: string }
  | { readonly value: number; readonly code: null; readonly message: null }

/** A roll value as the quoter shows it: `13"` for a diameter, `10,000` for a quantity. */
export const formatRollValue = (value: number, unit: RollUnit): string =>
  unit === 'in' ? `${Number(value.toFixed(3))}"` : formatCount(Math.round(value))

/** The range hint under a roll input: 'Range: min - max' (docs/product.md section 5). */
export const formatRange = (range: RollRange, unit: RollUnit = 'qty'): string =>
  `Range: ${formatRollValue(range.min, unit)} - ${formatRollValue(range.max, unit)}`

/**
 * Checks a typed roll value against its range (docs/product.md section 5, "Roll numeric input"):
 * not a number → 'Must be a valid number'; out of range → the value it will be clamped to on
 * blur, with 'Will be set to minimum: {min}' or 'Will be set to maximum: {max}'.
 * Quantities are whole labels (rounded); thousands separators are accepted.
 */
export const checkRollInput = (raw: string, range: RollRange, unit: RollUnit): RollInputCheck => {
  const cleaned = raw.trim().replace(/,/g, '').replace(/"$/, '')
  const parsed = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN
  if (!Number.isFinite(parsed))
    return { value: null, code: 'invalid_number', message: 'Must be a valid number' }
  const value = unit === 'qty' ? Math.round(parsed) : parsed
  if (value < range.min)
    return {
      value: range.min,
      code: 'set_to_minimum',
      message: `Will be set to minimum: ${formatRollValue(range.min, unit)}`,
    }
  if (value > range.max)
    return {
      value: range.max,
      code: 'set_to_maximum',
      message: `Will be set to maximum: ${formatRollValue(range.max, unit)}`,
    }
  return { value, code: null, message: null }
}

/** Maximum roll diameter range: [4 in, D_LIMIT of the width] (docs/pricing-model.md section 3.1). */
export const diameterRange = (
  order: Pick<Order, 'width'>,
  params: RollRuleParams = defaultRollRuleParams,
): RollRange => ({
  min: params.roll.minDiameterIn,
  max: order.width === null ? params.roll.dLimitIn : diameterLimit(order.width, params.roll),
})

/**
 * Maximum labels per roll: [max(100, cap(4 in)), min(10,000, cap(D_LIMIT))], falling back to
 * 100 - 10,000 when the size or material is missing or the maths fails (docs/product.md section 8).
 */
export const qtyPerRollRange = (
  order: Parameters<typeof rollGeometryOf>[0] & Pick<Order, 'width'>,
  params: RollRuleParams = defaultRollRuleParams,
): RollRange => {
  const fallback = { min: params.roll.minQtyPerRoll, max: params.roll.maxQtyPerRoll }
  try {
    const geometry = rollGeometryOf(order, params)
    if (geometry === null || order.width === null) return fallback
    const { min, max } = maxQtyPerRollRange(geometry, order.width, params.roll)
    return Number.isFinite(min) && Number.isFinite(max) ? { min, max } : fallback
  } catch {
    return fallback
  }
}

/**
 * Which roll-limit input is locked: each is disabled while the other holds a value (docs/product.md
 * section 4), and both while Fewest Possible Rolls decides the diameter.
 */
export const rollInputLocks = (
  order: Pick<Order, 'roll_qty_max' | 'roll_diameter_max' | 'is_fewest_possible_rolls'>,
): { readonly diameter: boolean; readonly quantity: boolean } => ({
  diameter: order.roll_qty_max !== null || order.is_fewest_possible_rolls,
  quantity: order.roll_diameter_max !== null || order.is_fewest_possible_rolls,
})
