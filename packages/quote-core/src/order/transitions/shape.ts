import { PRODUCT_TYPE } from '../../catalog/ids'
import { defaultShapeOfCategory, findShape, type ShapeCategory } from '../../catalog/shapes'
import type { Order } from '../../schema/order'
import type { QuoteEnv } from '../../rules/quote-env'
import { materialProductType } from '../../rules/order-kind'
import { longerSideAsLength, rematchSize } from './size'
import { withFields } from '../../schema/with-fields'

/** Shape categories each product's picker offers (docs/product.md section 2 "Shape picker"). */
export const shapeCategoriesOf: Readonly<Record<1 | 2, readonly ShapeCategory[]>> = {
  [PRODUCT_TYPE.label]: ['square_rectangle', 'circle_oval', 'custom', 'previously_used'],
  [PRODUCT_TYPE.carton]: ['auto_lock', 'straight_tuck', 'custom_shape'],
}

/** The category of the order's shape, or null when none is chosen. */
export const shapeCategoryOf = (o: Pick<Order, 'shape_id'>): ShapeCategory | null =>
  findShape(o.shape_id)?.category ?? null

/**
 * order/shapeCategorySelected: the category's first shape (the custom die for Custom, the
 * Previously Used placeholder for Previously Used, where the customer picks one next) and no
 * size yet.
 */
export const applyShapeCategorySelected = (state: Order, category: ShapeCategory): Order => {
  if (!shapeCategoriesOf[materialProductType(state)].includes(category)) return state
  if (shapeCategoryOf(state) === category) return state
  return withFields(state, {
    shape_id: defaultShapeOfCategory[category],
    size_id: null,
    size_type_id: null,
    size_s3key: null,
  })
}

/** order/shapeSelected: a selectable shape of the product; equal-sided shapes get length = width. */
export const applyShapeSelected = (state: Order, shapeId: number, env: QuoteEnv): Order => {
  const shape = findShape(shapeId)
  if (shape === undefined || !shape.selectable) return state
  if (shape.productTypeId !== materialProductType(state) || shapeId === state.shape_id) return state
  const squared =
    shape.equalSides && state.width !== null && state.length !== state.width
      ? { length: state.width }
      : {}
  return rematchSize(
    {
      ...state,
      ...squared,
      shape_id: shapeId,
      is_square_corners: shape.hasCorners ? state.is_square_corners : false,
    },
    env,
  )
}

/** order/cornersChanged: Round or Square Corners; labels keep the longer side as length. */
export const applyCornersChanged = (
  state: Order,
  isSquareCorners: boolean,
  env: QuoteEnv,
): Order => {
  if (isSquareCorners === state.is_square_corners) return state
  if (findShape(state.shape_id)?.hasCorners !== true) return state
  return rematchSize(longerSideAsLength({ ...state, is_square_corners: isSquareCorners }), env)
}
