/**
 * Stable machine names of every rule finding (a ValidationError's `code`). Messages are the
 * spec's words and may be reworded; codes never change, so adapters and screens switch on them.
 */
export const ISSUE_CODES = [
  // Size (SPEC.md section 5, "Size checker" and "Size completeness")
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
  'new_die_size',
  'white_vinyl_too_small',
  // Roll settings (SPEC.md section 5, "Roll settings")
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
  // Design quote completeness (SPEC.md section 5, "Design quote completeness")
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
