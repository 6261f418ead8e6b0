import { PROCESSING, PRODUCT_TYPE, PROOF_TYPE } from '../catalog/ids'
import { addBusinessDays, isBusinessDay } from '../dates/business-calendar'
import { toEasternTime } from '../dates/eastern-time'
import { productionDay0 } from '../dates/production-day'
import type { ScheduleConfig } from '../dates/schedule-config'
import { DEFAULT_SCHEDULE_CONFIG } from '../dates/schedule-config'
import { formatShipDue, shipSchedule } from '../dates/ship-schedule'
import { deriveOrder } from '../order/derive'
import type { QuoteEnv } from '../rules/quote-env'
import { priceDesignOrder } from '../pricing/design-order'
import { isSameDayEligible } from '../pricing/expedite'
import { defaultPricingParams } from '../pricing/params'
import type { PricingParams } from '../pricing/params'
import { priceQuote } from '../pricing/quote'
import type { PriceQuote, QuoteExtras } from '../pricing/quote'
import { unpriceableIssuesPresent } from '../rules/issue'
import { exceedsSheetIssue } from '../rules/size-checker'
import { validateOrder } from '../rules/validate-order'
import type { Order } from '../schema/order'
import type { ValidationError } from '../schema/validation-error'
import { pricingInputOf, requestedProductionDays } from './order-job'
import type { DieStatus, PricingInput } from './order-job'

/** Everything a quote depends on besides the order: the environment, the clock and the tables. */
export type QuoteContext = {
  readonly env: QuoteEnv
  /** The current instant (ISO-8601); the core never reads a clock. */
  readonly now: string
  readonly params?: PricingParams
  readonly schedule?: ScheduleConfig
}

/** An order re-derived, validated, priced and dated. */
export type Evaluation = {
  readonly order: Order
  readonly errors: readonly ValidationError[]
  /** The price, or null while the order is incomplete or cannot be made as asked. */
  readonly quote: PriceQuote | null
  readonly dieStatus: DieStatus | null
}

const beforeCutoffOnBusinessDay = (now: string, schedule: ScheduleConfig): boolean => {
  const et = toEasternTime(now)
  return et.secondOfDay < schedule.cutoffMinutesEt * 60 && isBusinessDay(et.date, schedule.calendar)
}

/** Prices a ready label or carton order, offering same-day only where §8.4 allows it. */
const priceReady = (
  input: Extract<PricingInput, { _tag: 'Ready' }>,
  order: Order,
  ctx: QuoteContext,
  params: PricingParams,
  schedule: ScheduleConfig,
): PriceQuote | null => {
  // Same-day labels (§8.4) need no proof, a stocked die, no embossing or design, a morning
  // order on a business day, and at most 1,000 ft of web: only the last needs a priced layout.
  const mayGoSameDay =
    input.request.product === 'label' &&
    order.proof_type_id === PROOF_TYPE.none &&
    input.dieStatus === 'library' &&
    !order.is_embossing &&
    (input.extras.designService ?? 'none') === 'none' &&
    beforeCutoffOnBusinessDay(ctx.now, schedule)
  let sameDayEligible = false
  if (mayGoSameDay) {
    const standard = priceQuote(
      input.request,
      { ...input.extras, productionDays: undefined },
      params,
    )
    if (standard._tag !== 'Quoted') return null
    const details = standard.quote.details
    sameDayEligible =
      details.product === 'label' &&
      isSameDayEligible({
        beforeCutoffOnBusinessDay: true,
        newDie: false,
        embossing: false,
        designService: false,
        webFeet: details.layout.webFeet,
      })
  }
  const extras: QuoteExtras = { ...input.extras, sameDayEligible }
  const chosen = priceQuote(input.request, extras, params)
  if (chosen._tag === 'Quoted') return chosen.quote
  // A speed no longer on offer (the cut-off passed): quote Standard with the faster options listed.
  const fallback = priceQuote(input.request, { ...extras, productionDays: undefined }, params)
  return fallback._tag === 'Quoted' ? fallback.quote : null
}

const unpriced = {
  quoted_total: null,
  quoted_price_per_label: null,
  quoted_die_charge: null,
  price_breakdown: [],
} as const

const undated = {
  delay_total: null,
  delay_standard: null,
  delay_processing: null,
  delay_new_size: null,
  ship_due_date: null,
  ship_due_formatted: null,
} as const

