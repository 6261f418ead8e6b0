import { Schema } from 'effect'
import { ITEM_TYPES } from '../catalog/item-types'
import { CHECKOUT_FIELD_MESSAGES, checkoutAddressIssues } from './checkout-fields'
import { ShippingRate } from './account'
import { EventBy, Payment, PlacedOrderShipment, StaffAction } from './fulfilment'
import { PLACED_ORDER_STATUSES, PROOF_STATUSES } from './placed-order-values'
import { LineReorder } from './reorder'
import { ProductionSpec, SpecRow } from './production-spec'
import { PlacedTax, TaxRates } from './tax'
import { Dollars, Flag, Id, IsoDate, IsoDateTime, StoredQuantity, Text } from './primitives'

const Required = (max: number, message = 'is required') =>
  Text(max).pipe(Schema.filter((s) => s.trim() !== '' || message))

/**
 * A ship-to address for checkout. US addresses need a known state and a 5-digit ZIP (ZIP+4
 * allowed); other domestic countries (PR, GU, VI) a ZIP; elsewhere state and postcode are free
 * text, and only the Worldwide services are offered (the shipping model decides by country).
 */
export const CheckoutAddress = Schema.Struct({
  name: Required(120, CHECKOUT_FIELD_MESSAGES.name_missing),
  company: Schema.optionalWith(Text(120), { default: () => '' }),
  address1: Required(255, CHECKOUT_FIELD_MESSAGES.address1_missing),
  address2: Schema.optionalWith(Text(255), { default: () => '' }),
  city: Required(120, CHECKOUT_FIELD_MESSAGES.city_missing),
  state: Schema.optionalWith(Text(60), { default: () => '' }),
  zip: Schema.optionalWith(Text(20), { default: () => '' }),
  country: Schema.optionalWith(
    Schema.String.pipe(
      Schema.pattern(/^[A-Za-z]{2}$/, { message: () => 'must be a two-letter country code' }),
    ),
    { default: () => 'US' },
  ),
  phone: Schema.optionalWith(Text(40), { default: () => '' }),
  is_residential: Schema.optionalWith(Flag, { default: () => false }),
}).pipe(
  // State and ZIP as the checkout form names them (quote-core's checkoutAddressIssues).
  Schema.filter((a) =>
    checkoutAddressIssues(a)
      .filter((i) => i.path === 'address.state' || i.path === 'address.zip')
      .map((i) => ({ path: [i.path.slice('address.'.length)], message: i.message })),
  ),
)
export type CheckoutAddress = typeof CheckoutAddress.Type

const Email = Text(254).pipe(
  Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => 'must be an email address' }),
)

/** POST /carts/rates. */
export const CartRatesRequest = Schema.Struct({ address: CheckoutAddress })
export type CartRatesRequest = typeof CartRatesRequest.Type

/** POST /carts/checkout (the Idempotency-Key travels in a header). */
export const CheckoutRequest = Schema.Struct({
  address: CheckoutAddress,
  shipping_code: Text(10).pipe(Schema.minLength(1, { message: () => 'is required' })),
  email: Schema.optionalWith(Email, { exact: true }),
  po_number: Schema.optionalWith(Schema.NullOr(Text(60)), { default: () => null }),
  notes: Schema.optionalWith(Schema.NullOr(Text(2000)), { default: () => null }),
})
export type CheckoutRequest = typeof CheckoutRequest.Type

/** A client-made key that makes retries of one checkout place one order. */
export const IdempotencyKey = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{8,100}$/, {
    message: () => 'must be 8 to 100 letters, digits, dashes or underscores (a UUID)',
  }),
)

/** Where one line's proof stands. */
export const ProofStatus = Schema.Literal(...PROOF_STATUSES)
export type ProofStatus = typeof ProofStatus.Type
export { PROOF_STATUSES }

/**
 * Where a placed order stands (packages/http-adapter/API.md): the proof stages of its lines, then production;
 * the transitions live in placed-order-status.ts.
 */
export const PlacedOrderStatus = Schema.Literal(...PLACED_ORDER_STATUSES)
export type PlacedOrderStatus = typeof PlacedOrderStatus.Type
export { PLACED_ORDER_STATUSES }

export const ItemType = Schema.Literal(...ITEM_TYPES)
export type ItemType = typeof ItemType.Type

/** The proof file of a line (the file itself is served by the server). */
export const ProofFile = Schema.Struct({
  filename: Schema.String,
  mimetype: Schema.String,
  uploaded_at: IsoDateTime,
})
export type ProofFile = typeof ProofFile.Type

export const PlacedOrderLine = Schema.Struct({
  order_id: Id,
  item_type: ItemType,
  description: Schema.String,
  quantity: StoredQuantity,
  /** Per piece, dollars (3 decimals at most); informative: `subtotal` is what is owed. */
  unit_price: Dollars,
  subtotal: Dollars,
  proof_status: ProofStatus,
  proof: Schema.NullOr(ProofFile),
  /** The customer's last answer to the proof. */
  customer_comment: Schema.NullOr(Schema.String),
  /** Set when the line repeats an earlier order's line (a reorder). */
  reorder: Schema.optionalWith(LineReorder, { exact: true }),
  /** What the customer chose, row by row (answers to the customer; never stored). */
  chosen: Schema.optionalWith(Schema.Array(SpecRow), { exact: true }),
  /** Every fact the plant needs (staff answers only; never stored). */
  production: Schema.optionalWith(ProductionSpec, { exact: true }),
})
export type PlacedOrderLine = typeof PlacedOrderLine.Type

/** The rate chosen at checkout, with the dates it was quoted for. */
export const PlacedShipping = Schema.Struct({
  ...ShippingRate.pick('code', 'name', 'total').fields,
  /** The day the goods are due to leave the plant, as quoted at checkout. */
  ship_date: IsoDate,
  estimated_arrival: IsoDate,
})
export type PlacedShipping = typeof PlacedShipping.Type

