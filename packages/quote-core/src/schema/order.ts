import { Schema } from 'effect'
import { ORDER_STATUS, PROCESSING, PRODUCT_TYPE, PROOF_TYPE, ROLL_CORE } from '../catalog/ids'
import { DesignsOrder } from './designs-order'
import { GraphicDesignOrderDetails } from './graphic-design'
import { Dollars, Flag, FlagBit, Id, Inches, IsoDate, Quantity, Text } from './primitives'
import { QuoteUpload } from './quote-upload'

/** The quoter version every order is stamped with (SPEC.md section 9). */
export const QUOTER_VERSION = '20210301-2-new'

const NullableId = Schema.NullOr(Id)
const NullableInches = Schema.NullOr(Inches)
const NullableQuantity = Schema.NullOr(Quantity)

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
  /** Production days of the chosen expedited service (PRICING-MODEL section 8.4). */
  delay_expedite: NullableQuantity,
  proof_type_id: Id,
  /** How many of each design when the total is split evenly. */
  design_qty: NullableQuantity,
  /** Pieces across all designs. */
  total_qty: NullableQuantity,
  /** How many designs (artwork versions). */
  design_count: NullableQuantity,
  is_color_matching: Flag,
  pantone_qty: Schema.Int.pipe(Schema.between(0, 20)),
  pantone_comments: Text(2000),
  comments_customer: Text(5000),
  comments_preprinting: Text(5000),
  customer_label: Schema.NullOr(Text(255)),
  graphic_design_order_details: Schema.NullOr(GraphicDesignOrderDetails),
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
  duplex_aware_total_qty: NullableQuantity,
  duplex_aware_design_qty: NullableQuantity,
  duplex_aware_total_qty_with_split: NullableQuantity,
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
} as const

/** The order (quote) with every field of SPEC.md section 3. */
export const Order = Schema.Struct({ ...orderInputFields, ...orderServerFields })
export type Order = typeof Order.Type

/** A change to an order: any subset of the customer-editable fields. */
export const OrderPatch = Schema.partial(
  Schema.Struct({
    ...orderInputFields,
    graphic_design_order_details: Schema.NullOr(Schema.partial(GraphicDesignOrderDetails)),
  }),
)
export type OrderPatch = typeof OrderPatch.Type

/** A fresh, empty quote of a product type, as the quoter starts it. */
export const initialOrder = (productTypeId: 1 | 2 | 3 = PRODUCT_TYPE.label): Order => ({
  id: 0,
  user_id: null,
  status_id: null,
  product_type_id: productTypeId,
  size_id: null,
  size_type_id: null,
  size_s3key: null,
  shape_id: null,
  width: null,
  length: null,
  depth: null,
  is_reorder: false,
  is_square_corners: false,
  is_special_roll_qty: false,
  is_blank: false,
  is_embossing: false,
  embossing_type_id: null,
  is_design_in_progress: false,
  is_reverse_print: false,
  is_duplex: false,
  is_front_back: false,
  is_account_roll_defaults_applied: false,
  is_fewest_possible_rolls: false,
  roll_max: null,
  roll_diameter_max: null,
  roll_qty_max: null,
  roll_id: ROLL_CORE.threeInch,
  form_factor_id: null,
  roll_direction_id: null,
  color_id: null,
  duplex_color_id: null,
  substrate_id: null,
  is_customizable_backing: false,
  substrate_backing_id: null,
  laminate_id: null,
  is_variable_data: false,
  is_variable_print_only: false,
  is_printed_proof_only: false,
  is_flat_printed_proof: 0,
  variable_data_special_requests: '',
  is_high_opacity_black: false,
  is_high_opacity_white: false,
  processing_id: PROCESSING.standard,
  delay_expedite: null,
  proof_type_id: PROOF_TYPE.digital,
  design_qty: null,
  total_qty: null,
  design_count: null,
  is_color_matching: false,
  pantone_qty: 0,
  pantone_comments: '',
  comments_customer: '',
  comments_preprinting: '',
  customer_label: null,
  graphic_design_order_details: null,
  duplex_aware_total_qty: null,
  duplex_aware_design_qty: null,
  duplex_aware_total_qty_with_split: null,
  size_description: '',
  color_label: '',
  substrate_label: '',
  laminate_label: '',
  laminate_supplies: [],
  delay_total: null,
  delay_standard: null,
  delay_processing: null,
  delay_new_size: null,
  quoter_version_id: QUOTER_VERSION,
  quoted_total: null,
  quoted_price_per_label: null,
  quoted_die_charge: null,
  price_breakdown: [],
  repeat_length: null,
  ship_due_date: null,
  ship_due_formatted: null,
  order_uploads: [],
  designs_orders: [],
})
