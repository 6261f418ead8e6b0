import {
  applicatorProfileActions,
  applicatorProfileSelected,
  rollDirectionLockToggled,
  rollFitFixActions,
  type ApplicatorProfile,
  type Order,
  type RollFitFix,
} from '@diecut/quote-core'
import { useMemo } from 'react'
import { useQuoteStore } from './use-quote-store'

/** The quoter's roll-fit gestures: choose a profile (or none), apply a fix, lock the unwind. */
export const useRollFitActions = (order: Order) => {
  const dispatch = useQuoteStore((s) => s.dispatch)
  return useMemo(
    () => ({
      choose: (profile: ApplicatorProfile | null) => {
        if (profile === null) dispatch(applicatorProfileSelected({ profileId: null }))
        else for (const a of applicatorProfileActions(order, profile)) dispatch(a)
      },
      applyFix: (fix: RollFitFix) => {
        for (const a of rollFitFixActions(order, fix)) dispatch(a)
      },
      lockUnwind: (on: boolean) => dispatch(rollDirectionLockToggled({ on })),
    }),
    [order, dispatch],
  )
}
