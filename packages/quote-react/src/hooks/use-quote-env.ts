import type { QuoteEnv } from '@diecut/quote-core'
import { useMemo } from 'react'
import { useCurrentUser } from './use-current-user'
import { useMyCustomSizes } from './use-my-custom-sizes'
import { useSizes } from './use-sizes'

/**
 * The quote environment for a QuoteStoreProvider: the die library plus the customer's custom
 * sizes, and the account's production presets (QuoteEnv of quote-core).
 */
export const useQuoteEnv = (): QuoteEnv => {
  const { sizes } = useSizes()
  const custom = useMyCustomSizes().sizes
  const account = useCurrentUser().user?.company_entity ?? null
  return useMemo(() => ({ dies: [...sizes, ...custom], account }), [sizes, custom, account])
}
