import { ROLL_CORE } from '../../catalog/ids'
import { clamp } from '../../maths/count-rounding'
import { diameterLimit } from '../../roll/roll-math'
import { defaultRollParams as params } from '../../roll/roll-params'
import type { Order } from '../../schema/order'
import { qtyPerRollRange } from '../../rules/roll-input'
import { isLabelOrder } from '../../rules/order-kind'
import { withFields } from '../../schema/with-fields'

/** D_LIMIT for the order's width: 13 in, 8 in under 0.875 in wide (docs/pricing-model.md section 3.1). */
export const rollDiameterLimit = (o: Pick<Order, 'width'>): number =>
  o.width === null ? params.dLimitIn : diameterLimit(o.width, params)

/** A maximum diameter kept in [4 in, D_LIMIT]: too high is lowered, too low raised (docs/product.md section 9). */
export const clampRollDiameter = (inches: number, o: Pick<Order, 'width'>): number =>
  clamp(inches, params.minDiameterIn, rollDiameterLimit(o))

/** A per-roll maximum quantity kept in [100, 10,000] labels (docs/product.md section 9). */
export const clampRollQuantity = (qty: number): number =>
  clamp(Math.round(qty), params.minQtyPerRoll, params.maxQtyPerRoll)

/**
 * A per-roll maximum quantity as the customer enters it: raised to the smallest roll the input
 * shows for this label (`qtyPerRollRange`: what a 4 in roll holds) and held to 10,000, but never
 * lowered to what the width's diameter limit holds. A quantity that would wind too large a roll
 * is kept as entered and blocked by the roll settings rule with its message
 * (docs/pricing-model.md section 3.1: "the quantity is not quietly lowered").
 */
export const clampEnteredRollQuantity = (qty: number, o: Order): number => {
  const range = qtyPerRollRange(o)
  return clamp(Math.round(qty), Math.min(range.min, params.maxQtyPerRoll), params.maxQtyPerRoll)
}

const editable = (state: Order) => isLabelOrder(state) && state.is_special_roll_qty

/** order/rollOptionsToggled: the roll-options checkbox; off returns to the default roll limit. */
export const applyRollOptionsToggled = (state: Order, on: boolean): Order => {
  if (!isLabelOrder(state) || on === state.is_special_roll_qty) return state
  if (on) return { ...state, is_special_roll_qty: true }
  return {
    ...state,
    is_special_roll_qty: false,
    roll_diameter_max: null,
    roll_qty_max: null,
    is_fewest_possible_rolls: false,
  }
}

/** order/rollMaxDiameterChanged: clamped; a maximum diameter replaces a maximum quantity. */
export const applyRollMaxDiameterChanged = (state: Order, inches: number | null): Order => {
  if (!editable(state)) return state
  if (inches === null)
    return withFields(state, { roll_diameter_max: null, is_fewest_possible_rolls: false })
  if (!Number.isFinite(inches)) return state
  const diameter = clampRollDiameter(inches, state)
  return withFields(state, {
    roll_diameter_max: diameter,
    roll_qty_max: null,
    // Fewest possible rolls means the largest diameter (docs/pricing-model.md section 4.4).
    is_fewest_possible_rolls:
      state.is_fewest_possible_rolls && diameter === rollDiameterLimit(state),
  })
}

/** order/rollMaxQuantityChanged: clamped; a maximum quantity replaces a maximum diameter. */
export const applyRollMaxQuantityChanged = (state: Order, quantity: number | null): Order => {
  if (!editable(state)) return state
  if (quantity === null) return withFields(state, { roll_qty_max: null })
  if (!Number.isFinite(quantity)) return state
  return withFields(state, {
    roll_qty_max: clampEnteredRollQuantity(quantity, state),
    roll_diameter_max: null,
    is_fewest_possible_rolls: false,
  })
}

/** order/fewestRollsToggled: on winds to the width's diameter limit, with no quantity cap. */
export const applyFewestRollsToggled = (state: Order, on: boolean): Order => {
  if (!editable(state)) return state
  if (!on) return withFields(state, { is_fewest_possible_rolls: false })
  return withFields(state, {
    is_fewest_possible_rolls: true,
    roll_diameter_max: rollDiameterLimit(state),
    roll_qty_max: null,
  })
}

const cores: readonly number[] = Object.values(ROLL_CORE)

/** order/rollCoreSelected: 3 in or 1 in core (docs/pricing-model.md section 4.2). */
export const applyRollCoreSelected = (state: Order, rollId: number): Order =>
  cores.includes(rollId) && isLabelOrder(state) ? withFields(state, { roll_id: rollId }) : state
