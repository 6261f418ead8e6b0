import { dollarsToCents } from './money'
import type { Cents } from './money'

/** Which flat option fee (docs/pricing-model.md §3.7, §5.7). */
export type OptionFeeKey =
  'pantone' | 'variable_data' | 'reverse_print' | 'front_back' | 'embossing'

/** One flat, per-job option fee; already a price, never marked up (§0.1). */
export type OptionFee = {
  readonly key: OptionFeeKey
  readonly label: string
  readonly cents: Cents
}

/** How a quote names each option fee. */
const OPTION_FEE_LABELS: Readonly<Record<OptionFeeKey, string>> = {
  pantone: 'Pantone colour matching',
  variable_data: 'Variable data setup',
  reverse_print: 'Reverse print',
  front_back: 'Front/back printing',
  embossing: 'Embossing tooling',
}

/** A fee that may apply: which one, whether the job has the option, and its dollars. */
export type OptionFeeCandidate = readonly [key: OptionFeeKey, applies: boolean, dollars: number]

/** The options both printed products charge a flat fee for (§3.7, §5.7). */
type SharedOptions = {
  readonly pantoneQty: number
  readonly variableData: boolean
  readonly embossing: boolean
}

/** Those fees in dollars, as the label and carton parameter tables both name them. */
type SharedFees = {
  readonly pantonePerColour: number
  readonly variableData: number
  readonly embossing: number
}

/**
 * The option fees of a job that apply (zero fees are left out), in the order a quote lists
 * them: Pantone matching, variable data, the product's own options, embossing.
 */
export const jobOptionFees = (
  job: SharedOptions,
  fees: SharedFees,
  own: readonly OptionFeeCandidate[] = [],
): readonly OptionFee[] => {
  const candidates: readonly OptionFeeCandidate[] = [
    ['pantone', job.pantoneQty > 0, fees.pantonePerColour * job.pantoneQty],
    ['variable_data', job.variableData, fees.variableData],
    ...own,
    ['embossing', job.embossing, fees.embossing],
  ]
  return candidates
    .filter(([, applies, dollars]) => applies && dollars > 0)
    .map(([key, , dollars]) => ({
      key,
      label: OPTION_FEE_LABELS[key],
      cents: dollarsToCents(dollars),
    }))
}

/** Total of a list of option fees, in cents. */
export const sumOptionFees = (fees: readonly OptionFee[]): Cents =>
  fees.reduce((acc, fee) => acc + fee.cents, 0)
