// The design brief's caps and empty value, without the Schemas: code on a page's first screen can
// use them without loading Effect.
import type { GraphicDesignOrderDetails } from './graphic-design'

export { MAX_PALETTES, MAX_STYLE_PICKS } from './limits'

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
