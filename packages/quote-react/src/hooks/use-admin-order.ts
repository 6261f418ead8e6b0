import {
  invoiceAvailable,
  type AdminOrderPage,
  type LineArtwork,
  type NetDays,
  type PlacedOrder,
  type StaffAction,
  type StaffEventRequest,
} from '@diecut/quote-core'
import { useCallback } from 'react'
import { invoiceUrl, proofUrl } from '../api/checkout-calls'
import { invalidateResource, invalidateResources } from '../store/resource-cache'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const nothingAllowed: readonly StaffAction[] = []
const noArtwork: readonly LineArtwork[] = []

/**
 * Staff: one placed order, the actions allowed on it now (screens offer only those), the
 * account that placed it with its net days (null: a guest), the artwork the customer sent for
 * each item (empty until the order is loaded), and the changes staff make to it: `apply`
 * records a payment, starts production, ships, cancels or adds a note; `uploadProof` sends a
 * line's proof; `setTerms` puts the customer on terms or ends them; `invoiceUrl` is where its
 * invoice PDF is downloaded (null while the order has none). Each change throws the ApiError
 * when refused (409 transition_not_allowed names the order's status) and leaves the order as
 * the server answers it.
 */
export const useAdminOrder = (number: string) => {
  const api = useQuoteApi()
  const r = useResource<AdminOrderPage>(`admin-order:${number}`, (a, signal) =>
    a.adminOrder(number, signal),
  )
  const { set, reload } = r
  const shown = useCallback(
    (page: AdminOrderPage): PlacedOrder => {
      set(page)
      // The board lists this order with its status and counts.
      void invalidateResources(api, (key) => key.startsWith('admin-orders:'))
      void invalidateResource(api, `admin-order-emails:${number}`)
      return page.placed_order
    },
    [api, number, set],
  )
  const apply = useCallback(
    async (event: StaffEventRequest): Promise<PlacedOrder> =>
      shown(await api.applyStaffEvent(number, event)),
    [api, number, shown],
  )
  const uploadProof = useCallback(
    async (orderId: number, file: File): Promise<void> => {
      await api.uploadProof(number, orderId, file)
      await reload()
      void invalidateResources(api, (key) => key.startsWith('admin-orders:'))
      void invalidateResource(api, `admin-order-emails:${number}`)
    },
    [api, number, reload],
  )
  const email = r.data?.customer_account?.email
  const setTerms = useCallback(
    async (netDays: NetDays): Promise<void> => {
      if (email === undefined) return
      await api.setCustomerTerms(email, netDays)
      await reload()
    },
    [api, email, reload],
  )
  const proofOf = useCallback((orderId: number) => proofUrl(number, orderId, true), [number])
  const order = r.data?.placed_order ?? null
  return {
    order,
    allowedActions: r.data?.allowed_actions ?? nothingAllowed,
    customerAccount: r.data?.customer_account ?? null,
    artwork: r.data?.artwork ?? noArtwork,
    status: r.status,
    error: r.error,
    reload,
    refresh: r.refresh,
    apply,
    uploadProof,
    setTerms,
    proofOf,
    invoiceUrl: order !== null && invoiceAvailable(order) ? invoiceUrl(order.number, true) : null,
  }
}
