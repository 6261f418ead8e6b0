import { roundCentsHalfUp } from './money'
import type { Cents } from './money'
import type { PricingParams } from './params'
import { defaultServiceParams } from './service-params'
import type { ProductKind } from './service-params'

/** One selectable production speed with its fee (docs/pricing-model.md §8.4); Standard has fee 0. */
export type ExpediteChoice = {
  readonly productionDays: number
  readonly daysSaved: number
  readonly standard: boolean
  readonly feeCents: Cents
}

/** What same-day label eligibility depends on (§8.4); the caller knows the clock. */
export type SameDayInputs = {
  /** The order (and proof approval, if any) lands before the cut-off on a business day. */
  readonly beforeCutoffOnBusinessDay: boolean
  readonly newDie: boolean
  readonly embossing: boolean
  readonly designService: boolean
  /** `web_in / 12` of the layout (§3.5). */
  readonly webFeet: number
}

/** Whether same-day labels may be offered (§8.4: no new die, embossing, design; ≤ 1,000 ft). */
export const isSameDayEligible = (
  inputs: SameDayInputs,
  maxWebFeet: number = defaultServiceParams.sameDayMaxWebFeet,
): boolean =>
  inputs.beforeCutoffOnBusinessDay &&
  !inputs.newDie &&
  !inputs.embossing &&
  !inputs.designService &&
  inputs.webFeet <= maxWebFeet

/** Fee of one option: `max(minimum, rate × (production + option fees))`, half-up to cents. */
export const expediteFee = (basisCents: Cents, rate: number, minimumDollars: number): Cents =>
  Math.max(roundCentsHalfUp(minimumDollars * 100), roundCentsHalfUp(basisCents * rate))

/**
 * Every allowed production speed for a product, Standard first, each with its fee (§8.4).
 * Same-day options appear only when `sameDayEligible`.
 */
export const expediteOptions = (
  product: ProductKind,
  basisCents: Cents,
  sameDayEligible: boolean,
  params: PricingParams,
): readonly ExpediteChoice[] => {
  const table = params.services.expedite[product]
  const standard: ExpediteChoice = {
    productionDays: table.standardDays,
    daysSaved: 0,
    standard: true,
    feeCents: 0,
  }
  const faster = table.options
    .filter((o) => !o.sameDay || sameDayEligible)
    .map((o) => ({
      productionDays: o.productionDays,
      daysSaved: o.daysSaved,
      standard: false,
      feeCents: expediteFee(basisCents, o.rate, o.minimum),
    }))
  return [standard, ...faster]
}
