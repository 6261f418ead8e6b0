import { dollarsToCents } from './money'
import type { Cents } from './money'

/** Which flat option fee (PRICING-MODEL §3.7, §5.7). */
export type OptionFeeKey =
  'pantone' | 'variable_data' | 'reverse_print' | 'front_back' | 'embossing'

/** One flat, per-job option fee; already a price, never marked up (§0.1). */
export type OptionFee = {
  readonly key: OptionFeeKey
  readonly label: string
  readonly cents: Cents
}

/** Builds the list of option fees that apply (zero fees are left out). */
export const collectOptionFees = (
  candidates: readonly (readonly [OptionFeeKey, string, boolean, number])[],
): readonly OptionFee[] =>
  candidates
    .filter(([, , applies, dollars]) => applies && dollars > 0)
    .map(([key, label, , dollars]) => ({ key, label, cents: dollarsToCents(dollars) }))

/** Total of a list of option fees, in cents. */
export const sumOptionFees = (fees: readonly OptionFee[]): Cents =>
  fees.reduce((acc, fee) => acc + fee.cents, 0)
