// Orders for the rule tests: complete label, carton and design quotes to vary one field at a
// time. (Candidates for the package's ./testing fixtures.)
import { CARTON_LAMINATE, LABEL_LAMINATE } from '../catalog/laminates'
import { DESIGN_TYPE, FORM_FACTOR, PRODUCT_TYPE, SHAPE, SIZE_TYPE } from '../catalog/ids'
import { CARTON_SUBSTRATE, LABEL_SUBSTRATE } from '../catalog/substrates'
import type { DesignsOrder } from '../schema/designs-order'
import { emptyGraphicDesignOrderDetails } from '../schema/graphic-design-values'
import type { GraphicDesignOrderDetails } from '../schema/graphic-design'
import { initialOrder } from '../schema/initial-order'
import type { Order } from '../schema/order'
import type { QuoteUpload } from '../schema/quote-upload'

/** A complete 2" x 3" custom rectangle label order: 1 design x 1,000, White Plastic, Gloss. */
export const labelOrder = (patch: Partial<Order> = {}): Order => ({
  ...initialOrder(PRODUCT_TYPE.label),
  id: 1,
  shape_id: SHAPE.rectangle,
  size_type_id: SIZE_TYPE.custom,
  width: 2,
  length: 3,
  substrate_id: LABEL_SUBSTRATE.whitePlastic,
  laminate_id: LABEL_LAMINATE.gloss,
  form_factor_id: FORM_FACTOR.handApplied,
  design_count: 1,
  design_qty: 1000,
  total_qty: 1000,
  ...patch,
})

/** A complete 4" x 2" x 6" custom Straight Tuck carton order: 1 design x 1,000, SBS, Gloss. */
export const cartonOrder = (patch: Partial<Order> = {}): Order => ({
  ...initialOrder(PRODUCT_TYPE.carton),
  id: 2,
  shape_id: SHAPE.straightTuck,
  size_type_id: SIZE_TYPE.custom,
  width: 2,
  length: 4,
  depth: 6,
  substrate_id: CARTON_SUBSTRATE.brightWhitePaperSbs,
  laminate_id: CARTON_LAMINATE.gloss,
  design_count: 1,
  design_qty: 1000,
  total_qty: 1000,
  ...patch,
})

/** A file upload of a type. */
export const upload = (type: QuoteUpload['type'], id = 1): QuoteUpload => ({
  id,
  order_id: 3,
  s3key: `uploads/${id}`,
  filename: `${type}-${id}.pdf`,
  size: 1000,
  mimetype: 'application/pdf',
  filepicker_id: null,
  filepicker_url: null,
  type,
})

/** An artwork line: design `id` printed `qty` times, optionally linked to another design. */
export const line = (
  id: number,
  qty: number,
  link: { linked_design_id?: number | null; print_sequence?: 1 | 2 | null } = {},
): DesignsOrder => ({
  id,
  design_id: id,
  qty,
  customer_filename: `design-${id}.pdf`,
  signed_url: null,
  customer_filestack_id: null,
  design: {
    id,
    customer_filename: `design-${id}.pdf`,
    is_linked: (link.linked_design_id ?? null) !== null,
    linked_design_id: link.linked_design_id ?? null,
    print_sequence: link.print_sequence ?? null,
  },
})

/** Two designs linked as a duplex or front/back pair. */
export const pair = (a: number, b: number, qty: number): DesignsOrder[] => [
  line(a, qty, { linked_design_id: b, print_sequence: 1 }),
  line(b, qty, { linked_design_id: a, print_sequence: 2 }),
]

/** A complete brief of a design type (label product), every field filled in. */
export const fullBrief = (
  designTypeId: 1 | 2 | 3,
  patch: Partial<GraphicDesignOrderDetails> = {},
): GraphicDesignOrderDetails => ({
  ...emptyGraphicDesignOrderDetails(1),
  design_type_id: designTypeId,
  design_style_preferences: [{ category_id: 1, style_id: 11 }],
  color_preferences: [1],
  comments_graphic_design: 'Change the logo to blue',
  is_vector_logo: false,
  product_industry_id: 209,
  product_regulatory_information: 'FDA nutrition panel',
  brand_description: 'Small-batch hot sauce',
  website_url: 'example.com',
  product_name_description: 'Fuego, a smoky chipotle sauce',
  product_ingredients_directions: 'Peppers, vinegar, salt. Shake well.',
  specific_fonts: 'Futura',
  look_feel_description: 'Bold and warm',
  ...patch,
})

/** A complete design-service order for a label brief. */
export const designOrder = (
  designTypeId: 1 | 2 | 3 = DESIGN_TYPE.custom,
  brief: Partial<GraphicDesignOrderDetails> = {},
  patch: Partial<Order> = {},
): Order => ({
  ...initialOrder(PRODUCT_TYPE.design),
  id: 3,
  substrate_id: LABEL_SUBSTRATE.whitePaper,
  shape_id: SHAPE.rectangle,
  width: 2,
  length: 3,
  form_factor_id: FORM_FACTOR.handApplied,
  designs_orders: designTypeId === DESIGN_TYPE.custom ? [] : [line(1, 1)],
  order_uploads: designTypeId === DESIGN_TYPE.recreation ? [upload('logo')] : [],
  graphic_design_order_details: fullBrief(designTypeId, brief),
  ...patch,
})
