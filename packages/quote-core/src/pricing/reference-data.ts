import { defaultPricingParams } from './params'
import type { PricingParams } from './params'
import type { CartonBoard, LabelMaterial } from './stock-names'
import { QUOTE_CONSTANTS } from '../catalog/constants'
import {
  colors,
  designTypes,
  formFactors,
  industries,
  palettes,
  processingOptions,
  productTypes,
  proofTypes,
  rollDirections,
  shippingOptions,
  styleCategories,
} from '../catalog/enumerations'
import { laminates } from '../catalog/laminates'
import { shapes } from '../catalog/shapes'
import { substrates } from '../catalog/substrates'
import type { Substrate } from '../catalog/substrates'

/** Physical figures of a material, read from the pricing tables (one source for the numbers). */
const stockFigures = (s: Substrate, params: PricingParams) => {
  if (s.productTypeId === 1) {
    const m = params.label.materials[s.pricingKey as LabelMaterial]
    return { caliper_in: m.cal, weight_gsm: m.gsm, cost_per_msi: m.sub }
  }
  const b = params.carton.boards[s.pricingKey as CartonBoard]
  return { caliper_in: b.cal, weight_gsm: b.gsm, cost_per_msi: b.brd }
}

/**
 * Everything the quoter preloads (packages/http-adapter/API.md#health-reference-data-blog): every list with stable ids,
 * substrates with the attributes the rules use and their categories for the material tabs.
 */
export const referenceData = (params: PricingParams = defaultPricingParams) => ({
  product_types: productTypes,
  design_types: designTypes,
  substrates: substrates.map((s) => ({
    id: s.id,
    label: s.label,
    product_type_id: s.productTypeId,
    info: s.info,
    image: `${s.pricingKey.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
    hoverImage: `${s.pricingKey.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-hover.svg`,
    categories: s.categories,
    listed: s.listed,
    swatch: s.swatch,
    attributes: {
      needs_laminate: s.needsLaminate,
      excluded_laminate_ids: s.excludedLaminateIds,
      duplex_capable: s.duplexCapable,
      clear: s.clear,
      reverse_print: s.clear,
      black_ink_capable: s.blackInkCapable,
      white_ink_capable: s.whiteInkCapable,
      needs_white_underprint: s.needsWhiteUnderprint,
      high_opacity_white_default: s.highOpacityWhiteDefault,
      default_backing_id: s.defaultBackingId,
      customizable_backing: s.customizableBacking,
      coated_variant_id: s.coatedVariantId,
      standard_variant_id: s.standardVariantId,
      duplex_color_ids: s.duplexColorIds,
      ...stockFigures(s, params),
    },
  })),
  laminates: laminates.map((l) => ({
    id: l.id,
    label: l.label,
    product_type_id: l.productTypeId,
    info: l.info,
    image: l.image,
    hoverImage: l.hoverImage,
    default_sku_id: l.default_sku_id,
    supplies: l.supplies,
  })),
  form_factors: formFactors,
  roll_directions: rollDirections,
  processing: processingOptions.map((p) => ({
    id: p.id,
    label: p.label,
    product_type_id: p.productTypeId,
    production_days: p.productionDays,
  })),
  proof_types: proofTypes,
  shapes: shapes.map((s) => ({
    id: s.id,
    key: s.key,
    label: s.label,
    product_type_id: s.productTypeId,
    category: s.category,
    equal_sides: s.equalSides,
    has_corners: s.hasCorners,
    selectable: s.selectable,
  })),
  colors,
  industries,
  palettes,
  style_categories: styleCategories,
  shipping_options: shippingOptions,
  constants: QUOTE_CONSTANTS,
})

export type ReferenceData = ReturnType<typeof referenceData>
