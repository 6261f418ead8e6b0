import { PROCESSING } from '../catalog/ids'
import type { IsoDate } from '../dates/iso-date'
import { formatShipDue } from '../dates/ship-schedule'
import { processingSelected } from '../order/actions'
import { orderReducer } from '../order/reducer'
import type { Order } from '../schema/order'
import { shippingRates } from '../shipping/shipping-rates'
import type { ShippingCode, ShippingServiceName } from '../shipping/shipping-rates'
import { evaluateOrder } from './evaluate-order'
import type { QuoteContext } from './evaluate-order'
import { shipmentOf } from './order-shipping'

/** When and where the customer needs the goods. */
export type NeedByRequest = {
  /** The day the goods must be in hand (the destination's calendar day). */
  readonly needBy: IsoDate
  /** The destination's 5-digit US ZIP code: transit time and rates depend on its zone. */
  readonly zip: string
  readonly isResidential?: boolean
}

/** One way to get the order there: a processing speed with a shipping service. */
export type DeliveryOption = {
  readonly processing_id: number
  /** Expedited production days; null for Standard. */
  readonly delay_expedite: number | null
  /** 'Standard', or 'Expedited (1 business day)' and the like. */
  readonly processing_label: string
  readonly shipping_code: ShippingCode
  readonly shipping_name: ShippingServiceName
  /** Dollars. */
  readonly shipping_total: number
  /** The order's quoted total at this speed, dollars. */
  readonly goods_total: number
  /** Goods and shipping, dollars. */
  readonly total: number
  readonly ship_date: IsoDate
  readonly arrival: IsoDate
}

/** The answer to "Need it by": the cheapest option on time, or the earliest there is. */
export type NeedByPlan =
  | {
      readonly _tag: 'OnTime'
      readonly choice: DeliveryOption
      readonly options: readonly DeliveryOption[]
    }
  | {
      readonly _tag: 'TooLate'
      /** The option arriving first (the cheapest of those arriving that day). */
      readonly earliest: DeliveryOption
      readonly message: string
      readonly options: readonly DeliveryOption[]
    }
  | { readonly _tag: 'Unavailable'; readonly message: string }

const cents = (dollars: number): number => Math.round(dollars * 100)

const processingLabel = (days: number | null): string =>
  days === null
    ? 'Standard'
    : `Expedited (${days === 0 ? 'same day' : `${days} business day${days === 1 ? '' : 's'}`})`

/** "Arrives by Tue, Dec 8": how the storefront shows a delivery date beside the price. */
export const formatArrivesBy = (date: IsoDate): string => `Arrives by ${formatShipDue(date)}`

type Speed = { readonly order: Order; readonly days: number | null }

/** The order at every production speed the quote offers now (Standard first). */
const speedsOf = (order: Order, ctx: QuoteContext): readonly Speed[] => {
  const standard = orderReducer(
    order,
    processingSelected({ processingId: PROCESSING.standard }),
    ctx.env,
  )
  const offered = evaluateOrder(standard, ctx).quote?.expediteOptions ?? []
  const speeds: Speed[] = [{ order: standard, days: null }]
  for (const option of offered) {
    if (option.standard) continue
    const action = processingSelected({
      processingId: PROCESSING.expedited,
      expediteDays: option.productionDays,
    })
    const next = orderReducer(order, action, ctx.env)
    if (
      next.processing_id === PROCESSING.expedited &&
      next.delay_expedite === option.productionDays
    )
      speeds.push({ order: next, days: option.productionDays })
  }
  return speeds
}

/**
 * Every processing speed with every shipping service to the ZIP, as the quote stands at
 * `ctx.now` (the 10am ET cut-off and business days included); an empty list with a message
 * when the order cannot be priced or the ZIP cannot be quoted.
 */
