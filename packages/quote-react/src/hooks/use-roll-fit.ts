import {
  applicatorProfileActions,
  applicatorProfileSelected,
  chosenProfileOf,
  rollDirectionLockToggled,
  rollFitFixActions,
  rollFitOf,
  rollNumbersOf,
  unwindViewOf,
  type ApplicatorProfile,
  type Order,
  type RollFitFix,
} from '@diecut/quote-core'
import { useMemo } from 'react'
import { useApplicatorProfiles } from './use-applicator-profiles'
import { useQuoteStore } from './use-quote-store'

/**
 * The rolls of a quote as configured and their fit to the applicator profile it is fitted to
 * (quote-core roll-fit.ts): read-only, for the quoter, the cart and the checkout review alike.
 * `warnings` is empty without a profile (or when everything fits).
 */
export const useRollFit = (order: Order) => {
  const { profiles } = useApplicatorProfiles()
  return useMemo(() => {
    const profile = chosenProfileOf(order, profiles)
    const fit = profile === null ? null : rollFitOf(order, profile)
    return {
      profiles,
      profile,
      numbers: fit?.numbers ?? rollNumbersOf(order),
      warnings: fit?.warnings ?? [],
      unwind: unwindViewOf(order),
    }
  }, [order, profiles])
}

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
