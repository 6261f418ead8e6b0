import { PRODUCT_TYPE } from '../catalog/ids'
import { defaultPricingParams } from '../pricing/params'
import type { Order } from '../schema/order'
import { artworkFileCount } from './artwork-pairs'
import { designSplit } from './design-split'
import { issue } from './issue'
import type { Issue } from './issue'
import type { IssueCode } from '../schema/issue-code'

/** MIN_QTY_PER_DESIGN of docs/pricing-model.md section 0 (50 labels, 50 cartons). */
export const MIN_QTY_PER_DESIGN = defaultPricingParams.minQtyPerDesign

type QtyView = Pick<
  Order,
  | 'product_type_id'
  | 'is_blank'
  | 'is_duplex'
  | 'is_front_back'
  | 'is_printed_proof_only'
  | 'designs_orders'
  | 'design_count'
  | 'design_qty'
  | 'total_qty'
>

const positive = (n: number | null): n is number => n !== null && n > 0
const isCarton = (o: QtyView) => o.product_type_id === PRODUCT_TYPE.carton

// A Printed Proof Only order is a proof run of one piece per design, so the production
// minimum does not apply to it; one piece per design still does.
const minimumOf = (o: QtyView): number =>
  o.is_printed_proof_only ? 1 : isCarton(o) ? MIN_QTY_PER_DESIGN.carton : MIN_QTY_PER_DESIGN.label

/** Artwork is settled when files are uploaded or a design count is entered "later". */
export const hasArtwork = (o: Pick<Order, 'designs_orders' | 'design_count'>): boolean =>
  artworkFileCount(o) > 0

/**
 * The step quantities go in (docs/product.md section 9, "Quantity steps: front/back 1; duplex 2"):
 * duplex cartons in steps of 2, front/back labels and everything else in steps of 1.
 */
export const quantityStepOf = (o: Pick<Order, 'is_duplex' | 'is_front_back'>): number =>
  o.is_duplex ? 2 : 1

const stepMessage = (step: number): string =>
  `Duplex quantities go in steps of ${step}: enter an even quantity for each design`

// Every quantity that will be printed: each printed design's real share (designSplit: the back
// or inside of a pair is not a piece, an even split gives some designs one less) and the total.
const offStep = (o: QtyView): boolean => {
  const step = quantityStepOf(o)
  if (step === 1) return false
  const printed = [...designSplit(o), o.total_qty ?? 0]
  return printed.some((q) => q > 0 && q % step !== 0)
}

const designQtyIssue = (code: IssueCode, message: string): Issue =>
  issue('quantity', message, { code, subcategory: 'design_qty', path: ['designs_orders'] })

const minimumMessage = (o: QtyView): string => {
  const min = minimumOf(o)
  const noun = isCarton(o) ? 'carton' : 'label'
  return `Each design needs at least ${min} ${min === 1 ? noun : `${noun}s`}`
}

const belowMinimum = (o: QtyView, perDesign: readonly number[]): Issue[] =>
  perDesign.some((q) => q < minimumOf(o))
    ? [designQtyIssue('design_qty_below_minimum', minimumMessage(o))]
    : []

/**
 * Quantity completeness (docs/product.md section 5, "Standard order completeness"): total and
 * per-design quantities, all-lines-entered, the per-design minimum and the quantity step.
 * The quantity is asked for from the start (it is its own step, picked from the price
 * breaks); what depends on the designs waits for the artwork path.
 */
export const checkQuantities = (o: QtyView): Issue[] => {
  if (o.product_type_id === PRODUCT_TYPE.design) return []
  const steps = offStep(o)
    ? [designQtyIssue('design_qty_off_step', stepMessage(quantityStepOf(o)))]
    : []
  return [...quantityIssues(o), ...steps]
}

const quantityIssues = (o: QtyView): Issue[] => {
  if (isCarton(o) && o.is_blank) {
    // Blank cartons have no artwork: only the total matters, as one unprinted design.
    if (!positive(o.total_qty))
      return [
        issue('total_qty', 'Enter Total Quantity', {
          code: 'total_qty_missing',
          path: ['total_qty'],
        }),
      ]
    return belowMinimum(o, designSplit(o))
  }
  if (o.designs_orders.length === 0) {
    if (!positive(o.total_qty) && !positive(o.design_qty)) {
      const what = isCarton(o) ? 'Carton' : 'Label'
      return [
        issue('quantity', `Provide ${what} & Design Quantity`, {
          code: 'quantities_missing',
          path: ['total_qty', 'design_qty'],
        }),
      ]
    }
    // The minimum is checked on each design's real share of the total (designSplit), never
    // on the rounded-up design_qty: 99 in 2 designs is 50 + 49. Before the artwork is settled
    // the total is one design's, which is already short below the minimum.
    return belowMinimum(o, positive(o.total_qty) ? designSplit(o) : [o.design_qty ?? 0])
  }
  const quantities = o.designs_orders.map((l) => l.qty)
  const out: Issue[] = []
  if (quantities.some((q) => q <= 0))
    out.push(designQtyIssue('design_qty_missing', 'Enter a Quantity for all designs'))
  if (!positive(o.total_qty) && quantities.every((q) => q <= 0))
    out.push(
      issue('total_qty', 'Enter Total Quantity', {
        code: 'total_qty_missing',
        path: ['total_qty'],
      }),
    )
  return [
    ...out,
    ...belowMinimum(
      o,
      quantities.filter((q) => q > 0),
    ),
  ]
}

/**
 * Whether the order has a design quantity error (subcategory design_qty): a design without a
 * quantity, below the per-design minimum or off the quantity step.
 */
export const designQuantityErrorsPresent = (o: QtyView): boolean =>
  checkQuantities(o).some((i) => i.blocking && i.subcategory === 'design_qty')
