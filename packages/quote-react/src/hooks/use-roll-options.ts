import {
  accountRollDefaultsApplied,
  checkRollInput,
  diameterRange,
  fewestRollsToggled,
  formatRange,
  qtyOnRollAvailability,
  qtyPerRollRange,
  rollMaxDiameterChanged,
  rollMaxQuantityChanged,
  rollInputLocks,
  rollOptionsToggled,
  type RollRange,
  type RollUnit,
} from '@diecut/quote-core'
import { useMemo } from 'react'
import { useQuoteStore } from './use-quote-store'

const input = (range: RollRange, unit: RollUnit, value: number | null, locked: boolean) => ({
  range,
  /** 'Range: min - max' under the input. */
  rangeLabel: formatRange(range, unit),
  value,
  /** Each input is disabled while the other one is set (SPEC.md section 4). */
  disabled: locked,
  /** The message under the input for a typed value, and what it becomes on blur. */
  check: (raw: string) => checkRollInput(raw, range, unit),
})

/**
 * Label Roll Options: ranges and messages from quote-core, and the actions of the section.
 * `commitDiameter`/`commitQuantity` take the typed text (blur or Enter): empty clears, an
 * out-of-range value is clamped, an invalid one is ignored (the input reverts).
 */
export const useRollOptions = () => {
  const order = useQuoteStore((s) => s.order)
  const env = useQuoteStore((s) => s.env)
  const dispatch = useQuoteStore((s) => s.dispatch)
  return useMemo(() => {
    const locks = rollInputLocks(order)
    const diameter = input(diameterRange(order), 'in', order.roll_diameter_max, locks.diameter)
    const quantity = input(qtyPerRollRange(order), 'qty', order.roll_qty_max, locks.quantity)
    const commit = (
      raw: string,
      check: typeof diameter.check,
      send: (v: number | null) => boolean,
    ) => {
      if (raw.trim() === '') return send(null)
      const { value } = check(raw)
      return value === null ? false : send(value)
    }
    return {
      availability: qtyOnRollAvailability(order, env),
      enabled: order.is_special_roll_qty,
      fewestPossibleRolls: order.is_fewest_possible_rolls,
      diameter,
      quantity,
      toggle: (on: boolean) => dispatch(rollOptionsToggled({ on })),
      toggleFewest: (on: boolean) => dispatch(fewestRollsToggled({ on })),
      resetToAccountPresets: () => dispatch(accountRollDefaultsApplied()),
      commitDiameter: (raw: string) =>
        commit(raw, diameter.check, (inches) => dispatch(rollMaxDiameterChanged({ inches }))),
      commitQuantity: (raw: string) =>
        commit(raw, quantity.check, (q) => dispatch(rollMaxQuantityChanged({ quantity: q }))),
    }
  }, [order, env, dispatch])
}
