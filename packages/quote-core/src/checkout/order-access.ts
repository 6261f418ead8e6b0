import type { OrderLookupAccepted } from '../schema/order-lookup'
import type { PlacedOrder } from '../schema/placed-order'

/**
 * How long the link a look-up emails opens its order: a day, long enough to read the email
 * on another device, short enough that an old email in a shared mailbox opens nothing.
 */
export const ORDER_LINK_HOURS = 24

/** The page where a guest finds an order by email and number. */
export const FIND_ORDER_PATH = '/account/orders/find'

/** When a link made at `now` (ISO) stops working (ISO). */
export const orderLinkExpiry = (now: string): string =>
  new Date(Date.parse(now) + ORDER_LINK_HOURS * 3_600_000).toISOString()

/** Email addresses compared as people type them: case and surrounding spaces aside. */
const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether a look-up's email is the one the order was placed with. */
export const lookupMatches = (order: Pick<PlacedOrder, 'email'>, email: string): boolean =>
  sameAddress(order.email, email)

/** What a look-up answers, whatever it found. */
export const ORDER_LOOKUP_ACCEPTED: OrderLookupAccepted = {
  success: true,
  message: `If an order with that number was placed with that email address, a link to it is on its way there. The link works for ${ORDER_LINK_HOURS} hours; if nothing arrives within a few minutes, check your spam folder and the order number.`,
}

/** The refusal when one address or one network asks for too many links. */
export const ORDER_LOOKUP_TOO_MANY =
  'Too many order look-ups. Please wait a few minutes and try again.'

/** A stored order link as the redeeming decision needs it. */
export type StoredOrderLink = {
  /** The number of the order the link opens. */
  readonly number: string
  readonly expires_at: string
  /** The user whose session first opened it (null before, or when that user is gone). */
  readonly used_by: string | null
  readonly used_at: string | null
}

export const ORDER_ACCESS_REFUSALS = {
  not_found: 'This link does not open that order. Please find your order again for a new link.',
  link_expired: `This link has expired: a link to an order works for ${ORDER_LINK_HOURS} hours. Please find your order again for a new link.`,
  link_used:
    'This link was already opened in another browser, and works there only. Please find your order again for a link for this browser.',
} as const

export type OrderAccessRefusalReason = keyof typeof ORDER_ACCESS_REFUSALS

export type OrderAccessDecision =
  | {
      readonly _tag: 'AccessGranted'
      /** True when this opening binds the link to the caller (its first). */
      readonly firstUse: boolean
    }
  | {
      readonly _tag: 'AccessRefused'
      readonly reason: OrderAccessRefusalReason
      readonly message: string
    }

const refused = (reason: OrderAccessRefusalReason): OrderAccessDecision => ({
  _tag: 'AccessRefused',
  reason,
  message: ORDER_ACCESS_REFUSALS[reason],
})

/**
 * Whether a link opens the order with this number for the caller. A link opens only its own
 * order, until it expires, in the first session that opens it (opened again there, a second
 * click or a reload, it still works). A caller who can already see the order is answered it
 * and the link is left as it was.
 */
export const redeemOrderLink = (input: {
  readonly link: StoredOrderLink | null
  readonly number: string
  readonly userId: string
  readonly callerSeesOrder: boolean
  readonly now: string
}): OrderAccessDecision => {
  const { link } = input
  if (link === null || link.number !== input.number) return refused('not_found')
  if (input.callerSeesOrder) return { _tag: 'AccessGranted', firstUse: false }
  if (Date.parse(input.now) >= Date.parse(link.expires_at)) return refused('link_expired')
  if (link.used_at !== null && link.used_by !== input.userId) return refused('link_used')
  return { _tag: 'AccessGranted', firstUse: link.used_at === null }
}
