// The checks the reducers make on values from outside (a design brief being edited, the server's
// artwork lines), written without Effect so that the quoter's first screen loads no Schema code.
// They accept exactly what Schema.is of the matching Schema accepts: plain-guards.prop.test.ts
// holds them to that.
import { DESIGN_TYPE } from '../catalog/ids'
import type { DesignsOrder } from './designs-order'
import type { GraphicDesignOrderDetails } from './graphic-design'
import { MAX_PALETTES, MAX_STYLE_PICKS } from './graphic-design-values'
import { isStorableText } from './storable-text'
import { STORED_MAX_QUANTITY } from './limits'

type Check = (v: unknown) => boolean

const int =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max
const id = int(1, 2_147_483_647)
const quantity = int(0, STORED_MAX_QUANTITY)
const text =
  (max: number): Check =>
  (v) =>
    typeof v === 'string' && v.length <= max && isStorableText(v)
const boolean: Check = (v) => typeof v === 'boolean'
const nullOr =
  (check: Check): Check =>
  (v) =>
    v === null || check(v)
const oneOf =
  (...values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v)
const list =
  (check: Check, maxItems = Infinity): Check =>
  (v) =>
    Array.isArray(v) && v.length <= maxItems && v.every(check)
const struct = (fields: Record<string, Check>): Check => {
  const entries = Object.entries(fields)
  return (v) =>
    typeof v === 'object' &&
    v !== null &&
    entries.every(([k, check]) => check((v as Record<string, unknown>)[k]))
}

const stylePreference = struct({ category_id: id, style_id: id })

const brief = struct({
  design_type_id: nullOr(oneOf(DESIGN_TYPE.edits, DESIGN_TYPE.recreation, DESIGN_TYPE.custom)),
  design_product_type_id: oneOf(1, 2),
  design_style_preferences: list(stylePreference, MAX_STYLE_PICKS),
  color_preferences: list(id, MAX_PALETTES),
  color_preference_specific: text(2000),
  comments_graphic_design: text(5000),
  is_vector_logo: nullOr(boolean),
  product_industry_id: nullOr(id),
  product_regulatory_information: text(5000),
  brand_description: text(5000),
  website_url: text(2048),
  product_name_description: text(5000),
  product_ingredients_directions: text(5000),
  specific_fonts: text(2000),
  look_feel_description: text(5000),
  additional_text: text(5000),
  product_label: text(255),
  is_font_license_needed: (v) => v === undefined || boolean(v),
})

const design = struct({
  id,
  customer_filename: text(255),
  is_linked: boolean,
  linked_design_id: nullOr(id),
  print_sequence: nullOr(oneOf(1, 2)),
})

const designsOrders = list(
  struct({
    id,
    design_id: id,
    qty: quantity,
    customer_filename: text(255),
    signed_url: nullOr(text(2048)),
    design,
    customer_filestack_id: nullOr(text(255)),
  }),
)

/** A design brief that the GraphicDesignOrderDetails Schema accepts (caps of docs/product.md section 9). */
export const isStorableBrief = (v: unknown): v is GraphicDesignOrderDetails => brief(v)

/** A list of artwork lines that the DesignsOrder Schema accepts, line by line. */
export const areStorableLines = (v: unknown): v is readonly DesignsOrder[] => designsOrders(v)
