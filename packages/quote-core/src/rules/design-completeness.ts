import { DESIGN_TYPE, FORM_FACTOR, INDUSTRY_NOT_APPLICABLE } from '../catalog/ids'
import { findSubstrate } from '../catalog/substrates'
import type { QuoteEnv } from './quote-env'
import { emptyGraphicDesignOrderDetails } from '../schema/graphic-design-values'
import type { GraphicDesignOrderDetails } from '../schema/graphic-design'
import type { Order } from '../schema/order'
import { issue } from './issue'
import type { Issue } from './issue'
import type { IssueCode } from '../schema/issue-code'

/** Regulatory information needs at least this many characters (docs/product.md section 5). */
export const MIN_REGULATORY_INFO_LENGTH = 2

const blank = (s: string): boolean => s.trim() === ''
const positive = (n: number | null): boolean => n !== null && n > 0

type Check = readonly [
  failed: boolean,
  category: string,
  message: string,
  path: string,
  code: DesignIssueCode,
]

/** Stable names of the design completeness rules (adapters switch on these, never on text). */
export type DesignIssueCode = Extract<
  IssueCode,
  | 'design_type_missing'
  | 'material_missing'
  | 'artwork_missing'
  | 'artwork_instructions_missing'
  | 'logo_files_missing'
  | 'roll_direction_missing'
  | 'shape_missing'
  | 'dimensions_missing'
  | 'vector_logo_files_missing'
  | 'industry_missing'
  | 'regulatory_info_missing'
  | 'design_style_missing'
  | 'brand_description_missing'
  | 'website_missing'
  | 'product_name_missing'
  | 'product_ingredients_missing'
  | 'fonts_missing'
  | 'look_feel_missing'
  | 'color_preferences_missing'
>

const run = (checks: readonly Check[]): Issue[] =>
  checks
    .filter(([failed]) => failed)
    .map(([, category, message, path, code]) => issue(category, message, { path: [path], code }))

const hasUpload = (o: Order, type: Order['order_uploads'][number]['type']): boolean =>
  o.order_uploads.some((u) => u.type === type)

// The material must be one of the brief's product (label or carton materials).
const materialMissing = (o: Order, gd: GraphicDesignOrderDetails): boolean =>
  findSubstrate(o.substrate_id)?.productTypeId !== gd.design_product_type_id

// Edits and recreation work from the customer's files; instructions live in the brief.
const artworkChecks = (o: Order, gd: GraphicDesignOrderDetails): Check[] => [
  [o.designs_orders.length === 0, 'artwork', 'Upload Artwork', 'designs_orders', 'artwork_missing'],
  [
    blank(gd.comments_graphic_design),
    'artwork',
    'Please Provide Artwork Instructions',
    'comments_graphic_design',
    'artwork_instructions_missing',
  ],
  [
    gd.design_type_id === DESIGN_TYPE.recreation && !hasUpload(o, 'logo'),
    'logo',
    'Upload Logo Files',
    'order_uploads',
    'logo_files_missing',
  ],
]

// The quoter step's fields: size and shape, logo, then industry and regulatory information
// (custom only, docs/product.md section 2), so its Next waits for them.
const quoterChecks = (o: Order, gd: GraphicDesignOrderDetails): Check[] => {
  const label = gd.design_product_type_id === 1
  const sized = positive(o.width) && positive(o.length) && (label || positive(o.depth))
  return [
    [
      label && o.form_factor_id === FORM_FACTOR.machineApplied && o.roll_direction_id === null,
      'roll_direction',
      'Select a roll direction',
      'roll_direction_id',
      'roll_direction_missing',
    ],
    [label && o.shape_id === null, 'shape', 'Select A Shape', 'shape_id', 'shape_missing'],
    [
      !sized,
      'size',
      label ? 'Enter label dimensions' : 'Enter carton dimensions',
      'width',
      'dimensions_missing',
    ],
    [
      gd.is_vector_logo === true && !hasUpload(o, 'logo'),
      'logo',
      'Upload Logo Vector Files',
      'order_uploads',
      'vector_logo_files_missing',
    ],
    [
      gd.product_industry_id === null,
      'industry',
      'Select Your Industry',
      'product_industry_id',
      'industry_missing',
    ],
    [
      gd.product_industry_id !== INDUSTRY_NOT_APPLICABLE &&
        gd.product_regulatory_information.trim().length < MIN_REGULATORY_INFO_LENGTH,
      'industry',
      'Enter Industry Regulatory Info',
      'product_regulatory_information',
      'regulatory_info_missing',
    ],
  ]
}

// The design-direction steps; their categories drive the step machine's Next buttons.
const directionChecks = (o: Order, gd: GraphicDesignOrderDetails): Check[] => [
  [
    gd.design_style_preferences.length === 0 && !hasUpload(o, 'style_reference'),
    'design_style',
    'Select Your Design Style Preference',
    'design_style_preferences',
    'design_style_missing',
  ],
  [
    blank(gd.brand_description),
    'brand',
    'Enter Your Brand Description',
    'brand_description',
    'brand_description_missing',
  ],
  [blank(gd.website_url), 'brand', 'Enter Your Website', 'website_url', 'website_missing'],
  [
    blank(gd.product_name_description),
    'product',
    'Enter Your Product Name & Description',
    'product_name_description',
    'product_name_missing',
  ],
  [
    blank(gd.product_ingredients_directions),
    'product',
    'Enter Your Product Ingredients & Directions for Use',
    'product_ingredients_directions',
    'product_ingredients_missing',
  ],
  [blank(gd.specific_fonts), 'brand', 'Preferred Fonts', 'specific_fonts', 'fonts_missing'],
  [
    blank(gd.look_feel_description),
    'brand',
    'Describe Look & Feel',
    'look_feel_description',
    'look_feel_missing',
  ],
  [
    gd.color_preferences.length === 0 && blank(gd.color_preference_specific),
    'color',
    'Select Your Color Preferences',
    'color_preferences',
    'color_preferences_missing',
  ],
]

/** Completeness of a design-service order (docs/product.md section 5, "Design quote completeness"). */
export const checkDesignCompleteness = (order: Order, _env?: QuoteEnv): Issue[] => {
  const gd = order.graphic_design_order_details ?? emptyGraphicDesignOrderDetails()
  if (gd.design_type_id === null)
    return [
      issue(
        'design_type',
        'Choose Artwork Edits, Artwork Recreation or Custom design to start your quote',
        { path: ['graphic_design_order_details'], code: 'design_type_missing' },
      ),
    ]
  const material: Check = [
    materialMissing(order, gd),
    'material',
    'Select a Material',
    'substrate_id',
    'material_missing',
  ]
  if (gd.design_type_id === DESIGN_TYPE.custom)
    return run([material, ...quoterChecks(order, gd), ...directionChecks(order, gd)])
  return run([material, ...artworkChecks(order, gd)])
}
