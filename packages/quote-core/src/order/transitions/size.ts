import type { Die } from '../../catalog/dies'
import { PRODUCT_TYPE, SHAPE, SIZE_TYPE } from '../../catalog/ids'
import { findShape } from '../../catalog/shapes'
import { findMatchingDie } from '../../rules/die-match'
import type { Order } from '../../schema/order'
import type { QuoteEnv } from '../../rules/quote-env'
import { materialProductType } from '../../rules/order-kind'
import { withFields } from '../../schema/with-fields'

/** Largest dimension the Order Schema stores (schema/primitives.ts `Inches`). */
export const MAX_INCHES = 1000

const validInches = (v: number | null | undefined): boolean =>
  v === undefined || v === null || (Number.isFinite(v) && v >= 0 && v <= MAX_INCHES)

/**
 * Resolves the size against the die library: a matching die gives size_id, the die size type
 * and its shape image; otherwise the size is custom (a new die, docs/product.md section 4 "Shapes and
 * dies"). Square/Rectangle always picks Rectangle, but a square die of the same size is the
 * same cut, so it is matched too rather than charging a new die.
 */
export const rematchSize = (state: Order, env: QuoteEnv): Order => {
  const productTypeId = materialProductType(state)
  const key = {
    productTypeId,
    shapeId: state.shape_id,
    width: state.width,
    length: state.length,
    depth: productTypeId === PRODUCT_TYPE.carton ? state.depth : null,
    isSquareCorners: state.is_square_corners,
  }
  const die =
    findMatchingDie(env.dies, key) ??
    (state.shape_id === SHAPE.rectangle && state.width === state.length
      ? findMatchingDie(env.dies, { ...key, shapeId: SHAPE.square })
      : undefined)
  if (die !== undefined)
    return withFields(state, {
      shape_id: die.shape_id,
      size_id: die.id,
      size_type_id: SIZE_TYPE.die,
      size_s3key: die.s3key,
    })
  const complete =
    state.width !== null &&
    state.length !== null &&
    (productTypeId !== PRODUCT_TYPE.carton || state.depth !== null)
  return withFields(state, {
    size_id: null,
    size_type_id: complete ? SIZE_TYPE.custom : null,
    size_s3key: null,
  })
}

/** Labels are described and wound with the longer side as length (docs/product.md section 4). */
export const longerSideAsLength = (state: Order): Order =>
  materialProductType(state) === PRODUCT_TYPE.label &&
  state.width !== null &&
  state.length !== null &&
  state.width > state.length
    ? { ...state, width: state.length, length: state.width }
    : state

/** Circle/Oval follows the size; Square/Rectangle sizes are rectangles (docs/product.md section 4). */
const shapeForSize = (state: Order): number | null => {
  const category = findShape(state.shape_id)?.category
  if (category === 'circle_oval' && state.width !== null && state.length !== null)
    return state.width === state.length ? SHAPE.circle : SHAPE.oval
  if (category === 'square_rectangle') return SHAPE.rectangle
  return state.shape_id
}

/** order/sizeChanged: new dimensions, the shape they imply, then the die match. */
export const applySizeChanged = (
  state: Order,
  dims: { width?: number | null; length?: number | null; depth?: number | null },
  env: QuoteEnv,
): Order => {
  if (!validInches(dims.width) || !validInches(dims.length) || !validInches(dims.depth))
    return state
  const carton = materialProductType(state) === PRODUCT_TYPE.carton
  const sized = withFields(state, {
    ...(dims.width === undefined ? {} : { width: dims.width }),
    ...(dims.length === undefined ? {} : { length: dims.length }),
    // Labels have no depth.
    ...(dims.depth === undefined || !carton ? {} : { depth: dims.depth }),
  })
  if (sized === state) return state
  return rematchSize({ ...sized, shape_id: shapeForSize(sized) }, env)
}

/** The order on a library die: its size, shape and corners (docs/product.md section 2 "Selected-die panel"). */
const onDie = (state: Order, die: Die, sizeTypeId: number): Order =>
  withFields(state, {
    size_id: die.id,
    size_type_id: sizeTypeId,
    size_s3key: die.s3key,
    shape_id: die.shape_id,
    width: die.width,
    length: die.length,
    depth: materialProductType(state) === PRODUCT_TYPE.carton ? die.depth : null,
    is_square_corners: die.is_square_corners,
  })

const usableDie = (state: Order, dieId: number, env: QuoteEnv): Die | undefined => {
  const die = env.dies.find((d) => d.id === dieId)
  if (die === undefined || die.product_type_id !== materialProductType(state)) return undefined
  const shape = findShape(die.shape_id)
  const dimsOk = validInches(die.width) && validInches(die.length) && validInches(die.depth)
  return shape !== undefined && shape.productTypeId === die.product_type_id && dimsOk
    ? die
    : undefined
}

/** order/dieSelected: a die from the list, 'Use this Size' or Search By Die ID. */
export const applyDieSelected = (state: Order, dieId: number, env: QuoteEnv): Order => {
  const die = usableDie(state, dieId, env)
  return die === undefined ? state : onDie(state, die, die.size_type_id)
}

/** order/previousCustomSizeSelected: the customer's earlier custom size, now a die (docs/product.md section 4). */
export const applyPreviousCustomSizeSelected = (
  state: Order,
  dieId: number,
  env: QuoteEnv,
): Order => {
  const die = usableDie(state, dieId, env)
  return die === undefined ? state : onDie(state, die, SIZE_TYPE.die)
}
