import {
  chosenProfileOf,
  rollFitOf,
  rollNumbersOf,
  unwindViewOf,
  type Order,
} from '@diecut/quote-core'
import { useMemo } from 'react'
import { useApplicatorProfiles } from './use-applicator-profiles'

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
