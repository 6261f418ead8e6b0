import { PRODUCT_TYPE } from '../catalog/ids'
import type { IsoDate } from '../dates/iso-date'
import { evaluateOrder } from '../quote/evaluate-order'
import type { QuoteContext } from '../quote/evaluate-order'
import { shipmentOf } from '../quote/order-shipping'
import type { NoShippingEstimate } from '../quote/order-shipping'
import type { Order } from '../schema/order'
import type { CheckoutAddress } from '../schema/placed-order'
import type { Dimensions, Shipment } from '../shipping/shipment-weight'
import { shippingRates } from '../shipping/shipping-rates'
import type { InvalidDestination } from '../shipping/shipping-rates'

// Each side of the bulkiest item of all lines, smallest side first: the box must hold the
// largest item of every line.
const envelope = (items: readonly Dimensions[]): Dimensions => {
  const sorted = items.map((d) => [...d].sort((a, b) => a - b))
  const side = (i: number) => Math.max(0, ...sorted.map((d) => d[i] ?? 0))
  return [side(0), side(1), side(2)]
}

/** One shipment for several: weights and volumes summed, the largest item of any (§9.1). */
export const combineShipments = (shipments: readonly Shipment[]): Shipment => ({
  weightLb: shipments.reduce((sum, s) => sum + s.weightLb, 0),
  volumeIn3: shipments.reduce((sum, s) => sum + s.volumeIn3, 0),
  largestItem: envelope(shipments.map((s) => s.largestItem)),
})

/** What the cart ships as and when: every physical line packed together, on the latest ship day. */
export type CartShipment =
  | {
      readonly _tag: 'CartShipment'
      /** Null when nothing physical ships (design services only). */
      readonly shipment: Shipment | null
      readonly shipDate: IsoDate
    }
  | NoShippingEstimate

const NOT_PRICED: NoShippingEstimate = {
  _tag: 'NotPriced',
  message: 'Complete the quote to see shipping rates.',
}

/**
 * The cart's shipment: labels and cartons summed; design-service lines ship nothing but are
 * dated with the rest. The goods leave together on the latest line's ship date.
 */
export const cartShipment = (orders: readonly Order[], ctx: QuoteContext): CartShipment => {
  const shipments: Shipment[] = []
  let shipDate: IsoDate | null = null
  for (const order of orders) {
    const { order: evaluated, quote } = evaluateOrder(order, ctx)
    const date = evaluated.ship_due_date
    if (evaluated.quoted_total === null || date === null) return NOT_PRICED
    if (shipDate === null || date > shipDate) shipDate = date
    if (evaluated.product_type_id !== PRODUCT_TYPE.design) {
      if (quote === null) return NOT_PRICED
      shipments.push(shipmentOf(evaluated, quote))
    }
  }
  if (shipDate === null) return NOT_PRICED
  const shipment = shipments.length === 0 ? null : combineShipments(shipments)
  return { _tag: 'CartShipment', shipment, shipDate }
}

/** A shipping option for a cart: a carrier service, or digital delivery of design work. */
export type CartRate = {
  readonly name: string
  readonly code: string
  readonly total: number
  readonly transitDays: number
  readonly estimatedArrival: IsoDate
}

/** The cart's options, when its goods leave, and whether only freight can carry them. */
export type CartRates = {
  readonly _tag: 'CartRates'
  readonly rates: readonly CartRate[]
  readonly freightRequired: boolean
  readonly shipDate: IsoDate
}

/**
 * The shipping service the checkout has chosen once the cart's rates come: the customer's own
 * choice while it is still offered, otherwise the cheapest rate offered (the store's default;
 * rates come soonest first, so the cheapest is the slowest); null when there is none.
 */
export const chosenShippingCode = (
  rates: readonly Pick<CartRate, 'code' | 'total'>[],
  current: string | null,
): string | null => {
  if (rates.some((r) => r.code === current)) return current
  const cheapest = rates.reduce<(typeof rates)[number] | undefined>(
    (best, r) => (best === undefined || r.total < best.total ? r : best),
    undefined,
  )
  return cheapest?.code ?? null
}

/** The one option of a cart of design services: the proofs and files are sent by email. */
export const DIGITAL_DELIVERY = { name: 'Digital delivery', code: 'DIGITAL' } as const

/** A cart with nothing in it: nothing to ship and nothing to place. */
export type CartEmpty = {
  readonly _tag: 'CartEmpty'
  readonly code: 'cart_empty'
  readonly message: string
}
export const CART_EMPTY: CartEmpty = {
  _tag: 'CartEmpty',
  code: 'cart_empty',
  message: 'Your cart is empty.',
}

/**
 * Shipping options for the whole cart to an address (the rate model of shipping-rates.ts): one
 * shipment of every physical line, leaving on the cart's ship date.
 */
export const cartShippingRates = (
  orders: readonly Order[],
  address: CheckoutAddress,
  ctx: QuoteContext,
): CartRates | CartEmpty | InvalidDestination | NoShippingEstimate => {
  if (orders.length === 0) return CART_EMPTY
  const cart = cartShipment(orders, ctx)
  if (cart._tag === 'NotPriced') return cart
  const { shipment, shipDate } = cart
  if (shipment === null) {
    const rate = { ...DIGITAL_DELIVERY, total: 0, transitDays: 0, estimatedArrival: shipDate }
    return { _tag: 'CartRates', rates: [rate], freightRequired: false, shipDate }
  }
  const destination = { ...address, country: address.country.toUpperCase() }
  const result = shippingRates({ shipment, destination, shipDate })
  if (result._tag === 'InvalidDestination') return result
  return {
    _tag: 'CartRates',
    rates: result.rates,
    freightRequired: result.freightRequired,
    shipDate,
  }
}
