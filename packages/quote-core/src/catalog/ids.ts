/**
 * Stable numeric ids of the reference catalogue. Ids the specification gives are kept
 * (product types 1/2/3, design types 1/2/3, circle 2, oval 4, industry Not Applicable 210,
 * status 100/200, carton types 10/11/55); the rest are this store's own and never change,
 * because saved quotes and carts refer to them.
 */

import type { ItemType } from './item-types'
import { formatCount } from '../maths/format-count'

export const PRODUCT_TYPE = { label: 1, carton: 2, design: 3 } as const
export type ProductTypeId = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE]

/** What one unit of a product is called: "per label", "per carton", "per design". */
export const unitNounOf = (productTypeId: number | null): 'label' | 'carton' | 'design' =>
  productTypeId === PRODUCT_TYPE.carton
    ? 'carton'
    : productTypeId === PRODUCT_TYPE.design
      ? 'design'
      : 'label'

/** What several units of a product are called: "labels", "cartons", "designs". */
export const unitNounsOf = (productTypeId: number | null): `${ReturnType<typeof unitNounOf>}s` =>
  `${unitNounOf(productTypeId)}s`

const PRODUCT_OF_ITEM: Readonly<Record<ItemType, ProductTypeId>> = {
  labels: PRODUCT_TYPE.label,
  cartons: PRODUCT_TYPE.carton,
  design: PRODUCT_TYPE.design,
}

/** What the pieces of a placed order line of this item type are called: "labels", "cartons", "designs". */
export const unitNounsOfItem = (itemType: ItemType) => unitNounsOf(PRODUCT_OF_ITEM[itemType])

export const DESIGN_TYPE = { edits: 1, recreation: 2, custom: 3 } as const
export type DesignTypeId = (typeof DESIGN_TYPE)[keyof typeof DESIGN_TYPE]

/**
 * Order status: an open quote has none; 100 once added to the cart, 200 once saved, 300 once
 * placed at checkout (then it can no longer be edited).
 */
export const ORDER_STATUS = { inCart: 100, saved: 200, placed: 300 } as const
export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]

/**
 * Shapes. Carton types 10 (Auto Lock: its crash-lock bottom needs the larger minimums of
 * docs/product.md section 9), 11 (Straight Tuck) and 55 (custom carton, sized like 11).
 */
export const SHAPE = {
  rectangle: 1,
  circle: 2,
  square: 3,
  oval: 4,
  custom: 5,
  newShape: 6,
  previouslyUsed: 7,
  lipBalm: 8,
  polygon: 9,
  autoLock: 10,
  straightTuck: 11,
  tamperSeal: 12,
  star: 13,
  diamond: 14,
  customCarton: 55,
} as const
export type ShapeId = (typeof SHAPE)[keyof typeof SHAPE]

/** Die (stock size) status: available counts as in stock, anything else is out of stock. */
export const DIE_STATUS = { available: 1, outOfStock: 2 } as const

/** How the order's size was chosen: an existing die, or a custom width x length. */
export const SIZE_TYPE = { die: 1, custom: 2 } as const

export const FORM_FACTOR = { machineApplied: 1, handApplied: 2 } as const
/**
 * Unwind directions, numbered as the label trade's eight-position chart: 1-4 wound out (labels
 * on the outside of the roll), 5-8 wound in (labels facing the core), each by its leading edge.
 */
export const ROLL_DIRECTION = {
  top: 1,
  bottom: 2,
  right: 3,
  left: 4,
  topWoundIn: 5,
  bottomWoundIn: 6,
  rightWoundIn: 7,
  leftWoundIn: 8,
} as const

/** Colour modes. No colour id means full colour (CMYK). */
export const COLOR = { fullColor: 1, blackOnly: 2, whiteOnly: 3, doubleSided: 4 } as const

export const BACKING = { paper: 1, pet: 2 } as const
export const EMBOSSING_TYPE = { identical: 1 } as const

/** Processing: Standard, or Expedited with the chosen production days in delay_expedite. */
export const PROCESSING = { standard: 1, expedited: 2 } as const
export const PROOF_TYPE = { none: 1, digital: 2, printed: 3 } as const

/** Roll cores (order.roll_id): 3 in is the default, 1 in for small hand-applied rolls. */
export const ROLL_CORE = { threeInch: 1, oneInch: 2 } as const

/** Company roll preset type (company_entity.roll_type_id). */
export const ROLL_TYPE = { diameter: 1, quantity: 2 } as const

export const UPLOAD_TYPES = ['logo', 'creative_vision', 'style_reference', 'variable_data'] as const
export type UploadType = (typeof UPLOAD_TYPES)[number]

export const INDUSTRY_NOT_APPLICABLE = 210

/** A count with its noun, singular for one: "1 design", "2,500 labels", "0 cartons". */
export const countOfProduct = (quantity: number, productTypeId: number | null): string =>
  `${formatCount(quantity)} ${quantity === 1 ? unitNounOf(productTypeId) : unitNounsOf(productTypeId)}`

/** A placed line's count with its noun, singular for one: "1 design", "500 cartons". */
export const countOfItem = (quantity: number, itemType: ItemType): string =>
  countOfProduct(quantity, PRODUCT_OF_ITEM[itemType])
