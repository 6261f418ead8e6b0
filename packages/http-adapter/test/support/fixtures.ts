/** A realistic label quote: 2" x 3" rounded rectangles on white plastic, gloss, machine applied. */
export const labelPatch = {
  product_type_id: 1,
  substrate_id: 1,
  laminate_id: 1,
  shape_id: 1,
  is_square_corners: false,
  width: 2,
  length: 3,
  form_factor_id: 1,
  roll_direction_id: 1,
  design_count: 1,
  design_qty: 1000,
  total_qty: 1000,
} as const

/** A straight tuck carton, 4" x 2" x 6" (length x width x depth), bright white paper with gloss. */
export const cartonPatch = {
  product_type_id: 2,
  substrate_id: 21,
  laminate_id: 11,
  shape_id: 11,
  width: 2,
  length: 4,
  depth: 6,
  design_count: 1,
  design_qty: 500,
  total_qty: 500,
} as const