/** One change in a placed order's life: when, the status after it, what happened, and by whom. */
export const PlacedOrderEvent = Schema.Struct({
  at: IsoDateTime,
  status: PlacedOrderStatus,
  note: Schema.String,
  by: EventBy,
  /** A staff note kept from the customer. */
  internal: Schema.optionalWith(Schema.Boolean, { exact: true }),
})
export type PlacedOrderEvent = typeof PlacedOrderEvent.Type

/** A number such as DC-10042. */
export const PlacedOrderNumber = Schema.String.pipe(
  Schema.pattern(/^DC-\d{5,12}$/, { message: () => 'must be an order number like DC-10042' }),
)

/** A placed order: a snapshot of the cart at checkout plus its prepress history. */
export const PlacedOrder = Schema.Struct({
  id: Id,
  number: PlacedOrderNumber,
  status: PlacedOrderStatus,
  placed_at: IsoDateTime,
  email: Schema.String,
  address: CheckoutAddress,
  shipping: PlacedShipping,
  lines: Schema.Array(PlacedOrderLine),
  subtotal: Dollars,
  /** Sales tax from the ship-to state (none where the shop collects none). */
  tax: PlacedTax,
  /** `subtotal` + `shipping.total` + `tax.amount`, to the cent. */
  total: Dollars,
  po_number: Schema.NullOr(Schema.String),
  notes: Schema.NullOr(Schema.String),
  events: Schema.Array(PlacedOrderEvent),
  payment: Payment,
  shipment: Schema.NullOr(PlacedOrderShipment),
  /** The day the plant must ship to keep the promised date (moves when the last proof is approved). */
  ship_by: IsoDate,
  /**
   * Business days from the last proof approval to shipping, as chosen at checkout (the
   * turnaround); null for orders placed before it was kept.
   */
  production_days: Schema.NullOr(Schema.Int),
})
export type PlacedOrder = typeof PlacedOrder.Type

/** A placed order in the staff list, marked when its ship-by day has passed unshipped. */
export const AdminPlacedOrder = Schema.extend(
  PlacedOrder,
  Schema.Struct({
    late: Schema.Boolean,
    /** When staff owe the next proof (noon ET the business day after its artwork); null: none owed. */
    proof_due: Schema.optionalWith(Schema.NullOr(IsoDateTime), { default: () => null }),
    /** That proof is owed past its deadline. */
    proof_overdue: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  }),
)
export type AdminPlacedOrder = typeof AdminPlacedOrder.Type

/** GET /api/admin/orders: the orders asked for, and how many orders are in each status. */
export const AdminOrderList = Schema.Struct({
  placed_orders: Schema.Array(AdminPlacedOrder),
  counts: Schema.Record({ key: PlacedOrderStatus, value: Schema.Int }),
})
export type AdminOrderList = typeof AdminOrderList.Type

/** One artwork file the customer sent for an item, as staff list it (the server serves it at url). */
export const PlacedArtworkFile = Schema.Struct({
  id: Id,
  filename: Schema.String,
  /** The type the file was found to be by its content (not by its name). */
  content_type: Schema.String,
  size_bytes: Schema.Int.pipe(Schema.nonNegative()),
  url: Schema.String,
})
export type PlacedArtworkFile = typeof PlacedArtworkFile.Type

/** The artwork files of one item of a placed order (none yet: an empty list). */
export const LineArtwork = Schema.Struct({
  order_id: Id,
  files: Schema.Array(PlacedArtworkFile),
})
export type LineArtwork = typeof LineArtwork.Type

/**
 * GET /api/admin/orders/{number}: the order, what staff may do to it now, and the artwork of
 * every item, in the order's item order.
 */
export const AdminOrderPage = Schema.Struct({
  placed_order: PlacedOrder,
  allowed_actions: Schema.Array(StaffAction),
  /**
   * The account that placed the order, with its net days (0: pays before production); null for
   * a guest's order. Absent from older answers: null.
   */
  customer_account: Schema.optionalWith(
    Schema.NullOr(Schema.Struct({ email: Schema.String, net_days: Schema.Int })),
    { default: () => null },
  ),
  artwork: Schema.Array(LineArtwork),
})
export type AdminOrderPage = typeof AdminOrderPage.Type

/** POST /account/orders/placed/{number}/proof. */
export const ProofDecision = Schema.Struct({
  order_id: Id,
  decision: Schema.Literal('approve', 'changes'),
  comment: Schema.optionalWith(Schema.NullOr(Text(2000)), { default: () => null }),
})
export type ProofDecision = typeof ProofDecision.Type

/** The answer of POST /carts/rates: the whole cart's options to one address. */
export const CartRatesAnswer = Schema.Struct({
  rates: Schema.Array(ShippingRate),
  freightRequired: Schema.Boolean,
  /**
   * The sales tax that applies at this address: the shop's rate for its state (none where it
   * collects none) and the buyer's resale certificate, so that the checkout's totals add the
   * tax the order will be charged (quote-core's salesTaxOf, as at checkout).
   */
  tax: Schema.optionalWith(
    Schema.Struct({ rates: TaxRates, certificate: Schema.NullOr(Schema.String) }),
    { default: () => ({ rates: {}, certificate: null }) },
  ),
})
export type CartRatesAnswer = typeof CartRatesAnswer.Type

/** The query of GET /api/admin/orders: one status, and text found in number, email or company. */
export const AdminOrdersQuery = Schema.Struct({
  status: Schema.optional(PlacedOrderStatus),
  q: Schema.optional(Text(120)),
})
export type AdminOrdersQuery = typeof AdminOrdersQuery.Type
