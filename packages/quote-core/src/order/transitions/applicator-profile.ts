import { FORM_FACTOR } from '../../catalog/ids'
import type { Order } from '../../schema/order'
import { isLabelOrder } from '../../rules/order-kind'
import { withFields } from '../../schema/with-fields'

/**
 * order/applicatorProfileSelected: the quote is fitted to one of the account's applicator
 * profiles (or none). Only the choice is kept here; the roll options it sets arrive as their own
 * gestures (roll-fit.ts applicatorProfileActions), so each one stays visible and changeable.
 */
export const applyApplicatorProfileSelected = (state: Order, profileId: number | null): Order =>
  isLabelOrder(state) ? withFields(state, { applicator_profile_id: profileId }) : state

/**
 * order/rollDirectionLockToggled: the customer locks the unwind they saw in the preview. Only a
 * machine-applied label with a direction can be locked; unlocking is always allowed.
 */
export const applyRollDirectionLockToggled = (state: Order, on: boolean): Order => {
  if (!on) return withFields(state, { is_roll_direction_locked: false })
  const lockable =
    isLabelOrder(state) &&
    state.form_factor_id === FORM_FACTOR.machineApplied &&
    state.roll_direction_id !== null
  return lockable ? withFields(state, { is_roll_direction_locked: true }) : state
}

/** A locked unwind changes only once the customer unlocks it. */
export const unlessDirectionLocked =
  <A extends unknown[]>(apply: (state: Order, ...args: A) => Order) =>
  (state: Order, ...args: A): Order =>
    state.is_roll_direction_locked ? state : apply(state, ...args)
