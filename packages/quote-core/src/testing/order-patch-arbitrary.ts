import fc from 'fast-check'
import type { OrderPatch } from '../schema/order'
import {
  dieId,
  inches,
  laminateId,
  nullable,
  shapeId,
  small,
  substrateId,
} from './order-arbitraries'

/** Test support: HTTP patches over catalogue values, any subset of fields. */
export const orderPatchArb: fc.Arbitrary<OrderPatch> = fc.record(
  {
    product_type_id: fc.constantFrom(1 as const, 2 as const, 3 as const),
    substrate_id: nullable(substrateId),
    laminate_id: nullable(laminateId),
    shape_id: nullable(shapeId),
    is_square_corners: fc.boolean(),
    width: nullable(inches),
    length: nullable(inches),
    depth: nullable(inches),
    size_id: nullable(dieId),
    size_type_id: nullable(fc.constantFrom(1, 2)),
    form_factor_id: nullable(small(3).filter((n) => n > 0)),
    color_id: nullable(fc.constantFrom(1, 2, 3, 4)),
    is_duplex: fc.boolean(),
    duplex_color_id: nullable(fc.constantFrom(1, 2, 3)),
    is_front_back: fc.boolean(),
    is_blank: fc.boolean(),
    is_embossing: fc.boolean(),
    is_reverse_print: fc.boolean(),
    is_high_opacity_white: fc.boolean(),
    is_special_roll_qty: fc.boolean(),
    is_fewest_possible_rolls: fc.boolean(),
    roll_diameter_max: nullable(fc.constantFrom(0, 4, 6, 13, 20)),
    roll_qty_max: nullable(fc.constantFrom(0, 50, 500, 20000)),
    total_qty: nullable(fc.constantFrom(0, 1, 2, 1000)),
    design_count: nullable(small(4)),
    design_qty: nullable(fc.constantFrom(1, 250)),
    proof_type_id: fc.constantFrom(1, 2, 3),
    is_printed_proof_only: fc.boolean(),
    is_flat_printed_proof: fc.constantFrom(0 as const, 1 as const),
    processing_id: fc.constantFrom(1, 2),
    delay_expedite: nullable(small(6)),
    comments_customer: fc.string({ maxLength: 10 }),
    is_reorder: fc.boolean(),
    graphic_design_order_details: nullable(
      fc.record(
        {
          design_type_id: nullable(fc.constantFrom(1 as const, 2 as const, 3 as const)),
          design_product_type_id: fc.constantFrom(1 as const, 2 as const),
          brand_description: fc.string({ maxLength: 10 }),
          color_preferences: fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { maxLength: 3 }),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
)
