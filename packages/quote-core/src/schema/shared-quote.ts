import { Schema } from 'effect'
import { GraphicDesignOrderDetails } from './graphic-design'
import type { Order } from './order'
import { orderInputFields, orderServerFields, PriceLine, storedCountFields } from './order'
import { Dollars, Id, IsoDate, IsoDateTime, StoredQuantity } from './primitives'
import { SHARED_CHOICE_KEYS } from './shared-quote-values'

/** One row of the price-break table: what the same configuration costs at another quantity. */
export const PriceBreak = Schema.Struct({
  quantity: StoredQuantity,
  total: Dollars,
  per_unit: Dollars,
  /** Whole percent saved per unit against the quote's own row; negative on a dearer run. */
  savings_percent: Schema.Number.pipe(Schema.finite()),
  is_current: Schema.Boolean,
})
export type PriceBreak = typeof PriceBreak.Type

// The customer's free-text fields (notes, the saved-quote name, the design brief's prose) can
// hold names and contact details: a shared quote carries the choices and the price only.
const {
  customer_label: _label,
  comments_customer: _comments,
  comments_preprinting: _preprinting,
  variable_data_special_requests: _variable,
  pantone_comments: _pantone,
  graphic_design_order_details: _brief,
  ...choiceFields
} = orderInputFields

/** Of a design-service brief, only what prices it: the service and the product designed. */
export const SharedDesignService = GraphicDesignOrderDetails.pipe(
  Schema.pick('design_type_id', 'design_product_type_id'),
)
export type SharedDesignService = typeof SharedDesignService.Type

/**
 * A shared quote (packages/http-adapter/API.md#shared-quotes-and-pdf-quotes): a read-only snapshot of an
 * order's choices, price, price breaks and dates as they were when it was shared. It never
 * holds the owner's identity, free-text notes or uploads; per-design quantities stay, file
 * names do not.
 */
export const SharedQuote = Schema.Struct({
  ...choiceFields,
  // Snapshots taken before today's ceilings still read (the order's own stored counts).
  ...storedCountFields,
  graphic_design_order_details: Schema.NullOr(SharedDesignService),
  /** The shared order's number, as the PDF names it. */
  quote_number: Id,
  size_description: orderServerFields.size_description,
  color_label: orderServerFields.color_label,
  substrate_label: orderServerFields.substrate_label,
  laminate_label: orderServerFields.laminate_label,
  quoted_total: Dollars,
  quoted_price_per_label: orderServerFields.quoted_price_per_label,
  quoted_die_charge: orderServerFields.quoted_die_charge,
  price_breakdown: Schema.Array(PriceLine),
  price_breaks: Schema.Array(PriceBreak),
  /** Pieces of each design, in order. */
  design_quantities: Schema.Array(StoredQuantity),
  ship_due_date: Schema.NullOr(IsoDate),
  ship_due_formatted: Schema.NullOr(Schema.String),
  created_at: IsoDateTime,
  valid_until: IsoDate,
})
export type SharedQuote = typeof SharedQuote.Type

/** The answer of POST /orders/quoter/{orderId}/share: the link's token and page. */
export const ShareLink = Schema.Struct({
  token: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{22,128}$/)),
  url: Schema.String.pipe(Schema.startsWith('/q/')),
})
export type ShareLink = typeof ShareLink.Type

// SHARED_CHOICE_KEYS (shared-quote-values.ts) names exactly the choice fields of the Schema.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _sharedChoiceKeys: SameKeys<(typeof SHARED_CHOICE_KEYS)[number], keyof typeof choiceFields> =
  true
export { SHARED_CHOICE_KEYS }

/** The Order fields a shared quote keeps as they are. */
export type SharedChoices = Pick<Order, keyof typeof choiceFields>
