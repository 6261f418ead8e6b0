import { PRODUCT_TYPE } from '../catalog/ids'
import { findSubstrate } from '../catalog/substrates'
import type { QuoteEnv } from './quote-env'
import type { Order } from '../schema/order'
import { checkPairs } from './artwork-pairs'
import { hasBlockingIssues, issue } from './issue'
import type { Issue } from './issue'
import type { Availability } from './option-availability'
import { ORDER_OPTIONS } from './option-table'
import type { OrderOption } from './option-table'
import { checkQuantities } from './quantities'
import { ROLL_QTY_NEEDS_QUANTITIES } from './roll-settings'
import { checkSize } from './size-completeness'

/**
 * Every chosen option that is not available for the order (docs/product.md section 5, "Options"),
 * with the availability reason as message, plus the pairing rules of duplex colours,
 * Double-Sided and front/back, and artwork pairs. Not-yet-chosen material or laminate is
 * completeness, not an option error.
 */
export const checkOptions = (o: Order, _env?: QuoteEnv): Issue[] => {
  if (o.product_type_id === PRODUCT_TYPE.design) return []
  const hasMaterial = findSubstrate(o.substrate_id) !== undefined
  const judged = (option: OrderOption) =>
    option.chosen(o) && (option.afterMaterial !== true || hasMaterial)
  const optionIssues = ORDER_OPTIONS.flatMap((option) => {
    const a: Availability = judged(option) ? option.availability(o) : { available: true }
    const own = a.available
      ? []
      : [issue(option.category, a.reason, { code: 'option_unavailable', path: [option.field] })]
    return [...own, ...(option.pairIssues?.(o) ?? [])]
  })
  return [...optionIssues, ...checkPairs(o)]
}

/**
 * Qty on Roll (the roll options checkbox): labels only, and disabled while size or
 * total-quantity errors exist (docs/product.md section 5).
 */
export const qtyOnRollAvailability = (o: Order, env: QuoteEnv): Availability => {
  if (o.product_type_id !== PRODUCT_TYPE.label)
    return { available: false, reason: 'Qty on Roll is available for labels only' }
  if (hasBlockingIssues(checkSize(o, env)))
    return {
      available: false,
      reason: 'Choose a valid size before setting the quantity on each roll',
    }
  const noTotal = o.total_qty === null || o.total_qty <= 0
  if (noTotal || hasBlockingIssues(checkQuantities(o)))
    return {
      available: false,
      reason: ROLL_QTY_NEEDS_QUANTITIES,
    }
  return { available: true }
}

/** Add to Cart is enabled only for a complete order while nothing is saving or adding. */
export const canAddToCart = (
  errors: readonly Issue[],
  state: { readonly saving: boolean; readonly adding: boolean },
): boolean => !state.saving && !state.adding && !hasBlockingIssues(errors)

/** Save Quote is disabled when a comments error exists or no material is chosen. */
export const canSaveQuote = (o: Pick<Order, 'substrate_id'>, errors: readonly Issue[]): boolean =>
  o.substrate_id !== null && !errors.some((e) => e.category === 'comments')
