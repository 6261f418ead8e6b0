import { ORDER_STATUS, PRODUCT_TYPE } from '../catalog/ids'
import { findLaminate } from '../catalog/laminates'
import type { ShapeCategory } from '../catalog/shapes'
import { findSubstrate } from '../catalog/substrates'
import type { Order } from '../schema/order'
import type { QuoteEnv } from './quote-env'
import { materialProductType } from './transitions/order-kind'
import { rollDefaultsDue } from './transitions/roll-defaults'
import { shapeCategoryOf } from './transitions/shape'

/** Which quoter steps are shown or enabled (SPEC.md section 4 "Step reveal"). */
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
  const laminate = findLaminate(order.laminate_id)
  const product = materialProductType(order)
  const laminateRuns =
    laminate !== undefined && (laminate.supplies.length > 0 || laminate.default_sku_id > 0)
  const shape = substrate !== undefined && (!substrate.needsLaminate || laminateRuns)
  const size =
    shape &&
    selectShapeCategory(order) !== null &&
    env.dies.some((d) => d.product_type_id === product)
  const labels = product === PRODUCT_TYPE.label
  const application = labels && order.width !== null && order.length !== null
  const sized = labels || (order.width !== null && order.length !== null && order.depth !== null)
  const ready = labels ? order.form_factor_id !== null : sized
  return {
    laminate: substrate !== undefined && substrate.needsLaminate,
    shape,
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
