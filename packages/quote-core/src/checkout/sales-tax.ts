import type { PlacedTax, TaxRates } from '../schema/tax'
import { DEFAULT_TAX_RATES } from '../schema/tax-values'

/** What the tax is figured on: where the goods ship, and the order's amounts in cents. */
export type TaxBase = {
  readonly address: { readonly country: string; readonly state: string }
  readonly subtotalCents: number
  readonly shippingCents: number
}

/** Percent times cents, rounded half up to the cent, in integers (rates to 1/1000 of a percent). */
const percentOf = (cents: number, rate: number): number => {
  const milli = Math.round(rate * 1000)
  return Math.floor((cents * milli + 50_000) / 100_000)
}

/**
 * The sales tax of an order shipped to `address`: the shop's rate for the ship-to state (US
 * addresses only) on the goods, and on shipping where that state taxes it; none elsewhere. A
 * buyer with a resale certificate is exempt: the rate is named, the amount is zero, and the
 * certificate is kept.
 */
export const salesTaxOf = (
  base: TaxBase,
  rates: TaxRates,
  certificate: string | null = null,
): PlacedTax => {
  const state = base.address.state.trim().toUpperCase()
  const rate = base.address.country.toUpperCase() === 'US' ? rates[state] : undefined
  if (rate === undefined) return { rate: 0, amount: 0, jurisdiction: '', exempt: false }
  const cert = (certificate ?? '').trim()
  if (cert !== '')
    return { rate: rate.rate, amount: 0, jurisdiction: state, exempt: true, certificate: cert }
  const taxed = base.subtotalCents + (rate.shipping ? base.shippingCents : 0)
  return {
    rate: rate.rate,
    amount: percentOf(taxed, rate.rate) / 100,
    jurisdiction: state,
    exempt: false,
  }
}

/** How the tax line reads: "Sales tax (OH 7.5%)", or the exemption with its certificate. */
export const taxLabelOf = (tax: PlacedTax): string =>
  tax.exempt
    ? `Sales tax (${tax.jurisdiction}): exempt, resale certificate ${tax.certificate ?? ''}`.trim()
    : `Sales tax (${tax.jurisdiction} ${tax.rate}%)`

/**
 * The shop's rates that apply at an address (its state's, when the shop collects there; none
 * elsewhere): what a client needs to add the tax checkout will charge, and no more.
 */
export const taxRatesAt = (
  address: TaxBase['address'],
  rates: TaxRates = DEFAULT_TAX_RATES,
): TaxRates => {
  const state = address.state.trim().toUpperCase()
  const rate = address.country.toUpperCase() === 'US' ? rates[state] : undefined
  return rate === undefined ? {} : { [state]: rate }
}