const priceFields = (quote: PriceQuote) => ({
  quoted_total: quote.totalCents / 100,
  quoted_price_per_label: quote.unitPriceMills / 1000,
  quoted_die_charge: quote.dieChargeCents / 100,
  price_breakdown: quote.lines.map((l) => ({ label: l.label, amount: l.cents / 100 })),
})

/** A design-service order: its fee and extras, and the day the first proof is due (§6). */
const evaluateDesignOrder = (
  order: Order,
  ctx: QuoteContext,
  params: PricingParams,
  schedule: ScheduleConfig,
) => {
  const price = priceDesignOrder(order, params)
  if (price === null) return { ...order, ...unpriced, ...undated }
  const day0 = productionDay0(ctx.now, schedule)
  const due = addBusinessDays(day0, price.days, schedule.calendar)
  return {
    ...order,
    quoted_total: price.totalCents / 100,
    quoted_price_per_label: Math.ceil((price.totalCents * 10) / price.designCount) / 1000,
    quoted_die_charge: 0,
    price_breakdown: price.lines.map((l) => ({ label: l.label, amount: l.cents / 100 })),
    delay_total: price.days,
    delay_standard: price.days,
    delay_processing: price.days,
    delay_new_size: 0,
    ship_due_date: due,
    ship_due_formatted: formatShipDue(due),
  }
}

/**
 * Re-derives, validates, prices and dates an order: the one call behind every change in the
 * quoter, on the server and in the browser alike.
 */
export const evaluateOrder = (order: Order, ctx: QuoteContext): Evaluation => {
  const params = ctx.params ?? defaultPricingParams
  const schedule = ctx.schedule ?? DEFAULT_SCHEDULE_CONFIG
  const derived = deriveOrder(order)
  const errors = validateOrder(derived, ctx.env)
  // A price is an offer: none is made for an order that cannot be made as asked (a size, a
  // quantity, a roll or an option the plant will not run). Findings that only keep the order
  // out of the cart (artwork, a brief field) leave the price in view. docs/product.md section 4 stops
  // re-quoting on size errors; these are among them.
  if (unpriceableIssuesPresent(errors))
    return { order: { ...derived, ...unpriced, ...undated }, errors, quote: null, dieStatus: null }
  if (derived.product_type_id === PRODUCT_TYPE.design) {
    return {
      order: evaluateDesignOrder(derived, ctx, params, schedule),
      errors,
      quote: null,
      dieStatus: null,
    }
  }
  const input = pricingInputOf(derived, ctx.env)
  if (input._tag !== 'Ready') {
    return { order: { ...derived, ...unpriced, ...undated }, errors, quote: null, dieStatus: null }
  }
  const quote = priceReady(input, derived, ctx, params, schedule)
  if (quote === null) {
    // A blank too big for either press sheet gets the model's reason, never an empty list.
    const exceeds =
      priceQuote(input.request, { ...input.extras, productionDays: undefined }, params)._tag ===
      'ExceedsSheet'
    return {
      order: { ...derived, ...unpriced, ...undated },
      errors: exceeds ? [...errors, exceedsSheetIssue()] : errors,
      quote,
      dieStatus: input.dieStatus,
    }
  }
  const ship = shipSchedule(
    {
      orderedAt: ctx.now,
      product: input.request.product,
      proofDays: quote.proof.days,
      designDays: quote.design.days,
      productionDays: quote.production.standard ? undefined : quote.production.productionDays,
      newDie: input.dieStatus !== 'library',
      embossing: derived.is_embossing,
    },
    schedule,
  )
  // The processing choice follows the expedite it was priced with: a speed no longer on offer
  // (same day after the cut-off) was priced and dated Standard, and says so.
  const expedited =
    !quote.production.standard &&
    requestedProductionDays(derived, ship.delays.delay_standard) !== undefined
  return {
    order: {
      ...derived,
      ...priceFields(quote),
      processing_id: expedited ? PROCESSING.expedited : PROCESSING.standard,
      delay_expedite: expedited ? ship.delays.delay_expedite : null,
      delay_total: ship.delays.delay_total,
      delay_standard: ship.delays.delay_standard,
      delay_processing: ship.delays.delay_processing,
      delay_new_size: ship.delays.delay_new_size,
      ship_due_date: ship.shipDate,
      ship_due_formatted: formatShipDue(ship.shipDate),
    },
    errors,
    quote,
    dieStatus: input.dieStatus,
  }
}

/** The order with its price and dates filled in (see `evaluateOrder`). */
export const quoteOrder = (order: Order, ctx: QuoteContext): Order =>
  evaluateOrder(order, ctx).order
