import { sumOf } from '../maths/count-rounding'
import type { SheetFormat } from './carton-params'
import type { Cents, Mills } from './money'
import { defaultPricingParams } from './params'
import type { PricingParams } from './params'
import { priceQuote } from './quote'
import type { PriceQuote, QuoteExtras, QuoteRequest } from './quote'
import { onQuantityStep } from './quantity-split'
import type { ProductKind } from './service-params'

/** Default quantity ladders (docs/pricing-model.md §3.9, §5.9, §12.6). */
export const DEFAULT_LADDERS: Readonly<Record<ProductKind, readonly number[]>> = {
  label: [100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000],
  carton: [250, 500, 1000, 2500, 5000, 10_000],
}

/**
 * What `savingsPercent` is measured against. `current` (default): the unit price of the
 * quantity the customer configured, so each row answers "what do I save per unit by ordering
 * this many instead" (negative = dearer per unit). `first`: the ladder's first row.
 */
export type SavingsBaseline = 'current' | 'first'

/** One row of a price-break table. */
export type PriceBreakRow = {
  readonly quantity: number
  readonly designQuantities: readonly number[]
  readonly totalCents: Cents
  readonly unitPriceMills: Mills
  /** Whole percent saved per unit vs the baseline, truncated toward 0 (never overstated). */
  readonly savingsPercent: number
  readonly process?: SheetFormat
}

/** A price-break table and the unit price its savings are measured against. */
export type PriceBreakTable = {
  readonly baseline: SavingsBaseline
  readonly baselineUnitPriceMills: Mills
  readonly rows: readonly PriceBreakRow[]
}

/**
 * Scales design quantities to a new total in proportion (largest remainder, ties to earlier
 * designs), which for equal designs is the §0 even split: floor(Q/n), first Q mod n get +1.
 */
export const scaleDesignQuantities = (current: readonly number[], total: number): number[] => {
  const n = current.length
  if (n === 0) return []
  const sum = sumOf(current)
  const shares = current.map((q) => (sum > 0 ? q / sum : 1 / n))
  const base = shares.map((s) => Math.floor(s * total))
  let rest = total - sumOf(base)
  const order = shares
    .map((s, i) => ({ i, frac: s * total - Math.floor(s * total) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i)
  const out = [...base]
  for (const { i } of order) {
    if (rest <= 0) break
    out[i] = (out[i] ?? 0) + 1
    rest -= 1
  }
  return out
}

const withQuantities = (request: QuoteRequest, designQuantities: number[]): QuoteRequest =>
  request.product === 'label'
    ? { product: 'label', job: { ...request.job, designQuantities } }
    : { product: 'carton', job: { ...request.job, designQuantities } }

const quoteOf = (
  request: QuoteRequest,
  extras: QuoteExtras,
  params: PricingParams,
): PriceQuote | undefined => {
  const result = priceQuote(request, extras, params)
  if (result._tag === 'ProductionDaysUnavailable' && extras.productionDays !== undefined)
    return quoteOf(request, { ...extras, productionDays: undefined }, params)
  return result._tag === 'Quoted' ? result.quote : undefined
}

/**
 * Price-break table over a quantity ladder for one configuration. Rows keep the proof and
 * design service but use Standard processing (expedite eligibility depends on the quantity);
 * rows that would put a design under `MIN_QTY_PER_DESIGN` (§0), off the duplex step, or exceed
 * the sheet are omitted.
 */
export const priceBreaks = (
  request: QuoteRequest,
  extras: QuoteExtras = {},
  options: {
    readonly ladder?: readonly number[]
    readonly baseline?: SavingsBaseline
    /**
     * `standard` (default): every row at Standard processing. `as_quoted`: every row at the
     * speed the quote asks for, so the quote's own row is the quote; a row whose quantity
     * cannot have that speed is priced Standard, as the quote itself would be.
     */
    readonly processing?: 'standard' | 'as_quoted'
  } = {},
  params: PricingParams = defaultPricingParams,
): PriceBreakTable => {
  const ladder = options.ladder ?? DEFAULT_LADDERS[request.product]
  const baseline = options.baseline ?? 'current'
  const standard: QuoteExtras =
    options.processing === 'as_quoted' ? extras : { ...extras, productionDays: undefined }
  const minPerDesign = params.minQtyPerDesign[request.product]
  // Duplex cartons go in steps of 2 per design (docs/product.md section 9).
  const step = request.product === 'carton' && request.job.duplex ? 2 : 1
  const current = request.job.designQuantities
  const quotes = ladder.flatMap((quantity) => {
    const designQuantities = scaleDesignQuantities(current, quantity)
    if (designQuantities.some((q) => q < minPerDesign)) return []
    if (!onQuantityStep(designQuantities, step)) return []
    const quote = quoteOf(withQuantities(request, designQuantities), standard, params)
    return quote === undefined ? [] : [{ quantity, designQuantities, quote }]
  })
  const baselineQuote = baseline === 'first' ? quotes[0]?.quote : quoteOf(request, standard, params)
  const baselineUnitPriceMills = baselineQuote?.unitPriceMills ?? 0
  const rows = quotes.map(({ quantity, designQuantities, quote }) => ({
    quantity,
    designQuantities,
    totalCents: quote.totalCents,
    unitPriceMills: quote.unitPriceMills,
    savingsPercent:
      baselineUnitPriceMills > 0
        ? Math.trunc(
            ((baselineUnitPriceMills - quote.unitPriceMills) * 100) / baselineUnitPriceMills,
          ) || 0
        : 0,
    ...(quote.process === undefined ? {} : { process: quote.process }),
  }))
  return { baseline, baselineUnitPriceMills, rows }
}
