import type { PlacedOrderEventInput } from '../checkout/placed-order-status'
import type { ConfirmationEmail } from '../schema/order-email'
import type { PlacedOrder } from '../schema/placed-order'
import {
  artworkReceivedEmail,
  cancelledEmail,
  changesRequestedEmail,
  newOrderStaffEmail,
  orderPlacedEmail,
  paymentDueEmail,
  paymentReceivedEmail,
  proofReadyEmail,
  shippedEmail,
  type EmailContext,
  type OrderEmail,
} from './order-emails'

/** An email to queue, with the key that makes one event send it to one recipient only once. */
export type KeyedEmail = { readonly key: string; readonly email: OrderEmail }

/** Where the emails of events go besides the customer. */
export type EmailRecipients = EmailContext & {
  /** Staff's address for what needs their attention; null sends them nothing. */
  readonly staffEmail: string | null
}

// The event that caused an email is the order's latest: its place in the history names it.
const keyed = (order: PlacedOrder, email: OrderEmail): KeyedEmail => ({
  key: `${order.number}/${order.events.length - 1}/${email.kind}/${email.to.trim().toLowerCase()}`,
  email,
})

/**
 * The emails of a newly placed order: its confirmation to the checkout email and, when the store
 * has a staff address, the new order to staff.
 */
export const emailsOfPlacedOrder = (
  order: PlacedOrder,
  ctx: EmailRecipients,
): readonly KeyedEmail[] => [
  keyed(order, orderPlacedEmail(order, ctx)),
  ...(ctx.staffEmail === null
    ? []
    : [keyed(order, newOrderStaffEmail(order, ctx, ctx.staffEmail))]),
]

/**
 * The emails an event that applied sends, given the order after it: a proof ready goes to the
 * customer; artwork received and a request for changes go to staff (when the store has a staff
 * address).
 */
export const emailsOfPlacedOrderEvent = (
  after: PlacedOrder,
  event: PlacedOrderEventInput,
  ctx: EmailRecipients,
): readonly KeyedEmail[] => {
  switch (event.type) {
    case 'placedOrder/proofUploaded':
      return [keyed(after, proofReadyEmail(after, ctx, { orderId: event.payload.orderId }))]
    case 'placedOrder/artworkReceived': {
      if (ctx.staffEmail === null) return []
      const { orderId, files } = event.payload
      return [
        keyed(after, artworkReceivedEmail(after, ctx, { orderId, files, to: ctx.staffEmail })),
      ]
    }
    case 'placedOrder/proofAnswered': {
      const { decision, orderId, comment } = event.payload
      // The last approval makes payment due (an order on terms is invoiced instead).
      if (decision === 'approve')
        return after.payment.status === 'due'
          ? [
              keyed(
                after,
                paymentDueEmail(after, ctx, {
                  amount: after.total - after.payment.amount_paid,
                  dueDate: after.payment.due_date ?? null,
                }),
              ),
            ]
          : []
      if (ctx.staffEmail === null) return []
      const to = ctx.staffEmail
      return [
        keyed(
          after,
          changesRequestedEmail(after, ctx, { orderId, comment: (comment ?? '').trim(), to }),
        ),
      ]
    }
    case 'placedOrder/shipped':
      return [keyed(after, shippedEmail(after, ctx, event.payload))]
    case 'placedOrder/cancelled':
      return [
        keyed(
          after,
          cancelledEmail(after, ctx, {
            reason: event.payload.reason ?? 'No reason was given.',
            paid: after.payment.amount_paid,
            refundToCard: after.payment.status === 'refund_pending',
          }),
        ),
      ]
    case 'placedOrder/paymentReceived':
      return [keyed(after, paymentReceivedEmail(after, ctx, event.payload))]
    case 'placedOrder/productionStarted':
    case 'placedOrder/noteAdded':
    case 'placedOrder/paymentRefused':
    case 'placedOrder/refundMade':
    case 'placedOrder/refundIssued':
    case 'placedOrder/refundFailed':
    case 'placedOrder/refundedAtProvider':
    case 'placedOrder/disputed':
      return []
  }
}

/** The key of a copy of an email staff asked to send again. */
export const resentEmailKey = (originalKey: string, copyId: string): string =>
  `${originalKey}/resent/${copyId}`

/**
 * What the confirmation page says about the email with the order's details, true to what the
 * store knows; null when it knows nothing.
 */
export const confirmationEmailNotice = (
  email: string,
  confirmation: ConfirmationEmail | undefined,
): string | null => {
  switch (confirmation?.status) {
    case 'queued':
      return `We are sending the details to ${email}.`
    case 'sent':
      return `We sent the details to ${email}.`
    case 'failed':
      return `We could not email the details to ${email}; everything is on this page.`
    case undefined:
      return null
  }
}
