import { Schema } from 'effect'
import { DESIGN_TYPE } from '../catalog/ids'
import { Flag, Id, Text } from './primitives'

/** A picked design style: a primary category and one of its styles. */
export const StylePreference = Schema.Struct({
  category_id: Id,
  style_id: Id,
})
export type StylePreference = typeof StylePreference.Type

/** Most style picks and palettes a brief may hold (SPEC.md section 9). */
export const MAX_STYLE_PICKS = 3
export const MAX_PALETTES = 3

/** The brief of a design-service order (SPEC.md section 3). */
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
  /** The customer's fonts need a licence bought for print (an extra charge, SPEC.md section 1). */
  is_font_license_needed: Schema.optional(Schema.Boolean),
})
export type GraphicDesignOrderDetails = typeof GraphicDesignOrderDetails.Type

/** An empty brief for a new design order. */
export const emptyGraphicDesignOrderDetails = (
  productTypeId: 1 | 2 = 1,
): GraphicDesignOrderDetails => ({
  design_type_id: null,
  design_product_type_id: productTypeId,
  design_style_preferences: [],
  color_preferences: [],
  color_preference_specific: '',
  comments_graphic_design: '',
  is_vector_logo: null,
  product_industry_id: null,
  product_regulatory_information: '',
  brand_description: '',
  website_url: '',
  product_name_description: '',
  product_ingredients_directions: '',
  specific_fonts: '',
  look_feel_description: '',
  additional_text: '',
  product_label: '',
  is_font_license_needed: false,
})
