import type { ApplicatorProfile, ApplicatorProfileInput } from '@diecut/quote-core'
import { useMemo } from 'react'
import { useCurrentUser } from './use-current-user'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const none: readonly ApplicatorProfile[] = []

/**
 * The account's applicator profiles (GET /account/applicator-profiles), loaded once the
 * customer is logged in (a guest has none and loads nothing). `create`, `update` and `remove`
 * answer as the server did and keep the list current; a refusal throws the ApiError
 * ('bad_request' with its issues, 'applicator_profiles_full', 'not_found').
 */
export const useApplicatorProfiles = () => {
  const api = useQuoteApi()
  const { user } = useCurrentUser()
  const key = user !== null && !user.is_guest ? `applicator-profiles:${user.id}` : null
  const r = useResource(key, (a, signal) => a.applicatorProfiles(signal))
  const { set, data, status, error } = r
  return useMemo(() => {
    const profiles = data ?? none
    return {
      profiles,
      signedIn: key !== null,
      status,
      error,
      create: async (input: ApplicatorProfileInput): Promise<ApplicatorProfile> => {
        const created = await api.createApplicatorProfile(input)
        set([...profiles, created])
        return created
      },
      update: async (id: number, input: ApplicatorProfileInput): Promise<ApplicatorProfile> => {
        const changed = await api.updateApplicatorProfile(id, input)
        set(profiles.map((p) => (p.id === id ? changed : p)))
        return changed
      },
      remove: async (id: number): Promise<void> => {
        set(await api.deleteApplicatorProfile(id))
      },
    }
  }, [api, key, set, data, status, error])
}
