import { toEasternTime } from '../dates/eastern-time'
import type { IsoDate } from '../dates/iso-date'
import { formatLongDate } from '../dates/day-formats'
import { quoteValidUntil, QUOTE_VALID_DAYS } from '../quote/shared-quote'
import type { User } from '../schema/account'
import type { CheckoutAddress, PlacedOrder, PlacedOrderLine } from '../schema/placed-order'
import type { CheckoutAddressFields } from '../schema/checkout-fields'

/** The checkout's address form before anything is typed (the country is the US). */
export const EMPTY_CHECKOUT_ADDRESS: CheckoutAddressFields = {
  name: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
  phone: '',
  is_residential: false,
}

/** Why a guest is refused what only an account has: saving a quote, the saved quotes. */
export type AccountRefusal = { readonly _tag: 'LoginRequired' }

const LOGIN_REQUIRED: AccountRefusal = { _tag: 'LoginRequired' }

/** Null for a customer with an account; a guest is asked to log in or sign up first. */
export const accountRefusal = (user: Pick<User, 'is_guest'>): AccountRefusal | null =>
  user.is_guest ? LOGIN_REQUIRED : null

/** What the checkout form starts with. */
export type CheckoutPrefill = {
  readonly address: CheckoutAddressFields
  readonly email: string
}

/**
 * The checkout's first values for who is signed in: a customer's email and name, and the
 * address of their last placed order (`orders` newest first, as the account lists them). A
 * guest starts with what this browser's last order used, or an empty form.
 */
export const checkoutPrefill = (
  user: Pick<User, 'is_guest' | 'email' | 'name'> | null,
  orders: readonly Pick<PlacedOrder, 'address' | 'email' | 'placed_at'>[],
): CheckoutPrefill => {
  const last = [...orders].sort((a, b) => b.placed_at.localeCompare(a.placed_at))[0]
  const member = user !== null && !user.is_guest
  const address: CheckoutAddressFields =
    last === undefined
      ? { ...EMPTY_CHECKOUT_ADDRESS, name: member ? (user.name ?? '') : '' }
      : { ...EMPTY_CHECKOUT_ADDRESS, ...last.address }
  const email = member ? (user.email ?? '') : (last?.email ?? '')
  return { address, email }
}

/** An order still on its way: not shipped, not cancelled. */
export const isOpenPlacedOrder = (order: Pick<PlacedOrder, 'status'>): boolean =>
  order.status !== 'shipped' && order.status !== 'cancelled'

/** The account's open orders, in the order given (newest first). */
export const openPlacedOrders = <O extends Pick<PlacedOrder, 'status'>>(
  orders: readonly O[],
): readonly O[] => orders.filter(isOpenPlacedOrder)

const addressKey = (a: CheckoutAddress): string =>
  [a.name, a.company, a.address1, a.address2, a.city, a.state, a.zip, a.country]
    .map((s) => s.trim().toLowerCase())
    .join('|')

/** The different addresses the customer shipped to, last used first. */
export const shipToAddresses = (
  orders: readonly Pick<PlacedOrder, 'address' | 'placed_at'>[],
): readonly CheckoutAddress[] => {
  const seen = new Map<string, CheckoutAddress>()
  for (const o of [...orders].sort((a, b) => b.placed_at.localeCompare(a.placed_at)))
    if (!seen.has(addressKey(o.address))) seen.set(addressKey(o.address), o.address)
  return [...seen.values()]
}

/** An address as the account shows it, one line a part: name, company, street, city. */
export const addressLines = (a: CheckoutAddress): readonly string[] =>
  [
    a.name,
    a.company,
    [a.address1, a.address2].filter((s) => s.trim() !== '').join(', '),
    `${[a.city, [a.state, a.zip].filter((s) => s.trim() !== '').join(' ')].filter((s) => s.trim() !== '').join(', ')}${a.country === 'US' ? '' : ` ${a.country}`}`,
  ].filter((s) => s.trim() !== '')

/**
 * A placed line's name as a customer knows it: its product and size (the first parts of its
 * description: 'Roll labels · 2" x 3" Rectangle'). Lines of one order with the same name are
 * told apart by their place among them: 'Roll labels · 2" x 3" Rectangle (2 of 2)'.
 */
export const placedLineNames = (
  lines: readonly Pick<PlacedOrderLine, 'order_id' | 'description'>[],
): ReadonlyMap<number, string> => {
  const base = lines.map((l) => l.description.split(' · ').slice(0, 2).join(' · '))
  const names = new Map<number, string>()
  lines.forEach((l, i) => {
    const same = base.filter((b) => b === base[i])
    const place = base.slice(0, i + 1).filter((b) => b === base[i]).length
    names.set(l.order_id, same.length > 1 ? `${base[i]} (${place} of ${same.length})` : base[i]!)
  })
  return names
}

/** How long a saved quote's price holds, and how the account says it. */
export type SavedQuoteHold = {
  readonly valid_until: IsoDate
  readonly expired: boolean
  readonly text: string
}

/**
 * A saved quote's price holds QUOTE_VALID_DAYS days from when it was saved or last changed
 * (the quote PDF's rule). After that day, opening it prices it again at today's rates.
 */
export const savedQuoteHold = (
  quote: { readonly updated_at: string },
  now: string,
): SavedQuoteHold => {
  const valid_until = quoteValidUntil(quote.updated_at)
  const expired = toEasternTime(now).date > valid_until
  return {
    valid_until,
    expired,
    text: expired
      ? `Price held until ${formatLongDate(valid_until)}: open the quote to price it at today's rates.`
      : `Price holds until ${formatLongDate(valid_until)} (${QUOTE_VALID_DAYS} days from saving).`,
  }
}

/** What the saved quotes page says about deleting and carting a quote, named as listed. */
export const SAVED_QUOTE_MESSAGES = {
  deleteTitle: 'Delete this saved quote?',
  deleteBody: (name: string) =>
    `${name} will leave your saved quotes. The quote itself is kept: its link still opens it.`,
  deleted: (name: string) => `${name} was deleted from your saved quotes.`,
  added: (name: string) => `${name} is in your cart.`,
} as const
