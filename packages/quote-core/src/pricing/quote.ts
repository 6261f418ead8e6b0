import { priceCartonJob } from './carton'
import type { CartonBlank } from './carton-blank'
import type { CartonJob, CartonPrice } from './carton'
import type { SheetFormat } from './carton-params'
import { designFee } from './design'
import type { DesignChoice, DesignFee } from './design'
import { expediteOptions } from './expedite'
import type { ExpediteChoice } from './expedite'
import { priceLabelJob } from './label'
import type { LabelJob, LabelPrice } from './label'
import { unitPriceMills } from './money'
import type { Cents, Mills } from './money'
import { defaultPricingParams } from './params'
import type { PricingParams } from './params'
import { isPrintedProofOnly, proofFee } from './proof'
import type { ProofChoice, ProofFee } from './proof'
import type { ProductKind } from './service-params'

/** Keys of the `quoted_total` lines (docs/pricing-model.md §0.1). */
export type QuoteLineKey =
  'production' | 'option_fees' | 'die_charge' | 'proof' | 'design' | 'expedite'

/** One rounded line of a quote; the lines sum exactly to the total (§0). */
export type QuoteLine = {
  readonly key: QuoteLineKey
  readonly label: string
  readonly cents: Cents
}

/** Services and speed chosen with a print job (§6, §7, §8.4). */
export type QuoteExtras = {
  readonly proof?: ProofChoice
  readonly designService?: DesignChoice
  readonly extraRevisionRounds?: number
  /** Production days chosen; undefined = Standard (§8.3). */
  readonly productionDays?: number
  /** Same-day label eligibility computed by the caller (`isSameDayEligible`, §8.4). */
  readonly sameDayEligible?: boolean
}

/** What to quote: a label or a carton job. */
export type QuoteRequest =
  | { readonly product: 'label'; readonly job: LabelJob }
  | { readonly product: 'carton'; readonly job: CartonJob }

/** A complete goods quote: `quoted_total` and its lines (shipping and tax excluded, §0). */
export type PriceQuote = {
  readonly product: ProductKind
  readonly lines: readonly QuoteLine[]
  readonly totalCents: Cents
  readonly dieChargeCents: Cents
  /** Pair-aware total quantity Q. */
  readonly quantity: number
  readonly designCount: number
  /** `ceil_0.001((total − die) / Q)` (§0). */
  readonly unitPriceMills: Mills
  readonly process?: SheetFormat
  readonly printedProofOnly: boolean
  readonly production: ExpediteChoice
  readonly expediteOptions: readonly ExpediteChoice[]
  readonly proof: ProofFee
  readonly design: DesignFee
  readonly details: LabelPrice | Extract<CartonPrice, { _tag: 'Priced' }>
}

/** The outcome of quoting: a quote, or a tagged reason there is none. */
export type QuoteResult =
  | { readonly _tag: 'Quoted'; readonly quote: PriceQuote }
  | { readonly _tag: 'ExceedsSheet'; readonly blank: CartonBlank }
  | {
      readonly _tag: 'ProductionDaysUnavailable'
      readonly requested: number
      readonly options: readonly ExpediteChoice[]
    }

type PricedJob = {
  readonly product: ProductKind
  readonly designQuantities: readonly number[]
  readonly embossing: boolean
  readonly productionCents: Cents
  readonly optionFeesCents: Cents
  readonly dieChargeCents: Cents
  readonly process?: SheetFormat
  readonly details: PriceQuote['details']
}

