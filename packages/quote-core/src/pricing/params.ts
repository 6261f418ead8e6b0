import { defaultRollParams } from '../roll/roll-params'
import type { RollParams } from '../roll/roll-params'
import { defaultCartonParams } from './carton-params'
import type { CartonParams } from './carton-params'
import { defaultLabelParams } from './label-params'
import type { LabelParams } from './label-params'
import { defaultServiceParams } from './service-params'
import type { ServiceParams } from './service-params'

/** A markup curve of docs/pricing-model.md §1.2 / §2 (dollars). */
export type MarkupCurve = {
  readonly mHi: number
  readonly mLo: number
  readonly cLo: number
  readonly cHi: number
  readonly minPrice: number
}

/** Every parameter of the cost model, passed to the engine as an argument. */
export type PricingParams = {
  readonly markup: { readonly label: MarkupCurve; readonly carton: MarkupCurve }
  readonly label: LabelParams
  readonly carton: CartonParams
  readonly roll: RollParams
  readonly services: ServiceParams
  /** `MIN_QTY_PER_DESIGN` (§0), used by the price-break ladder. */
  readonly minQtyPerDesign: { readonly label: number; readonly carton: number }
}

/** Markup curves of §1.2. */
export const defaultMarkupCurves: PricingParams['markup'] = {
  label: { mHi: 3.0, mLo: 2.2, cLo: 100, cHi: 3000, minPrice: 75 },
  carton: { mHi: 2.3, mLo: 1.7, cLo: 300, cHi: 10_000, minPrice: 150 },
}

/** The 2024–25 defaults of docs/pricing-model.md. */
export const defaultPricingParams: PricingParams = {
  markup: defaultMarkupCurves,
  label: defaultLabelParams,
  carton: defaultCartonParams,
  roll: defaultRollParams,
  services: defaultServiceParams,
  minQtyPerDesign: { label: 50, carton: 50 },
}
