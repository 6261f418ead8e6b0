import type { Availability } from '../../rules/option-availability'
import {
  highOpacityBlackAvailability,
  highOpacityWhiteAvailability,
  reversePrintAvailability,
} from '../../rules/option-availability'
import { MAX_PANTONES } from '../../schema/limits'
import type { Order } from '../../schema/order'
import { withFields } from '../../schema/with-fields'

type Flag =
  | 'is_high_opacity_white'
  | 'is_high_opacity_black'
  | 'is_reverse_print'
  | 'is_variable_data'
  | 'is_variable_print_only'

/** Sets a boolean option; turning it on needs its availability (docs/product.md section 5 "Options"). */
const toggle = (state: Order, flag: Flag, on: boolean, availability: () => Availability): Order => {
  if (state[flag] === on) return state
  return on && !availability().available ? state : { ...state, [flag]: on }
}

/** order/highOpacityWhiteToggled. */
export const applyHighOpacityWhiteToggled = (state: Order, on: boolean): Order =>
  toggle(state, 'is_high_opacity_white', on, () => highOpacityWhiteAvailability(state))

/** order/highOpacityBlackToggled. */
export const applyHighOpacityBlackToggled = (state: Order, on: boolean): Order =>
  toggle(state, 'is_high_opacity_black', on, () => highOpacityBlackAvailability(state))

/** order/reversePrintToggled: clear materials only. */
export const applyReversePrintToggled = (state: Order, on: boolean): Order =>
  toggle(state, 'is_reverse_print', on, () => reversePrintAvailability(state))

const always: Availability = { available: true }

/** order/variableDataToggled: off also ends variable-print-only. */
export const applyVariableDataToggled = (state: Order, on: boolean): Order =>
  on
    ? toggle(state, 'is_variable_data', true, () => always)
    : withFields(state, { is_variable_data: false, is_variable_print_only: false })

/** order/variablePrintOnlyToggled: only within variable data. */
export const applyVariablePrintOnlyToggled = (state: Order, on: boolean): Order =>
  toggle(state, 'is_variable_print_only', on, () =>
    state.is_variable_data ? always : { available: false, reason: 'Choose Variable Data first' },
  )

/** Longest free texts the Order Schema accepts (schema/order.ts). */
export const TEXT_LIMITS = {
  variable_data_special_requests: 5000,
  pantone_comments: 2000,
  comments_customer: 5000,
  comments_preprinting: 5000,
  customer_label: 255,
} as const

/** order/variableDataRequestsChanged: rejected beyond the stored length. */
export const applyVariableDataRequestsChanged = (state: Order, text: string): Order =>
  text.length > TEXT_LIMITS.variable_data_special_requests
    ? state
    : withFields(state, { variable_data_special_requests: text })

/** order/colorMatchingChanged: Pantone count only counts while colour matching is on. */
export const applyColorMatchingChanged = (
  state: Order,
  p: { is_color_matching: boolean; pantone_qty: number; pantone_comments: string },
): Order => {
  const qtyOk =
    Number.isInteger(p.pantone_qty) && p.pantone_qty >= 0 && p.pantone_qty <= MAX_PANTONES
  if (!qtyOk || p.pantone_comments.length > TEXT_LIMITS.pantone_comments) return state
  return withFields(state, {
    is_color_matching: p.is_color_matching,
    pantone_qty: p.is_color_matching ? p.pantone_qty : 0,
    pantone_comments: p.pantone_comments,
  })
}
