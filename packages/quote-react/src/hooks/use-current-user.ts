import type { AccountDetailsPatch, User } from '@diecut/quote-core'
import { useCallback, useMemo } from 'react'
import type { LoginInput, SignupInput } from '../api/account-calls'
import type { QuoteApi } from '../api/quote-api'
import {
  invalidateResource,
  loadResource,
  primeResource,
  resourceEntry,
} from '../store/resource-cache'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const loadCurrentUser = (api: QuoteApi, signal: AbortSignal) => api.currentUser(signal)

/** Starts loading the session's user (what `useCurrentUser()` shows) as a page opens. */
export const preloadCurrentUser = (api: QuoteApi): Promise<void> =>
  loadResource(resourceEntry(api, 'current-user'), (signal) => loadCurrentUser(api, signal))

/**
 * The session's user (a guest until login) with login, sign-up, logout and account details.
 * Each returns the new user; failures throw the ApiError (e.g. 'invalid_credentials').
 */
export const useCurrentUser = () => {
  const api = useQuoteApi()
  const r = useResource<User>('current-user', loadCurrentUser)
  const became = useCallback(
    (user: User) => {
      primeResource(api, 'current-user', user)
      // A guest's quotes, cart and custom sizes move into the account on login; another
      // account (or a guest after logout) has other saved quotes.
      void invalidateResource(api, 'cart')
      void invalidateResource(api, 'my-custom-sizes')
      void invalidateResource(api, 'saved-quotes')
      void invalidateResource(api, 'placed-orders')
      return user
    },
    [api],
  )
  return useMemo(
    () => ({
      user: r.data ?? null,
      status: r.status,
      error: r.error,
      login: async (input: LoginInput) => became(await api.login(input)),
      signup: async (input: SignupInput) => became(await api.signup(input)),
      logout: async () => became(await api.logout()),
      updateDetails: async (patch: AccountDetailsPatch) =>
        became(await api.updateAccountDetails(patch)),
    }),
    [r, api, became],
  )
}
