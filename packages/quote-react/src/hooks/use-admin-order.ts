import type {
  AdminOrderPage,
  LineArtwork,
  PlacedOrder,
  StaffAction,
  StaffEventRequest,
} from '@diecut/quote-core'
import { useCallback } from 'react'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const nothingAllowed: readonly StaffAction[] = []
const noArtwork: readonly LineArtwork[] = []

/**
 * Staff: one placed order, the actions allowed on it now (screens offer only those), the
 * artwork the customer sent for each item (empty until the order is loaded), and
 * `apply(event)` to record a payment, start production, ship, cancel or add a note. `apply`
 * throws the ApiError when refused (409 transition_not_allowed names the order's status).
 */
export const useAdminOrder = (number: string) => {
  const api = useQuoteApi()
  const r = useResource<AdminOrderPage>(`admin-order:${number}`, (a, signal) =>
    a.adminOrder(number, signal),
  )
  const { set } = r
  const apply = useCallback(
    async (event: StaffEventRequest): Promise<PlacedOrder> => {
      const page = await api.applyStaffEvent(number, event)
      set(page)
      return page.placed_order
    },
    [api, number, set],
  )
  return {
    order: r.data?.placed_order ?? null,
    allowedActions: r.data?.allowed_actions ?? nothingAllowed,
    artwork: r.data?.artwork ?? noArtwork,
    status: r.status,
    error: r.error,
    reload: r.reload,
    apply,
  }
}
