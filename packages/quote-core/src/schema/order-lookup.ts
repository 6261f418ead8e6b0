import { Schema } from 'effect'
import { isStorableText } from './storable-text'

/** What the find-your-order form and the order link say of their fields. */
export const ORDER_LOOKUP_FIELD_MESSAGES = {
  emailRequired: 'Please enter the email address the order was placed with.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  numberRequired: 'Please enter your order number.',
  numberInvalid: 'Please enter the order number as it appears on your confirmation, like DC-10042.',
  keyInvalid: 'This link is not complete. Please open it again from the email, as it was sent.',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ORDER_NUMBER = /^DC-\d{5,12}$/
/** 32 random bytes (256 bits) in base64url: 43 characters. */
const ACCESS_KEY = /^[A-Za-z0-9_-]{43}$/

const m = ORDER_LOOKUP_FIELD_MESSAGES

/** Text as typed, its surrounding spaces dropped (a pasted address often carries some). */
const Typed = (normalize: (s: string) => string, required: string) =>
  Schema.transform(Schema.String.annotations({ message: () => required }), Schema.String, {
    strict: true,
    decode: normalize,
    encode: (s) => s,
  }).pipe(Schema.filter((s) => s !== '' || required))

const LookupEmail = Typed((s) => s.trim(), m.emailRequired).pipe(
  // A NUL or other control character is no email address, and cannot be stored.
  Schema.filter((s) => (s.length <= 254 && EMAIL.test(s) && isStorableText(s)) || m.emailInvalid),
)

// Typed from a printed confirmation, the number may come in lower case.
const LookupNumber = Typed((s) => s.trim().toUpperCase(), m.numberRequired).pipe(
  Schema.filter((s) => ORDER_NUMBER.test(s) || m.numberInvalid),
)

/**
 * POST /account/orders/lookup: the email address an order was placed with and its number,
 * trimmed (and the number in capitals), each with a message the form shows at its field.
 */
export const OrderLookupRequest = Schema.Struct({
  email: Schema.propertySignature(LookupEmail).annotations({
    missingMessage: () => m.emailRequired,
  }),
  number: Schema.propertySignature(LookupNumber).annotations({
    missingMessage: () => m.numberRequired,
  }),
})
export type OrderLookupRequest = typeof OrderLookupRequest.Type

/** The key of an order link, as the email carries it. */
export const OrderAccessKey = Schema.String.annotations({ message: () => m.keyInvalid }).pipe(
  Schema.pattern(ACCESS_KEY, { message: () => m.keyInvalid }),
)

/** POST /account/orders/placed/{number}/access: the key of the link the email carried. */
export const OrderAccessRequest = Schema.Struct({
  key: Schema.propertySignature(OrderAccessKey).annotations({
    missingMessage: () => m.keyInvalid,
  }),
})
export type OrderAccessRequest = typeof OrderAccessRequest.Type

/**
 * The answer to a look-up (202), the same whether or not an order matched: a look-up never
 * tells whether a number or an address is known.
 */
export const OrderLookupAccepted = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
})
export type OrderLookupAccepted = typeof OrderLookupAccepted.Type
