/**
 * Stable machine names of every rule finding (a ValidationError's `code`). Messages are the
 * spec's words and may be reworded; codes never change, so adapters and screens switch on them.
 */
export const ISSUE_CODES = [
  // Size (docs/product.md section 5, "Size checker" and "Size completeness")
  'shape_missing',
  'size_missing',
  'die_id_missing',
  'size_below_minimum',
  'size_above_maximum',
  'size_off_grid',
  'sides_not_equal',
  'label_too_small',
  'label_too_large',
  'carton_width_over_length',
  'carton_too_small',
  'carton_too_large',
  'carton_exceeds_sheet',
  'new_die_size',
  'white_vinyl_too_small',
  // Roll settings (docs/product.md section 5, "Roll settings")
  'narrow_roll_diameter_too_large',
  'roll_diameter_too_large',
  'roll_qty_diameter_too_large',
  'roll_qty_needs_quantities',
  'roll_limit_missing',
  'roll_preset_mismatch',
  'roll_check_failed',
  // Quantities
  'total_qty_missing',
  'quantities_missing',
  'design_qty_missing',
  'design_qty_below_minimum',
  'design_qty_off_step',
  // Options
  'option_unavailable',
  'color_mode_mismatch',
  'duplex_color_unavailable',
  // Standard completeness and artwork
  'material_missing',
  'application_missing',
  'roll_direction_missing',
  'artwork_missing',
  'variable_data_file_missing',
  'artwork_files_odd',
  'artwork_pairs_invalid',
  'comment_too_long',
  'price_missing',
  // Design quote completeness (docs/product.md section 5, "Design quote completeness")
  'design_type_missing',
  'artwork_instructions_missing',
  'logo_files_missing',
  'dimensions_missing',
  'vector_logo_files_missing',
  'industry_missing',
  'regulatory_info_missing',
  'design_style_missing',
  'brand_description_missing',
  'website_missing',
  'product_name_missing',
  'product_ingredients_missing',
  'fonts_missing',
  'look_feel_missing',
  'color_preferences_missing',
] as const

/** The stable machine name of a rule finding. */
export type IssueCode = (typeof ISSUE_CODES)[number]

/**
 * What a blocking finding does to the quote. `unpriceable`: the order cannot be made as asked
 * (a size, quantity, roll or option the plant will not run, or a figure the price rests on is
 * missing), so it has no price, since a price is an offer. `not_ready`: what was asked can be
 * made and keeps its price, but the order needs more before it goes in the cart (artwork, a
 * brief field, a file, a shorter comment).
 */
export type IssueClass = 'unpriceable' | 'not_ready'

/**
 * The class of every rule finding, by code. Notices never stop an order, so their class only
 * says what they would mean if one became blocking.
 */
export const ISSUE_CLASSES: { readonly [C in IssueCode]: IssueClass } = {
  // A design brief asks for a shape and a material too, and its fee does not depend on them:
  // both are not_ready. A label or carton without them has no price all the same, because
  // its pricing input is incomplete (quote/order-job.ts).
  shape_missing: 'not_ready',
  size_missing: 'unpriceable',
  die_id_missing: 'unpriceable',
  size_below_minimum: 'unpriceable',
  size_above_maximum: 'unpriceable',
  size_off_grid: 'unpriceable',
  sides_not_equal: 'unpriceable',
  label_too_small: 'unpriceable',
  label_too_large: 'unpriceable',
  carton_width_over_length: 'unpriceable',
  carton_too_small: 'unpriceable',
  carton_too_large: 'unpriceable',
  // The blank fits no press sheet (docs/pricing-model.md section 5.1): a custom quote, no price.
  carton_exceeds_sheet: 'unpriceable',
  new_die_size: 'unpriceable',
  white_vinyl_too_small: 'unpriceable',
  narrow_roll_diameter_too_large: 'unpriceable',
  roll_diameter_too_large: 'unpriceable',
  roll_qty_diameter_too_large: 'unpriceable',
  roll_qty_needs_quantities: 'not_ready',
  roll_limit_missing: 'not_ready',
  roll_preset_mismatch: 'not_ready',
  // The roll plan could not be checked, so it is not known to be one the plant can wind.
  roll_check_failed: 'unpriceable',
  total_qty_missing: 'unpriceable',
  quantities_missing: 'unpriceable',
  // A design without a quantity would be left out of the price of the designs that have one.
  design_qty_missing: 'unpriceable',
  design_qty_below_minimum: 'unpriceable',
  design_qty_off_step: 'unpriceable',
  option_unavailable: 'unpriceable',
  color_mode_mismatch: 'unpriceable',
  duplex_color_unavailable: 'unpriceable',
  material_missing: 'not_ready',
  application_missing: 'not_ready',
  roll_direction_missing: 'not_ready',
  artwork_missing: 'not_ready',
  variable_data_file_missing: 'not_ready',
  artwork_files_odd: 'not_ready',
  artwork_pairs_invalid: 'not_ready',
  comment_too_long: 'not_ready',
  price_missing: 'unpriceable',
  design_type_missing: 'not_ready',
  artwork_instructions_missing: 'not_ready',
  logo_files_missing: 'not_ready',
  dimensions_missing: 'not_ready',
  vector_logo_files_missing: 'not_ready',
  industry_missing: 'not_ready',
  regulatory_info_missing: 'not_ready',
  design_style_missing: 'not_ready',
  brand_description_missing: 'not_ready',
  website_missing: 'not_ready',
  product_name_missing: 'not_ready',
  product_ingredients_missing: 'not_ready',
  fonts_missing: 'not_ready',
  look_feel_missing: 'not_ready',
  color_preferences_missing: 'not_ready',
}
