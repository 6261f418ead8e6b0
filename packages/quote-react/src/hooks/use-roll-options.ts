import {
  accountRollDefaultsApplied,
  diameterRange,
  fewestRollsToggled,
  qtyOnRollAvailability,
  qtyPerRollRange,
  rollMaxDiameterChanged,
  rollMaxQuantityChanged,
  rollInputLocks,
  rollCoreSelected,
  rollOptionsToggled,
  type Order,
  type RollRange,
} from '@diecut/quote-core'
import { useMemo } from 'react'
import { useQuoteStore } from './use-quote-store'
import { useShownOrder } from './use-shown-order'

const input = (
  range: RollRange,
  value: number | null,
  locked: boolean,
  set: (v: number | null) => void,
) => ({
  range,
  value,
  /** Each input is disabled while the other one is set (docs/product.md section 4). */
  disabled: locked,
  /** Sets the maximum (a value the input checked against `range`), or clears it with null. */
  set,
})

/**
 * Label Roll Options: availability, the two maximums with their ranges and locks (quote-core),
 * and the actions of the section. `shown` is the order the caller renders (e.g. a deferred
 * one): given, a keystroke elsewhere in the order does not render the caller; without it, the
 * store's order.
 */
export const useRollOptions = (shown?: Order) => {
  const order = useShownOrder(shown)
  const env = useQuoteStore((s) => s.env)
  const dispatch = useQuoteStore((s) => s.dispatch)
  return useMemo(() => {
    const locks = rollInputLocks(order)
    const diameter = input(
      diameterRange(order),
      order.roll_diameter_max,
      locks.diameter,
      (inches) => dispatch(rollMaxDiameterChanged({ inches })),
    )
    const quantity = input(qtyPerRollRange(order), order.roll_qty_max, locks.quantity, (q) =>
      dispatch(rollMaxQuantityChanged({ quantity: q })),
    )
    return {
      availability: qtyOnRollAvailability(order, env),
      enabled: order.is_special_roll_qty,
      fewestPossibleRolls: order.is_fewest_possible_rolls,
      diameter,
      quantity,
      toggle: (on: boolean) => dispatch(rollOptionsToggled({ on })),
      toggleFewest: (on: boolean) => dispatch(fewestRollsToggled({ on })),
      resetToAccountPresets: () => dispatch(accountRollDefaultsApplied()),
      selectCore: (rollId: number) => dispatch(rollCoreSelected({ rollId })),
    }
  }, [order, env, dispatch])
}
