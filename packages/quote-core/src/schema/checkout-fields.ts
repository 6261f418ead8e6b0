import { DEFAULT_SHIPPING_CONFIG } from '../shipping/shipping-config'
import { US_STATES } from '../catalog/us-states'

/** The address fields of the checkout as the form holds them (all text but the flag). */
export type CheckoutAddressFields = {
  readonly name: string
  readonly company: string
  readonly address1: string
  readonly address2: string
  readonly city: string
  readonly state: string
  readonly zip: string
  readonly country: string
  readonly phone: string
  readonly is_residential: boolean
}

export type CheckoutFieldCode =
  | 'name_missing'
  | 'address1_missing'
  | 'city_missing'
  | 'state_missing'
  | 'state_unknown'
  | 'zip_missing'
  | 'zip_invalid'
  | 'email_missing'
  | 'email_invalid'
  | 'shipping_missing'

/** One field of the checkout that stops the order, with the words the form shows under it. */
export type CheckoutFieldIssue = {
  /** The field, as the request names it: 'address.city', 'email', 'shipping_code'. */
  readonly path: string
  readonly code: CheckoutFieldCode
  readonly message: string
}

/** What the checkout says under a field, by code. */
export const CHECKOUT_FIELD_MESSAGES: Readonly<Record<CheckoutFieldCode, string>> = {
  name_missing: 'Please enter the name of the person we ship to.',
  address1_missing: 'Please enter the street address.',
  city_missing: 'Please enter your city.',
  state_missing: 'Please choose your state.',
  state_unknown: 'Please choose a US state.',
  zip_missing: 'Please enter your ZIP code.',
  zip_invalid: 'Please enter a valid 5-digit ZIP code.',
  email_missing: 'Please enter your email address, so we can send your proofs.',
  email_invalid: 'Please enter an email address like name@example.com.',
  shipping_missing: 'Please choose a shipping option.',
}

const US_ZIP = /^\d{5}(-\d{4})?$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const issue = (path: string, code: CheckoutFieldCode): CheckoutFieldIssue => ({
  path,
  code,
  message: CHECKOUT_FIELD_MESSAGES[code],
})

const blank = (s: string): boolean => s.trim() === ''

/**
 * The address fields a customer still has to fill or correct, each on its own: an empty State
 * or ZIP is named even while other fields are empty too. US addresses need a known state and a
 * 5-digit ZIP (ZIP+4 allowed); the other domestic countries a ZIP; elsewhere both are free.
 * Paths are prefixed 'address.' as the checkout request names them.
 */
export const checkoutAddressIssues = (
  address: CheckoutAddressFields,
): readonly CheckoutFieldIssue[] => {
  const country = address.country.trim().toUpperCase()
  const out: CheckoutFieldIssue[] = []
  if (blank(address.name)) out.push(issue('address.name', 'name_missing'))
  if (blank(address.address1)) out.push(issue('address.address1', 'address1_missing'))
  if (blank(address.city)) out.push(issue('address.city', 'city_missing'))
  if (country === 'US') {
    if (blank(address.state)) out.push(issue('address.state', 'state_missing'))
    else if (!US_STATES.includes(address.state.trim().toUpperCase()))
      out.push(issue('address.state', 'state_unknown'))
  }
  if (DEFAULT_SHIPPING_CONFIG.domesticCountries.includes(country)) {
    if (blank(address.zip)) out.push(issue('address.zip', 'zip_missing'))
    else if (!US_ZIP.test(address.zip.trim())) out.push(issue('address.zip', 'zip_invalid'))
  }
  return out
}

/**
 * Every checkout field that stops the order: the address's, the email (needed from a guest;
 * a customer's account email is used when left blank) and the shipping choice.
 */
export const checkoutFieldIssues = (input: {
  readonly address: CheckoutAddressFields
  readonly email: string
  readonly emailRequired: boolean
  readonly shippingCode: string | null
}): readonly CheckoutFieldIssue[] => {
  const email = input.email.trim()
  return [
    ...(email === ''
      ? input.emailRequired
        ? [issue('email', 'email_missing')]
        : []
      : EMAIL.test(email)
        ? []
        : [issue('email', 'email_invalid')]),
    ...checkoutAddressIssues(input.address),
    ...(input.shippingCode === null || blank(input.shippingCode)
      ? [issue('shipping_code', 'shipping_missing')]
      : []),
  ]
}
