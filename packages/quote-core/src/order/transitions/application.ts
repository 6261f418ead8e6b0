import { FORM_FACTOR, PRODUCT_TYPE, ROLL_DIRECTION } from '../../catalog/ids'
import type { Order } from '../../schema/order'
import type { QuoteEnv } from '../../rules/quote-env'
import { materialProductType } from '../../rules/order-kind'
import { longerSideAsLength, rematchSize } from './size'
import { withFields } from '../../schema/with-fields'

const formFactors: readonly number[] = Object.values(FORM_FACTOR)
const rollDirections: readonly number[] = Object.values(ROLL_DIRECTION)

const appliesToLabels = (state: Order) => materialProductType(state) === PRODUCT_TYPE.label

/**
 * order/formFactorSelected (labels). Machine Applied defaults the unwind to Top Edge
 * Leading; Hand Applied puts the longer side in the length and re-matches the die (docs/product.md
 * section 4 "Step reveal").
 */
export const applyFormFactorSelected = (
  state: Order,
  formFactorId: number,
  env: QuoteEnv,
): Order => {
  if (!formFactors.includes(formFactorId) || !appliesToLabels(state)) return state
  if (formFactorId === state.form_factor_id) return state
  if (formFactorId === FORM_FACTOR.machineApplied)
    return {
      ...state,
      form_factor_id: formFactorId,
      roll_direction_id: state.roll_direction_id ?? ROLL_DIRECTION.top,
    }
  const next = { ...state, form_factor_id: formFactorId }
  const swapped = longerSideAsLength(next)
  return swapped === next ? next : rematchSize(swapped, env)
}

/** order/rollDirectionSelected: Top, Bottom, Right or Left Edge Leading (labels). */
export const applyRollDirectionSelected = (state: Order, rollDirectionId: number): Order =>
  rollDirections.includes(rollDirectionId) && appliesToLabels(state)
    ? withFields(state, { roll_direction_id: rollDirectionId })
    : state
