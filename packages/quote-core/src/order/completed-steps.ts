import { PRODUCT_TYPE } from '../catalog/ids'
import { sizeErrorsPresent, type Issue } from '../rules/issue'
import type { Order } from '../schema/order'
import { materialProductType } from '../rules/order-kind'

/** Which quoter steps show their tick (docs/product.md section 4, "Step reveal"). */
export type CompletedSteps = {
  readonly material: boolean
  readonly laminate: boolean
  readonly shape: boolean
  readonly size: boolean
  /** Select Application (labels). */
  readonly application: boolean
  /** Quantity: the order's total (labels and cartons). */
  readonly quantity: boolean
  /** Upload Artwork with its quantities (labels, cartons, design artwork). */
  readonly artwork: boolean
  /** Artwork Instructions (design edits and recreation). */
  readonly instructions: boolean
  /** Your Logo (design orders). */
  readonly logo: boolean
  /** Industry & Regulatory Information (custom design). */
  readonly industry: boolean
}

const blockingIn = (issues: readonly Issue[], category: string) =>
  issues.some((i) => i.blocking && i.category === category)

const blockingCode = (issues: readonly Issue[], code: string) =>
  issues.some((i) => i.blocking && i.code === code)

const positive = (n: number | null): boolean => n !== null && n > 0

// A design order is sized once its dimensions are entered (a carton's depth too) and the design
// rules no longer ask for them: edits and recreation may go without a size, and then the step
// shows its number, not a tick. A label needs width and length, a carton its depth too, and no
// size error held against them.
const sizeComplete = (order: Order, issues: readonly Issue[]): boolean => {
  if (order.product_type_id === PRODUCT_TYPE.design) {
    const carton = materialProductType(order) === PRODUCT_TYPE.carton
    const entered =
      positive(order.width) && positive(order.length) && (!carton || positive(order.depth))
    return entered && !blockingCode(issues, 'dimensions_missing')
  }
  if (sizeErrorsPresent(issues)) return false
  return order.product_type_id === PRODUCT_TYPE.carton
    ? order.depth !== null
    : order.width !== null && order.length !== null
}

// Your Logo is answered by the vector question or a logo file; only then, and with no logo
// issue left, does it show its tick (edits may go without a logo).
const logoComplete = (order: Order, issues: readonly Issue[]): boolean =>
  ((order.graphic_design_order_details?.is_vector_logo ?? null) !== null ||
    order.order_uploads.some((u) => u.type === 'logo')) &&
  !blockingIn(issues, 'logo')

/**
 * Which steps of the label, carton or design quoter are complete, from the order and the
 * issues `validateOrder` found: a step is complete once its choice is made and no blocking
 * issue of its own remains. A step the customer has not answered shows no tick, even where
 * the order may go without it.
 */
export const selectCompletedSteps = (order: Order, issues: readonly Issue[]): CompletedSteps => {
  const design = order.product_type_id === PRODUCT_TYPE.design
  return {
    material: order.substrate_id !== null,
    laminate: order.laminate_id !== null,
    shape: order.shape_id !== null,
    size: sizeComplete(order, issues),
    application: order.form_factor_id !== null && !blockingIn(issues, 'roll_direction'),
    quantity:
      (order.total_qty ?? 0) > 0 &&
      !blockingCode(issues, 'quantities_missing') &&
      !blockingCode(issues, 'total_qty_missing'),
    artwork: design
      ? !blockingCode(issues, 'artwork_missing')
      : !['artwork', 'quantity', 'total_qty'].some((c) => blockingIn(issues, c)),
    instructions: !blockingCode(issues, 'artwork_instructions_missing'),
    logo: logoComplete(order, issues),
    industry: !blockingIn(issues, 'industry'),
  }
}
