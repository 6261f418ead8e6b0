import { Schema } from 'effect'
import { Dollars, isStorableText } from './primitives'

/** One state's sales tax: its rate in percent, and whether shipping is taxed with the goods. */
export const TaxRate = Schema.Struct({
  rate: Schema.Number.pipe(Schema.finite(), Schema.between(0, 25)),
  shipping: Schema.Boolean,
})
export type TaxRate = typeof TaxRate.Type

/**
 * The shop's tax table (`TAX_RATES`): the states where it collects sales tax, by their postal
 * code. A US shop collects where it ships in-state; elsewhere no tax is added.
 */
export const TaxRates = Schema.Record({
  key: Schema.String.pipe(Schema.pattern(/^[A-Z]{2}$/)),
  value: TaxRate,
})
export type TaxRates = typeof TaxRates.Type

export { DEFAULT_TAX_RATES } from './tax-values'

/**
 * The sales tax of a placed order, decided at checkout from the ship-to state: the rate applied,
 * the amount, where it is owed (a state code, empty where none is), and whether the buyer was
 * exempt (a reseller's certificate, which the invoice names).
 */
export const PlacedTax = Schema.Struct({
  rate: Schema.Number.pipe(Schema.finite(), Schema.between(0, 25)),
  amount: Dollars,
  jurisdiction: Schema.String,
  exempt: Schema.Boolean,
  certificate: Schema.optionalWith(Schema.String, { exact: true }),
})
export type PlacedTax = typeof PlacedTax.Type

export { NO_TAX } from './tax-values'

/** POST /api/admin/customers/tax-exempt: a reseller's certificate ("" ends the exemption). */
export const TaxExemptRequest = Schema.Struct({
  email: Schema.String.pipe(
    Schema.maxLength(254, { message: () => 'must be an email address' }),
    Schema.filter((s) => isStorableText(s) || 'must be an email address'),
  ),
  certificate: Schema.String.pipe(
    Schema.maxLength(60, { message: () => 'must be at most 60 characters' }),
    Schema.filter((s) => isStorableText(s) || 'must be plain text'),
  ),
})
export type TaxExemptRequest = typeof TaxExemptRequest.Type
