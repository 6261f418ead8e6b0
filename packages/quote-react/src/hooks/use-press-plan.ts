import type { PressPlan } from '@diecut/quote-core'
import { groupTicketsUrl, jobTicketUrl } from '../api/checkout-calls'
import { useResource } from './use-resource'

const noGroups: PressPlan['groups'] = []

/**
 * Staff: the press plan (what may be made now, grouped by what loads the press, soonest ship-by
 * first, with footage or sheets and press minutes), where a group's job tickets and an order's
 * are downloaded. For anyone else it fails with 'not_found'.
 */
export const usePressPlan = () => {
  const r = useResource<PressPlan>('admin-production', (a, signal) => a.pressPlan(signal))
  return {
    groups: r.data?.groups ?? noGroups,
    status: r.status,
    error: r.error,
    refresh: r.refresh,
    reload: r.reload,
    groupTicketsUrl,
    jobTicketUrl,
  }
}
