import { ORDER_STATUS, PRODUCT_TYPE } from '../catalog/ids'
import { findLaminate } from '../catalog/laminates'
import type { ShapeCategory } from '../catalog/shapes'
import { findSubstrate } from '../catalog/substrates'
import type { Order } from '../schema/order'
import type { QuoteEnv } from '../rules/quote-env'
import { materialProductType } from '../rules/order-kind'
import { rollDefaultsDue } from './transitions/roll-defaults'
import { shapeCategoryOf } from './transitions/shape'

/** Which quoter steps are shown or enabled (docs/product.md section 4 "Step reveal"). */
export type QuoterSteps = {
  /** The laminate picker is shown: the material needs a laminate. */
  readonly laminate: boolean
  readonly shape: boolean
  readonly size: boolean
  /** Select Application (labels only). */
  readonly application: boolean
  /** Quantity: once the size is entered, the price breaks can be shown. */
  readonly quantity: boolean
  readonly artwork: boolean
}

/** Stable names of what a locked step waits for (screens switch on these, never on text). */
export type StepLockCode =
  | 'material_first'
  | 'laminate_first'
  | 'laminate_cannot_run'
  | 'shape_first'
  | 'carton_style_first'
  | 'sizes_unavailable'

/** What a locked step says in place of its content: what the customer does to unlock it. */
export type StepLock = { readonly code: StepLockCode; readonly message: string }

/** The words of each lock (one object each, so a screen re-renders only when the lock changes). */
export const STEP_LOCKS: Readonly<Record<StepLockCode, StepLock>> = {
  material_first: { code: 'material_first', message: 'Choose a material first.' },
  laminate_first: { code: 'laminate_first', message: 'Choose a laminate first.' },
  laminate_cannot_run: {
    code: 'laminate_cannot_run',
    message: 'This laminate is not available: choose another laminate.',
  },
  shape_first: { code: 'shape_first', message: 'Choose a shape first.' },
  carton_style_first: { code: 'carton_style_first', message: 'Choose a carton style first.' },
  sizes_unavailable: {
    code: 'sizes_unavailable',
    message: 'Sizes for this product cannot be loaded right now. Please try again later.',
  },
}

// The shape waits for a material and, where it is laminated, a laminate that can be run
// (supplies or a default sku).
const shapeLock = (order: Order): StepLock | null => {
  const substrate = findSubstrate(order.substrate_id)
  if (substrate === undefined) return STEP_LOCKS.material_first
  if (!substrate.needsLaminate) return null
  const laminate = findLaminate(order.laminate_id)
  if (laminate === undefined) return STEP_LOCKS.laminate_first
  return laminate.supplies.length > 0 || laminate.default_sku_id > 0
    ? null
    : STEP_LOCKS.laminate_cannot_run
}

// The size waits for the shape (or carton style) and the product's dies.
const sizeLock = (order: Order, env: QuoteEnv): StepLock | null => {
  const product = materialProductType(order)
  if (shapeLock(order) !== null || selectShapeCategory(order) === null)
    return product === PRODUCT_TYPE.carton ? STEP_LOCKS.carton_style_first : STEP_LOCKS.shape_first
  return env.dies.some((d) => d.product_type_id === product) ? null : STEP_LOCKS.sizes_unavailable
}

/**
 * Why the Shape (Carton Style) or Size step is still locked, or null once it is open: the step
 * says what the customer does next, e.g. 'Choose a laminate first.' once a laminated material
 * is chosen (docs/product.md section 4, "Step reveal").
 */
export const selectStepLock = (
  step: 'shape' | 'size',
  order: Order,
  env: QuoteEnv,
): StepLock | null => (step === 'shape' ? shapeLock(order) : sizeLock(order, env))

/** The shape category of the order's shape, or null while none is chosen. */
export const selectShapeCategory = (order: Order): ShapeCategory | null => shapeCategoryOf(order)

/**
 * The step reveal of the label and carton quoters. Shape needs a material and, where it is
 * laminated, a laminate that can be run (supplies or a default sku); size needs a shape
 * category and dies of the product; application needs width and length; artwork needs the
 * application (labels) or the full size (cartons), and a saved order (id > 0). Quantity opens
 * with the size (width and length, and depth for cartons), before the application.
 */
export const selectSteps = (order: Order, env: QuoteEnv): QuoterSteps => {
  const substrate = findSubstrate(order.substrate_id)
  const labels = materialProductType(order) === PRODUCT_TYPE.label
  const application = labels && order.width !== null && order.length !== null
  const sized = labels || (order.width !== null && order.length !== null && order.depth !== null)
  const ready = labels ? order.form_factor_id !== null : sized
  const size = sizeLock(order, env) === null
  return {
    laminate: substrate !== undefined && substrate.needsLaminate,
    shape: shapeLock(order) === null,
    size,
    application,
    quantity: size && sized && order.width !== null && order.length !== null,
    artwork: ready && order.id > 0,
  }
}

/** Whether the company account's roll presets should now be applied (they apply once). */
export const selectRollDefaultsDue = (order: Order, env: QuoteEnv): boolean =>
  rollDefaultsDue(order, env)

/** In the cart (status 100): the quoter is in the cart's edit mode, changes autosave. */
export const selectIsInCart = (order: Order): boolean => order.status_id === ORDER_STATUS.inCart

/** Saved to the account (status 200): 'Quote Saved Automatically', no Save Quote button. */
export const selectIsSaved = (order: Order): boolean => order.status_id === ORDER_STATUS.saved

/** Placed at checkout: the order is a snapshot now and the quoter no longer changes it. */
export const selectIsPlaced = (order: Order): boolean => order.status_id === ORDER_STATUS.placed

/**
 * Printed work that still waits for its artwork: no design uploaded and not blank. Design
 * orders never do (the designers make the artwork).
 */
export const selectNeedsArtwork = (order: Order): boolean =>
  order.product_type_id !== PRODUCT_TYPE.design &&
  order.designs_orders.length === 0 &&
  !order.is_blank
