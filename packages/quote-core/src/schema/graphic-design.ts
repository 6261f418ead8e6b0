import { Schema } from 'effect'
import { DESIGN_TYPE } from '../catalog/ids'
import { MAX_PALETTES, MAX_STYLE_PICKS } from './limits'
import { Flag, Id, Text } from './primitives'

/** A picked design style: a primary category and one of its styles. */
export const StylePreference = Schema.Struct({
  category_id: Id,
  style_id: Id,
})
export type StylePreference = typeof StylePreference.Type

/** The brief of a design-service order (docs/product.md section 3). */
export const GraphicDesignOrderDetails = Schema.Struct({
  design_type_id: Schema.NullOr(
    Schema.Literal(DESIGN_TYPE.edits, DESIGN_TYPE.recreation, DESIGN_TYPE.custom),
  ),
  design_product_type_id: Schema.Literal(1, 2),
  design_style_preferences: Schema.Array(StylePreference).pipe(Schema.maxItems(MAX_STYLE_PICKS)),
  color_preferences: Schema.Array(Id).pipe(Schema.maxItems(MAX_PALETTES)),
  color_preference_specific: Text(2000),
  comments_graphic_design: Text(5000),
  is_vector_logo: Schema.NullOr(Flag),
  product_industry_id: Schema.NullOr(Id),
  product_regulatory_information: Text(5000),
  brand_description: Text(5000),
  website_url: Text(2048),
  product_name_description: Text(5000),
  product_ingredients_directions: Text(5000),
  specific_fonts: Text(2000),
  look_feel_description: Text(5000),
  additional_text: Text(5000),
  product_label: Text(255),
  /** The customer's fonts need a licence bought for print (an extra charge, docs/product.md section 1). */
  is_font_license_needed: Schema.optional(Schema.Boolean),
})
export type GraphicDesignOrderDetails = typeof GraphicDesignOrderDetails.Type

export { MAX_PALETTES, MAX_STYLE_PICKS } from './limits'