const assembleQuote = (job: PricedJob, extras: QuoteExtras, params: PricingParams): QuoteResult => {
  const proofChoice = extras.proof ?? { kind: 'none' }
  const n = job.designQuantities.length
  const proofOnly = isPrintedProofOnly(proofChoice, job.designQuantities)
  // §7: a printed-proof-only order carries no production (nor its option fees or expedite).
  const productionCents = proofOnly ? 0 : job.productionCents
  const optionFeesCents = proofOnly ? 0 : job.optionFeesCents
  const proof = proofFee(proofChoice, job.product, n, job.embossing, params)
  const design = designFee(
    extras.designService ?? 'none',
    job.product,
    n,
    params,
    extras.extraRevisionRounds,
  )
  const allOptions = expediteOptions(
    job.product,
    productionCents + optionFeesCents,
    extras.sameDayEligible ?? false,
    params,
  )
  const options = proofOnly ? allOptions.filter((o) => o.standard) : allOptions
  const production =
    extras.productionDays === undefined
      ? options.find((o) => o.standard)
      : options.find((o) => o.productionDays === extras.productionDays)
  if (production === undefined) {
    return { _tag: 'ProductionDaysUnavailable', requested: extras.productionDays ?? -1, options }
  }
  const candidates: readonly QuoteLine[] = [
    { key: 'production', label: 'Production', cents: productionCents },
    { key: 'option_fees', label: 'Option fees', cents: optionFeesCents },
    { key: 'die_charge', label: 'Cutting die (one-time)', cents: job.dieChargeCents },
    { key: 'proof', label: proof.label, cents: proof.cents },
    { key: 'design', label: design.label, cents: design.cents },
    { key: 'expedite', label: 'Expedited processing', cents: production.feeCents },
  ]
  const lines = candidates.filter((l) => l.key === 'production' || l.cents !== 0)
  const totalCents = lines.reduce((acc, l) => acc + l.cents, 0)
  const quantity = job.designQuantities.reduce((acc, q) => acc + q, 0)
  const quote: PriceQuote = {
    product: job.product,
    lines,
    totalCents,
    dieChargeCents: job.dieChargeCents,
    quantity,
    designCount: n,
    unitPriceMills: unitPriceMills(totalCents, job.dieChargeCents, quantity),
    ...(job.process === undefined ? {} : { process: job.process }),
    printedProofOnly: proofOnly,
    production,
    expediteOptions: options,
    proof,
    design,
    details: job.details,
  }
  return { _tag: 'Quoted', quote }
}

/** Quotes a label job with its proof, design service and production speed (§0.1, §3, §6–§8.4). */
export const priceLabelQuote = (
  job: LabelJob,
  extras: QuoteExtras = {},
  params: PricingParams = defaultPricingParams,
): QuoteResult => {
  const priced = priceLabelJob(job, params)
  return assembleQuote(
    {
      product: 'label',
      designQuantities: job.designQuantities,
      embossing: job.embossing,
      productionCents: priced.productionCents,
      optionFeesCents: priced.optionFeesCents,
      dieChargeCents: priced.dieChargeCents,
      details: priced,
    },
    extras,
    params,
  )
}

/** Quotes a carton job; `ExceedsSheet` when the blank fits no press sheet (§5.1). */
export const priceCartonQuote = (
  job: CartonJob,
  extras: QuoteExtras = {},
  params: PricingParams = defaultPricingParams,
): QuoteResult => {
  const priced = priceCartonJob(job, params)
  if (priced._tag === 'ExceedsSheet') return { _tag: 'ExceedsSheet', blank: priced.blank }
  return assembleQuote(
    {
      product: 'carton',
      designQuantities: job.designQuantities,
      embossing: job.embossing,
      productionCents: priced.productionCents,
      optionFeesCents: priced.optionFeesCents,
      dieChargeCents: priced.dieChargeCents,
      process: priced.process,
      details: priced,
    },
    extras,
    params,
  )
}

/** Quotes a label or carton request (dispatches on `product`). */
export const priceQuote = (
  request: QuoteRequest,
  extras: QuoteExtras = {},
  params: PricingParams = defaultPricingParams,
): QuoteResult =>
  request.product === 'label'
    ? priceLabelQuote(request.job, extras, params)
    : priceCartonQuote(request.job, extras, params)
