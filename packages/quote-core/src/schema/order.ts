import { Schema } from 'effect'
import { ORDER_STATUS, PRODUCT_TYPE } from '../catalog/ids'
import { DesignsOrder } from './designs-order'
import { GraphicDesignOrderDetails } from './graphic-design'
import {
  DesignCount,
  Dollars,
  Flag,
  FlagBit,
  Id,
  Inches,
  IsoDate,
  Quantity,
  StoredQuantity,
  Text,
} from './primitives'
import { QuoteUpload } from './quote-upload'
import { MAX_PANTONES } from './limits'
import { ReorderOf } from './reorder'

const NullableId = Schema.NullOr(Id)
const NullableInches = Schema.NullOr(Inches)
const NullableQuantity = Schema.NullOr(Quantity)
const NullableStoredQuantity = Schema.NullOr(StoredQuantity)

/**
 * The fields a customer changes (through the quoter's controls). Everything a POST to
 * /orders/quoter/{id} may carry is here; the server derives the rest.
 */
export const orderInputFields = {
  product_type_id: Schema.Literal(PRODUCT_TYPE.label, PRODUCT_TYPE.carton, PRODUCT_TYPE.design),
  size_id: NullableId,
  size_type_id: NullableId,
  shape_id: NullableId,
  width: NullableInches,
  length: NullableInches,
  depth: NullableInches,
  is_reorder: Flag,
  is_square_corners: Flag,
  is_special_roll_qty: Flag,
  is_blank: Flag,
  is_embossing: Flag,
  is_design_in_progress: Flag,
  is_reverse_print: Flag,
  is_duplex: Flag,
  is_front_back: Flag,
  is_fewest_possible_rolls: Flag,
  roll_diameter_max: NullableInches,
  roll_qty_max: NullableQuantity,
  /** Roll core: 1 = 3 in (default), 2 = 1 in. */
  roll_id: NullableId,
  form_factor_id: NullableId,
  roll_direction_id: NullableId,
  /** The account's applicator profile the rolls are fitted to (roll-fit.ts), or none. */
  applicator_profile_id: NullableId,
  /** The customer locked the unwind after seeing it in the unwind preview. */
  is_roll_direction_locked: Flag,
  color_id: NullableId,
  duplex_color_id: NullableId,
  substrate_id: NullableId,
  substrate_backing_id: NullableId,
  laminate_id: NullableId,
  is_variable_data: Flag,
  is_variable_print_only: Flag,
  is_printed_proof_only: Flag,
  is_flat_printed_proof: FlagBit,
  variable_data_special_requests: Text(5000),
  is_high_opacity_black: Flag,
  is_high_opacity_white: Flag,
  processing_id: Id,
  /** Production days of the chosen expedited service (docs/pricing-model.md section 8.4). */
  delay_expedite: NullableQuantity,
  proof_type_id: Id,
  /** How many of each design when the total is split evenly. */
  design_qty: NullableQuantity,
  /** Pieces across all designs. */
  total_qty: NullableQuantity,
  /** How many designs (artwork versions). */
  design_count: Schema.NullOr(DesignCount),
  is_color_matching: Flag,
  pantone_qty: Schema.Int.pipe(Schema.between(0, MAX_PANTONES)),
  pantone_comments: Text(2000),
  comments_customer: Text(5000),
  comments_preprinting: Text(5000),
  customer_label: Schema.NullOr(Text(255)),
  graphic_design_order_details: Schema.NullOr(GraphicDesignOrderDetails),
} as const

/**
 * The counts as an order stored before today's ceilings may hold them (limits.ts): a stored
 * order keeps reading, and what a customer sends is held to the ceilings by OrderPatch.
 */
export const storedCountFields = {
  roll_qty_max: NullableStoredQuantity,
  delay_expedite: NullableStoredQuantity,
  design_qty: NullableStoredQuantity,
  total_qty: NullableStoredQuantity,
  design_count: NullableStoredQuantity,
} as const

export const PriceLine = Schema.Struct({ label: Schema.String, amount: Schema.Number })
export type PriceLine = typeof PriceLine.Type

/** Fields the server fills in: identity, status and everything derived from the inputs. */
export const orderServerFields = {
  id: Schema.Int.pipe(Schema.nonNegative()),
  user_id: Schema.NullOr(Schema.String),
  status_id: Schema.NullOr(
    Schema.Literal(ORDER_STATUS.inCart, ORDER_STATUS.saved, ORDER_STATUS.placed),
  ),
  size_s3key: Schema.NullOr(Schema.String),
  embossing_type_id: NullableId,
  is_account_roll_defaults_applied: Flag,
  is_customizable_backing: Flag,
  /** The width's roll-diameter limit in force when presets were applied (inches). */
  roll_max: NullableInches,
  duplex_aware_total_qty: NullableStoredQuantity,
  duplex_aware_design_qty: NullableStoredQuantity,
  duplex_aware_total_qty_with_split: NullableStoredQuantity,
  size_description: Schema.String,
  color_label: Schema.String,
  substrate_label: Schema.String,
  laminate_label: Schema.String,
  laminate_supplies: Schema.Array(Schema.String),
  delay_total: NullableQuantity,
  delay_standard: NullableQuantity,
  delay_processing: NullableQuantity,
  delay_new_size: NullableQuantity,
  quoter_version_id: Schema.String,
  quoted_total: Schema.NullOr(Dollars),
  quoted_price_per_label: Schema.NullOr(Dollars),
  quoted_die_charge: Schema.NullOr(Dollars),
  price_breakdown: Schema.Array(PriceLine),
  repeat_length: NullableInches,
  ship_due_date: Schema.NullOr(IsoDate),
  ship_due_formatted: Schema.NullOr(Schema.String),
  order_uploads: Schema.Array(QuoteUpload),
  designs_orders: Schema.Array(DesignsOrder),
  /** The placed line this quote repeats (a reorder), or null. */
  reorder_of: Schema.NullOr(ReorderOf),
} as const

/** The order (quote) with every field of docs/product.md section 3, as stored and answered. */
export const Order = Schema.Struct({
  ...orderInputFields,
  ...storedCountFields,
  ...orderServerFields,
})
export type Order = typeof Order.Type

/** A change to an order: any subset of the customer-editable fields. */
export const OrderPatch = Schema.partial(
  Schema.Struct({
    ...orderInputFields,
    graphic_design_order_details: Schema.NullOr(Schema.partial(GraphicDesignOrderDetails)),
  }),
)
export type OrderPatch = typeof OrderPatch.Type
