import { ORDER_LINK_HOURS } from '../checkout/order-access'
import { toEasternTime } from '../dates/eastern-time'
import { formatClockTime } from '../dates/day-formats'
import { formatShipDue } from '../dates/ship-schedule'
import type { OrderEmailKind } from '../schema/order-email'
import type { PlacedOrder } from '../schema/placed-order'
import type { KeyedEmail } from './event-emails'
import { compose, greeting, type EmailContext, type OrderEmail } from './order-emails'
import { findOrderUrl, orderAccessUrl } from './order-links'

/** An instant as the plant's clock reads it: "Wed, Mar 5 at 3:05 PM ET". */
const easternMoment = (instant: string): string => {
  const { date, secondOfDay } = toEasternTime(instant)
  return `${formatShipDue(date)} at ${formatClockTime(secondOfDay)} ET`
}

/**
 * The link a look-up asked for, to the order's email address: it opens the order in the
 * browser it is first opened in, until it expires. The key is in the link only, never in the
 * subject (which mail lists and notifications show).
 */
export const orderLinkEmail = (
  order: PlacedOrder,
  ctx: EmailContext,
  input: { readonly key: string; readonly expiresAt: string },
): OrderEmail =>
  compose(
    'order_link',
    order.email,
    `Your link to order ${order.number}`,
    [
      greeting(order),
      {
        type: 'paragraph',
        text: `Someone asked on our website for a link to order ${order.number}, placed with this email address. The link below opens the order in your browser.`,
      },
      {
        type: 'button',
        label: `Open order ${order.number}`,
        url: orderAccessUrl(ctx.siteUrl, order.number, input.key),
      },
      {
        type: 'paragraph',
        text: `The link works for ${ORDER_LINK_HOURS} hours, until ${easternMoment(input.expiresAt)}, and only in the first browser you open it in. For a new link, find your order again at ${findOrderUrl(ctx.siteUrl)}.`,
      },
      {
        type: 'paragraph',
        text: 'If you did not ask for this link, you can ignore this email: it was sent to this address only.',
      },
    ],
    ctx,
  )

/** The link email to queue, keyed by the stored link it carries (one email per link). */
export const keyedOrderLinkEmail = (
  order: PlacedOrder,
  ctx: EmailContext,
  input: { readonly linkId: number; readonly key: string; readonly expiresAt: string },
): KeyedEmail => ({
  key: `${order.number}/order_link/${input.linkId}`,
  email: orderLinkEmail(order, ctx, input),
})

/**
 * Whether an email's body holds a key that opens an order: the outbox keeps such a body only
 * until the email is delivered or given up on (the store keeps no usable key).
 */
export const emailHoldsKey = (kind: OrderEmailKind): boolean => kind === 'order_link'

/** What the outbox keeps of an email that held a key, once it is delivered or given up on. */
export const FORGOTTEN_KEY_EMAIL_BODY =
  'This email held a link that opens the order. The store does not keep the link once the email has gone.'

/** Why staff cannot send an email again, or null when they can. */
export const resendRefusal = (
  kind: OrderEmailKind,
): { readonly code: 'link_not_resent'; readonly message: string } | null =>
  emailHoldsKey(kind)
    ? {
        code: 'link_not_resent',
        message:
          'A link to an order is not sent again: the customer can ask for a new one on the Find your order page.',
      }
    : null
