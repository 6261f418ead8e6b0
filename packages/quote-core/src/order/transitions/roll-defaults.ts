import { ROLL_TYPE } from '../../catalog/ids'
import { defaultRollParams as params } from '../../roll/roll-params'
import { designQuantityErrorsPresent } from '../../rules/quantities'
import type { CompanyEntity } from '../../schema/account'
import type { Order } from '../../schema/order'
import type { QuoteEnv } from '../../rules/quote-env'
import { isLabelOrder } from '../../rules/order-kind'
import { clampEnteredRollQuantity, clampRollDiameter, rollDiameterLimit } from './roll'

/** Whether a company account holds roll presets (docs/product.md section 6). */
export const hasAccountRollSettings = (a: CompanyEntity | null): a is CompanyEntity =>
  a !== null && ((a.roll_type_id !== null && a.roll_max !== null) || a.is_fewest_possible_rolls)

/**
 * order/accountRollDefaultsApplied: the presets prefill the roll options, constrained to the
 * width's diameter limit (docs/product.md section 4 "Roll options"). Also the RESET of the preset
 * mismatch notice, so it applies again when asked.
 */
export const applyAccountRollDefaults = (state: Order, env: QuoteEnv): Order => {
  const a = env.account
  if (!isLabelOrder(state) || !hasAccountRollSettings(a)) return state
  const limit = rollDiameterLimit(state)
  const base: Order = {
    ...state,
    is_special_roll_qty: true,
    is_account_roll_defaults_applied: true,
    is_fewest_possible_rolls: a.is_fewest_possible_rolls,
    roll_max: limit,
  }
  if (a.is_fewest_possible_rolls) return { ...base, roll_diameter_max: limit, roll_qty_max: null }
  if (a.roll_max === null) return base
  return a.roll_type_id === ROLL_TYPE.diameter
    ? { ...base, roll_diameter_max: clampRollDiameter(a.roll_max, state), roll_qty_max: null }
    : {
        ...base,
        roll_qty_max: clampEnteredRollQuantity(a.roll_max, state),
        roll_diameter_max: null,
      }
}

const positive = (n: number | null) => n !== null && n > 0

/**
 * Account presets are due once, as soon as the quantities are known: design count, design
 * quantity and total set, with no design quantity error (docs/product.md section 4).
 */
export const rollDefaultsDue = (state: Order, env: QuoteEnv): boolean =>
  isLabelOrder(state) &&
  !state.is_account_roll_defaults_applied &&
  hasAccountRollSettings(env.account) &&
  positive(state.design_count) &&
  positive(state.design_qty) &&
  positive(state.total_qty) &&
  !designQuantityErrorsPresent(state)

/**
 * The roll options the order turns on by itself: the account presets once due, and 8 in
 * rolls for labels narrower than 0.875 in (docs/product.md section 4 "Roll options").
 */
export const applyAutomaticRollSettings = (state: Order, env: QuoteEnv): Order => {
  const withPresets = rollDefaultsDue(state, env) ? applyAccountRollDefaults(state, env) : state
  const narrow =
    isLabelOrder(withPresets) &&
    withPresets.width !== null &&
    withPresets.width < params.narrowWidthIn
  if (!narrow || withPresets.is_special_roll_qty) return withPresets
  return {
    ...withPresets,
    is_special_roll_qty: true,
    roll_diameter_max: rollDiameterLimit(withPresets),
    roll_qty_max: null,
  }
}
