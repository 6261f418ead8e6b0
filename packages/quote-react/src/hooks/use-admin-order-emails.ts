import type { OrderEmailSummary } from '@diecut/quote-core'
import { useCallback } from 'react'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const none: readonly OrderEmailSummary[] = []

/**
 * Staff: the emails of one placed order (recipient, subject, kind, whether it was sent and when)
 * and `resend(id)`, which queues a copy of one and shows the list with it. Throws the ApiError
 * when refused.
 */
export const useAdminOrderEmails = (number: string) => {
  const api = useQuoteApi()
  const r = useResource(`admin-order-emails:${number}`, (a, signal) =>
    a.adminOrderEmails(number, signal),
  )
  const { set } = r
  const resend = useCallback(
    async (id: number): Promise<void> => set(await api.resendOrderEmail(number, id)),
    [api, number, set],
  )
  return {
    emails: r.data?.emails ?? none,
    status: r.status,
    error: r.error,
    reload: r.reload,
    resend,
  }
}
