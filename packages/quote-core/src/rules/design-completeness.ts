import { DESIGN_TYPE, FORM_FACTOR, INDUSTRY_NOT_APPLICABLE } from '../catalog/ids'
import { findSubstrate } from '../catalog/substrates'
import type { QuoteEnv } from '../order/quote-env'
import { emptyGraphicDesignOrderDetails } from '../schema/graphic-design-values'
import type { GraphicDesignOrderDetails } from '../schema/graphic-design'
import type { Order } from '../schema/order'
import { issue } from './issue'
import type { Issue } from './issue'

/** Regulatory information needs at least this many characters (SPEC.md section 5). */
export const MIN_REGULATORY_INFO_LENGTH = 2

const blank = (s: string): boolean => s.trim() === ''
const positive = (n: number | null): boolean => n !== null && n > 0

type Check = readonly [failed: boolean, category: string, message: string, path: string]

const run = (checks: readonly Check[]): Issue[] =>
  checks
    .filter(([failed]) => failed)
    .map(([, category, message, path]) => issue(category, message, { path: [path] }))

const hasUpload = (o: Order, type: Order['order_uploads'][number]['type']): boolean =>
  o.order_uploads.some((u) => u.type === type)

// The material must be one of the brief's product (label or carton materials).
const materialMissing = (o: Order, gd: GraphicDesignOrderDetails): boolean =>
  findSubstrate(o.substrate_id)?.productTypeId !== gd.design_product_type_id

// Edits and recreation work from the customer's files; instructions live in the brief.
const artworkChecks = (o: Order, gd: GraphicDesignOrderDetails): Check[] => [
  [o.designs_orders.length === 0, 'artwork', 'Upload Artwork', 'designs_orders'],
  [
    blank(gd.comments_graphic_design),
    'artwork',
    'Please Provide Artwork Instructions',
    'comments_graphic_design',
  ],
  [
    gd.design_type_id === DESIGN_TYPE.recreation && !hasUpload(o, 'logo'),
    'logo',
    'Upload Logo Files',
    'order_uploads',
  ],
]

const quoterChecks = (o: Order, gd: GraphicDesignOrderDetails): Check[] => {
  const label = gd.design_product_type_id === 1
  const sized = positive(o.width) && positive(o.length) && (label || positive(o.depth))
  return [
    [
      label && o.form_factor_id === FORM_FACTOR.machineApplied && o.roll_direction_id === null,
      'roll_direction',
      'Select a roll direction',
      'roll_direction_id',
    ],
    [label && o.shape_id === null, 'shape', 'Select A Shape', 'shape_id'],
    [!sized, 'size', label ? 'Enter label dimensions' : 'Enter carton dimensions', 'width'],
    [
      gd.is_vector_logo === true && !hasUpload(o, 'logo'),
      'logo',
      'Upload Logo Vector Files',
      'order_uploads',
    ],
  ]
}

// The design-direction steps; their categories drive the step machine's Next buttons.
const directionChecks = (o: Order, gd: GraphicDesignOrderDetails): Check[] => [
  [gd.product_industry_id === null, 'product', 'Select Your Industry', 'product_industry_id'],
  [
    gd.product_industry_id !== INDUSTRY_NOT_APPLICABLE &&
      gd.product_regulatory_information.trim().length < MIN_REGULATORY_INFO_LENGTH,
    'product',
    'Enter Industry Regulatory Info',
    'product_regulatory_information',
  ],
  [
    gd.design_style_preferences.length === 0 && !hasUpload(o, 'style_reference'),
    'design_style',
    'Select Your Design Style Preference',
    'design_style_preferences',
  ],
  [blank(gd.brand_description), 'brand', 'Enter Your Brand Description', 'brand_description'],
  [blank(gd.website_url), 'brand', 'Enter Your Website', 'website_url'],
  [
    blank(gd.product_name_description),
    'product',
    'Enter Your Product Name & Description',
    'product_name_description',
  ],
  [
    blank(gd.product_ingredients_directions),
    'product',
    'Enter Your Product Ingredients & Directions for Use',
    'product_ingredients_directions',
  ],
  [blank(gd.specific_fonts), 'brand', 'Preferred Fonts', 'specific_fonts'],
  [blank(gd.look_feel_description), 'brand', 'Describe Look & Feel', 'look_feel_description'],
  [
    gd.color_preferences.length === 0 && blank(gd.color_preference_specific),
    'color',
    'Select Your Color Preferences',
    'color_preferences',
  ],
]

/** Completeness of a design-service order (SPEC.md section 5, "Design quote completeness"). */
export const checkDesignCompleteness = (order: Order, _env?: QuoteEnv): Issue[] => {
  const gd = order.graphic_design_order_details ?? emptyGraphicDesignOrderDetails()
  if (gd.design_type_id === null)
    return [
      issue(
        'design_type',
        'Choose Artwork Edits, Artwork Recreation or Custom design to start your quote',
        {
          path: ['graphic_design_order_details'],
        },
      ),
    ]
  const material: Check = [
    materialMissing(order, gd),
    'material',
    'Select a Material',
    'substrate_id',
  ]
  if (gd.design_type_id === DESIGN_TYPE.custom)
    return run([material, ...quoterChecks(order, gd), ...directionChecks(order, gd)])
  return run([material, ...artworkChecks(order, gd)])
}
