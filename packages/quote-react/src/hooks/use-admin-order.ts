import {
  invoiceAvailable,
  type AdminOrderPage,
  type PlacedOrder,
  type StaffAction,
  type StaffEventRequest,
} from '@diecut/quote-core'
import { useCallback } from 'react'
import { invoiceUrl } from '../api/checkout-calls'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const nothingAllowed: readonly StaffAction[] = []

/**
 * Staff: one placed order, the actions allowed on it now (screens offer only those), and
 * `apply(event)` to record a payment, start production, ship, cancel or add a note, and where
 * its invoice PDF is downloaded (`invoiceUrl`, null while the order has none). `apply` throws
 * the ApiError when refused (409 transition_not_allowed names the order's status).
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
  const order = r.data?.placed_order ?? null
  return {
    order,
    allowedActions: r.data?.allowed_actions ?? nothingAllowed,
    status: r.status,
    error: r.error,
    reload: r.reload,
    apply,
    invoiceUrl: order !== null && invoiceAvailable(order) ? invoiceUrl(order.number, true) : null,
  }
}
