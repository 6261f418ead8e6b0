import { PRODUCT_TYPE, SHAPE } from './ids'

export type ShapeCategory =
  | 'square_rectangle'
  | 'circle_oval'
  | 'custom'
  | 'previously_used'
  | 'auto_lock'
  | 'straight_tuck'
  | 'custom_shape'

/** How the pricing model prices the cutting rule of a shape (docs/pricing-model.md section 3.8). */
export type DieGeometry = 'rectangle' | 'square' | 'circle' | 'oval' | 'custom'

export type Shape = {
  readonly id: number
  readonly key: string
  readonly label: string
  readonly productTypeId: 1 | 2
  readonly category: ShapeCategory
  readonly geometry: DieGeometry
  /** Width and length are always equal (circle, square). */
  readonly equalSides: boolean
  /** The shape has a corner style (round or square corners). */
  readonly hasCorners: boolean
  /** Listed in the shape pickers (previously_used is a picker tab, not a shape). */
  readonly selectable: boolean
}

const s = (
  id: number,
  key: string,
  label: string,
  productTypeId: 1 | 2,
  category: ShapeCategory,
  geometry: DieGeometry,
  extra: Partial<Pick<Shape, 'equalSides' | 'hasCorners' | 'selectable'>> = {},
): Shape => ({
  id,
  key,
  label,
  productTypeId,
  category,
  geometry,
  equalSides: false,
  hasCorners: false,
  selectable: true,
  ...extra,
})

const L = PRODUCT_TYPE.label
const C = PRODUCT_TYPE.carton

export const shapes: readonly Shape[] = [
  s(SHAPE.rectangle, 'rectangle', 'Rectangle', L, 'square_rectangle', 'rectangle', {
    hasCorners: true,
  }),
  s(SHAPE.square, 'square', 'Square', L, 'square_rectangle', 'square', {
    hasCorners: true,
    equalSides: true,
  }),
  s(SHAPE.circle, 'circle', 'Circle', L, 'circle_oval', 'circle', { equalSides: true }),
  s(SHAPE.oval, 'oval', 'Oval', L, 'circle_oval', 'oval'),
  s(SHAPE.star, 'star', 'Star', L, 'custom', 'custom'),
  s(SHAPE.diamond, 'diamond', 'Diamond', L, 'custom', 'custom'),
  s(SHAPE.lipBalm, 'chapstick', 'Lip Balm', L, 'custom', 'rectangle'),
  s(SHAPE.polygon, 'polygon', 'Polygon', L, 'custom', 'custom'),
  s(SHAPE.tamperSeal, 'tamper_seal', 'Tamper Seal', L, 'custom', 'rectangle'),
  s(SHAPE.custom, 'custom', 'Custom', L, 'custom', 'custom'),
  s(SHAPE.newShape, 'new_shape', 'Create New Shape', L, 'custom', 'custom'),
  s(SHAPE.previouslyUsed, 'previously_used', 'Previously Used', L, 'previously_used', 'custom', {
    selectable: false,
  }),
  s(SHAPE.autoLock, 'auto_lock', 'Auto Lock', C, 'auto_lock', 'custom'),
  s(SHAPE.straightTuck, 'straight_tuck', 'Straight Tuck', C, 'straight_tuck', 'custom'),
  s(SHAPE.customCarton, 'custom_shape', 'Custom Shape', C, 'custom_shape', 'custom'),
]

const byId = new Map(shapes.map((x) => [x.id, x]))

/** The shape with this id, or undefined. */
export const findShape = (id: number | null | undefined): Shape | undefined =>
  id === null || id === undefined ? undefined : byId.get(id)

/**
 * The shape a category starts on when the customer picks it. Custom starts on the custom die
 * (searched by die ID, or one of its sub-shapes picked next) and Previously Used on its own
 * placeholder, so the order knows its category and the size step opens (docs/product.md section 4).
 */
export const defaultShapeOfCategory: Readonly<Record<ShapeCategory, number>> = {
  square_rectangle: SHAPE.rectangle,
  circle_oval: SHAPE.circle,
  custom: SHAPE.custom,
  previously_used: SHAPE.previouslyUsed,
  auto_lock: SHAPE.autoLock,
  straight_tuck: SHAPE.straightTuck,
  custom_shape: SHAPE.customCarton,
}

/** Carton style the pricing model uses for a carton shape. */
export const cartonStyleOf = (shapeId: number): 'straight_tuck' | 'auto_lock' | 'custom' =>
  shapeId === SHAPE.autoLock
    ? 'auto_lock'
    : shapeId === SHAPE.straightTuck
      ? 'straight_tuck'
      : 'custom'
