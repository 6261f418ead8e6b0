import { findLaminate } from '../catalog/laminates'
import { findSubstrate } from '../catalog/substrates'
import { BACKING } from '../catalog/ids'
import type { IsoDate } from '../dates/iso-date'
import { defaultPricingParams } from '../pricing/params'
import type { PriceQuote } from '../pricing/quote'
import type { CartonBoard, LabelLaminate, LabelMaterial } from '../pricing/stock-names'
import { outsideDiameter } from '../roll/roll-math'
import type { Order } from '../schema/order'
import type { ShippingAddress } from '../schema/account'
import { cartonShipment, labelShipment } from '../shipping/shipment-weight'
import type { Shipment } from '../shipping/shipment-weight'
import { shippingRates } from '../shipping/shipping-rates'
import type { ShippingRatesResult } from '../shipping/shipping-rates'
import { evaluateOrder } from './evaluate-order'
import type { QuoteContext } from './evaluate-order'

// docs/pricing-model.md §3.6: a PET liner weighs 10 gsm less than glassine.
const PET_GSM_DELTA = -10

/** What a priced order weighs and how bulky it is when packed (docs/pricing-model.md §9.1). */
export const shipmentOf = (
  order: Order,
  quote: PriceQuote,
  params = defaultPricingParams,
): Shipment => {
  const details = quote.details
  if (details.product === 'label') {
    const material =
      params.label.materials[findSubstrate(order.substrate_id)?.pricingKey as LabelMaterial]
    const lamKey = (findLaminate(order.laminate_id)?.pricingKey ?? 'No Laminate') as LabelLaminate
    const laminate = params.label.laminates[lamKey]
    const pet = order.substrate_backing_id === BACKING.pet ? PET_GSM_DELTA : 0
    const rolls = details.rolls.designs.flatMap((d) => [
      ...Array.from({ length: Math.max(0, d.rolls - 1) }, () => d.perRoll),
      ...(d.rolls > 0 ? [d.lastRoll] : []),
    ])
    const core = order.roll_id === 2 ? 1 : 3
    return labelShipment({
      widthIn: order.width ?? 0,
      pitchIn: details.layout.pitchIn,
      gsmTotal: (material?.gsm ?? 0) + (laminate?.gsm ?? 0) + pet,
      quantity: quote.quantity,
      rolls: rolls.map((n) => ({ od: outsideDiameter(details.rollGeometry, n, params.roll) })),
      coreLbPerInch: params.roll.cores[core].lbPerInchOfLength,
    })
  }
  const substrate = findSubstrate(order.substrate_id)
  const boardKey = (findSubstrate(substrate?.standardVariantId) ?? substrate)
    ?.pricingKey as CartonBoard
  const board = params.carton.boards[boardKey]
  return cartonShipment({
    lengthIn: Math.max(order.length ?? 0, order.width ?? 0),
    widthIn: Math.min(order.length ?? 0, order.width ?? 0),
    blankW: details.blank.widthIn,
    blankH: details.blank.heightIn,
    gsmBoard: board?.gsm ?? 0,
    caliperIn: board?.cal ?? 0,
    quantity: quote.quantity,
  })
}

/** Why an order has no shipping estimate yet. */
export type NoShippingEstimate = { readonly _tag: 'NotPriced'; readonly message: string }

/**
 * Shipping options for an order to an address, leaving on the order's ship date
 * (docs/product.md sections 7 and 8: 'Invalid Destination.' without a city).
 */
export const shippingRatesForOrder = (
  order: Order,
  address: ShippingAddress,
  ctx: QuoteContext,
): ShippingRatesResult | NoShippingEstimate => {
  const evaluation = evaluateOrder(order, ctx)
  const quote = evaluation.quote
  const shipDate: IsoDate | null = evaluation.order.ship_due_date
  if (quote === null || shipDate === null)
    return { _tag: 'NotPriced', message: 'Complete the quote to see shipping rates.' }
  return shippingRates({
    shipment: shipmentOf(evaluation.order, quote, ctx.params),
    destination: { ...address, country: address.country ?? 'US' },
    shipDate,
  })
}
