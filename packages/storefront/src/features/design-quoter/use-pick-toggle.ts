import type { OrderAction } from '@diecut/quote-core'
import { useCanApply, useDispatch } from '@diecut/quote-react'

/**
 * The props of a `PickCard` for one pick: ticked or not, full when quote-core would refuse the
 * toggle (the most allowed are already picked), and the toggle itself.
 */
export const usePickToggle = () => {
  const dispatch = useDispatch()
  const canApply = useCanApply()
  return (action: OrderAction, picked: boolean) => ({
    picked,
    full: !picked && !canApply(action),
    onToggle: () => dispatch(action),
  })
}
