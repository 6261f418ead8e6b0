import { Schema } from 'effect'
import { ROLL_TYPE } from '../catalog/ids'
import { MIN_PASSWORD_LENGTH } from './limits'
import { Dollars, Flag, Id, IsoDateTime, Quantity, Text } from './primitives'
import { Order } from './order'

/** Production presets of a company account (docs/product.md section 6). */
export const CompanyEntity = Schema.Struct({
  name: Text(255),
  /** The preset maximum: inches when roll_type_id is diameter, labels per roll otherwise. */
  roll_max: Schema.NullOr(Schema.Number.pipe(Schema.finite(), Schema.between(0, 10_000))),
  roll_type_id: Schema.NullOr(Schema.Literal(ROLL_TYPE.diameter, ROLL_TYPE.quantity)),
  is_fewest_possible_rolls: Flag,
})
export type CompanyEntity = typeof CompanyEntity.Type

export const User = Schema.Struct({
  id: Schema.String,
  is_guest: Schema.Boolean,
  is_logged_in: Schema.Boolean,
  email: Schema.NullOr(Schema.String),
  name: Schema.NullOr(Schema.String),
  company_entity: Schema.NullOr(CompanyEntity),
  is_admin: Schema.Boolean,
})
export type User = typeof User.Type

export const Cart = Schema.Struct({
  id: Schema.NullOr(Id),
  order_count: Quantity,
  subtotal: Dollars,
  total: Dollars,
  orders: Schema.Array(Order),
})
export type Cart = typeof Cart.Type

/**
 * A quote saved to the account (status 200) as GET /account/orders/saved-quotes lists it: the
 * order plus `updated_at`, when it was saved or last changed.
 */
export const SavedQuote = Schema.Struct({ ...Order.fields, updated_at: IsoDateTime })
export type SavedQuote = typeof SavedQuote.Type

/** Account details a customer may edit (packages/http-adapter/API.md). */
export const AccountDetailsPatch = Schema.Struct({
  name: Schema.optional(Text(255)),
  company_name: Schema.optional(Text(255)),
  roll_max: Schema.optional(
    Schema.NullOr(Schema.Number.pipe(Schema.finite(), Schema.between(0, 10_000))),
  ),
  roll_type_id: Schema.optional(
    Schema.NullOr(Schema.Literal(ROLL_TYPE.diameter, ROLL_TYPE.quantity)),
  ),
  is_fewest_possible_rolls: Schema.optional(Flag),
})
export type AccountDetailsPatch = typeof AccountDetailsPatch.Type

export const ShippingRate = Schema.Struct({
  name: Schema.String,
  code: Schema.String,
  total: Dollars,
  transitDays: Quantity,
  estimatedArrival: Schema.optional(Schema.String),
})
export type ShippingRate = typeof ShippingRate.Type

/** The destination asked for a shipping estimate (docs/product.md section 7). */
export const ShippingAddress = Schema.Struct({
  address1: Schema.optional(Text(255)),
  city: Schema.optional(Text(120)),
  state: Schema.optional(Text(60)),
  zip: Schema.optional(Text(20)),
  country: Schema.optionalWith(Text(2), { default: () => 'US' }),
  region: Schema.optional(Text(120)),
  is_residential: Schema.optionalWith(Flag, { default: () => false }),
})
export type ShippingAddress = typeof ShippingAddress.Type

const Email = Text(254).pipe(
  Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => 'must be an email address' }),
)
const Password = Schema.String.pipe(
  Schema.maxLength(1024, { message: () => 'must be at most 1024 characters' }),
)

/** POST /account/users/signup (packages/http-adapter/API.md). */
export const SignupRequest = Schema.Struct({
  email: Email,
  password: Password.pipe(
    Schema.minLength(MIN_PASSWORD_LENGTH, {
      message: () => `must be at least ${MIN_PASSWORD_LENGTH} characters`,
    }),
  ),
  name: Text(255),
  company_name: Schema.optional(Text(255)),
})
export type SignupRequest = typeof SignupRequest.Type

/** POST /account/users/login (packages/http-adapter/API.md). */
export const LoginRequest = Schema.Struct({ email: Email, password: Password })
export type LoginRequest = typeof LoginRequest.Type
