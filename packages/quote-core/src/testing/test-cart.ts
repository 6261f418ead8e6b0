import { fixedNow, guestEnv, labelQuotePatch, cartonQuotePatch, buildOrder } from './fixtures'
import type { OrderPatch } from '../schema/order'
import type { CheckoutAddress, PlacedOrder, PlacedOrderLine } from '../schema/placed-order'
import type { QuoteContext } from '../quote/evaluate-order'
import { applyPlacedOrderEvent, type PlacedOrderEventInput } from '../checkout/placed-order-status'

/** The context of the checkout tests: a guest's quote on a fixed Tuesday morning. */
export const ctx: QuoteContext = { env: guestEnv, now: fixedNow }

/** A label order and a carton order as the quoter builds them. */
export const labelOrder = (patch: OrderPatch = {}, id = 1) =>
  buildOrder({ ...labelQuotePatch, ...patch }, guestEnv, id)
export const cartonOrder = (patch: OrderPatch = {}, id = 2) =>
  buildOrder({ ...cartonQuotePatch, ...patch }, guestEnv, id)

/** A business address in Chicago. */
export const chicago: CheckoutAddress = {
  name: 'Ada Buyer',
  company: 'Acme Foods',
  address1: '1 Main St',
  address2: '',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
  country: 'US',
  phone: '',
  is_residential: false,
}

const at = '2025-03-05T10:00:00.000Z'
const line = (order_id: number): PlacedOrderLine => ({
  order_id,
  item_type: 'labels',
  description: 'Roll labels',
  quantity: 1000,
  unit_price: 0.2,
  subtotal: 200,
  proof_status: 'awaiting_proof',
  proof: null,
  customer_comment: null,
})
/** A placed order of two label lines waiting for their proofs. */
export const placedOrderFixture = (lines = [line(1), line(2)]): PlacedOrder => ({
  id: 1,
  number: 'DC-10000001',
  status: 'awaiting_proof',
  placed_at: at,
  email: 'a@b.co',
  address: { ...chicago, name: 'A', company: '', address1: '1 Main' },
  shipping: {
    code: '03',
    name: 'Ground',
    total: 10,
    ship_date: '2025-03-12',
    estimated_arrival: '2025-03-14',
  },
  lines,
  subtotal: 400,
  tax: { rate: 0, amount: 0, jurisdiction: '', exempt: false },
  total: 410,
  po_number: null,
  notes: null,
  events: [],
  payment: { status: 'not_due', method: null, amount_paid: 0, ledger: [], pending_refunds: [] },
  shipment: null,
  ship_by: '2025-03-12',
  production_days: 2,
})

/** A placed order after the events, each of which must apply (a refusal throws its message). */
export const applyEvents = (order: PlacedOrder, ...events: PlacedOrderEventInput[]): PlacedOrder =>
  events.reduce((o, e) => {
    const r = applyPlacedOrderEvent(o, e)
    if (r._tag !== 'Moved') throw new Error(r.message)
    return r.order
  }, order)
