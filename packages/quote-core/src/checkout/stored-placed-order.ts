import { Schema } from 'effect'
import { EventBy, Payment, PAYMENT_NOT_DUE, PlacedOrderShipment } from '../schema/fulfilment'
import { PlacedOrder, PlacedOrderEvent } from '../schema/placed-order'
import { IsoDate } from '../schema/primitives'
import { NO_TAX, PlacedTax } from '../schema/tax'
import { settlePayment, withLedger } from './payment-ledger'

// How a placed order is read back from storage: orders kept by earlier versions of the store
// read with what they lacked filled in, the payment settled by its ledger.

// Events stored before every event named its author and carried a note.
const StoredPlacedOrderEvent = Schema.Struct({
  ...PlacedOrderEvent.fields,
  note: Schema.optionalWith(Schema.String, { default: () => '' }),
  by: Schema.optionalWith(EventBy, { default: () => 'system' }),
})

const StoredFields = Schema.Struct({
  ...PlacedOrder.fields,
  events: Schema.Array(StoredPlacedOrderEvent),
  payment: Schema.optionalWith(Payment, { default: () => PAYMENT_NOT_DUE }),
  tax: Schema.optionalWith(PlacedTax, { default: () => NO_TAX }),
  shipment: Schema.optionalWith(Schema.NullOr(PlacedOrderShipment), { default: () => null }),
  ship_by: Schema.optionalWith(IsoDate, { exact: true }),
  production_days: Schema.optionalWith(Schema.NullOr(Schema.Int), { default: () => null }),
})

/**
 * A placed order as stored: orders kept before payment, shipment and ship-by existed read with
 * nothing paid, nothing shipped and the ship date quoted at checkout. Written as PlacedOrder.
 */
export const StoredPlacedOrder = Schema.transform(StoredFields, Schema.typeSchema(PlacedOrder), {
  strict: true,
  decode: (stored) => ({
    ...stored,
    ship_by: stored.ship_by ?? stored.shipping.ship_date,
    // The payment as its ledger makes it (an order paid before the ledger gains one entry).
    payment: settlePayment(withLedger(stored.payment, stored.placed_at), {
      total: stored.total,
      cancelled: stored.status === 'cancelled',
    }),
  }),
  encode: (order) => order,
})