export const deliveryOptions = (
  order: Order,
  request: Omit<NeedByRequest, 'needBy'>,
  ctx: QuoteContext,
): { readonly options: readonly DeliveryOption[] } | { readonly message: string } => {
  const options: DeliveryOption[] = []
  for (const speed of speedsOf(order, ctx)) {
    const evaluation = evaluateOrder(speed.order, ctx)
    const { quote } = evaluation
    const shipDate = evaluation.order.ship_due_date
    const goods = evaluation.order.quoted_total
    if (quote === null || shipDate === null || goods === null) continue
    // A speed the clock no longer allows is priced as Standard: it is not an option of its own.
    if (speed.days !== null && quote.production.productionDays !== speed.days) continue
    const rates = shippingRates({
      shipment: shipmentOf(evaluation.order, quote, ctx.params),
      // Transit and rates depend on the ZIP's zone; the rate call's city check is the form's.
      destination: {
        zip: request.zip,
        city: request.zip,
        country: 'US',
        is_residential: request.isResidential ?? false,
      },
      shipDate,
    })
    if (rates._tag === 'InvalidDestination') return { message: rates.message }
    for (const rate of rates.rates)
      options.push({
        processing_id: speed.days === null ? PROCESSING.standard : PROCESSING.expedited,
        delay_expedite: speed.days,
        processing_label: processingLabel(speed.days),
        shipping_code: rate.code,
        shipping_name: rate.name,
        shipping_total: rate.total,
        goods_total: goods,
        total: (cents(goods) + cents(rate.total)) / 100,
        ship_date: shipDate,
        arrival: rate.estimatedArrival,
      })
  }
  if (options.length === 0) return { message: 'Complete the quote to plan a delivery date.' }
  return { options }
}

const cheaper = (a: DeliveryOption, b: DeliveryOption): number =>
  cents(a.total) - cents(b.total) || (a.arrival < b.arrival ? -1 : a.arrival > b.arrival ? 1 : 0)

const sooner = (a: DeliveryOption, b: DeliveryOption): number =>
  (a.arrival < b.arrival ? -1 : a.arrival > b.arrival ? 1 : 0) || cents(a.total) - cents(b.total)

/**
 * "Need it by": the cheapest combination of processing speed and shipping service whose
 * estimated arrival is on or before `needBy`; when none is, says so and gives the earliest
 * possible arrival. The clock is `ctx.now`.
 */
export const planNeedBy = (order: Order, request: NeedByRequest, ctx: QuoteContext): NeedByPlan => {
  const found = deliveryOptions(order, request, ctx)
  if ('message' in found) return { _tag: 'Unavailable', message: found.message }
  const { options } = found
  const onTime = options.filter((o) => o.arrival <= request.needBy)
  const [choice] = [...onTime].sort(cheaper)
  if (choice !== undefined) return { _tag: 'OnTime', choice, options }
  const [earliest] = [...options].sort(sooner)
  if (earliest === undefined) return { _tag: 'Unavailable', message: 'No delivery option found.' }
  return {
    _tag: 'TooLate',
    earliest,
    message: `We can't deliver by ${formatShipDue(request.needBy)}. The earliest arrival is ${formatShipDue(earliest.arrival)} (${earliest.processing_label}, ${earliest.shipping_name}).`,
    options,
  }
}

/**
 * The option "Need it by" sets the order to: the cheapest arriving on time, otherwise the
 * earliest there is; null when there is none.
 */
export const needByChoice = (plan: NeedByPlan): DeliveryOption | null => {
  switch (plan._tag) {
    case 'OnTime':
      return plan.choice
    case 'TooLate':
      return plan.earliest
    case 'Unavailable':
      return null
  }
}

/** The option the order is set to now (its processing speed) with the given shipping service. */
export const selectedDelivery = (
  options: readonly DeliveryOption[],
  order: Pick<Order, 'processing_id' | 'delay_expedite'>,
  shippingCode: string,
): DeliveryOption | undefined => {
  const days = order.processing_id === PROCESSING.expedited ? order.delay_expedite : null
  return options.find(
    (o) =>
      o.processing_id === order.processing_id &&
      o.delay_expedite === days &&
      o.shipping_code === shippingCode,
  )
}
