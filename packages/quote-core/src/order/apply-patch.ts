import { PRODUCT_TYPE } from '../catalog/ids'
import type { Order, OrderPatch } from '../schema/order'
import { patchSteps } from './apply-patch-steps'
import { orderChangeRefusal } from './change-refusal'
import { orderReducer } from './reducer'
import type { QuoteEnv } from '../rules/quote-env'
import { settleOrder } from './settle'
import { valueEquals } from '../schema/value-equals'

/** The result of a patch: the derived order, and the sent fields that did not end as sent. */
export type PatchResult = {
  readonly order: Order
  /** Fields the rules refused or overrode (unavailable option, cleared by an earlier change). */
  readonly overridden: readonly (keyof OrderPatch)[]
}

/** Fields with no customer event: copied as sent, then checked by the settle step. */
const directFields = (p: OrderPatch, s: Order): Partial<Order> => ({
  ...(p.is_reorder === undefined ? {} : { is_reorder: p.is_reorder }),
  ...(p.is_design_in_progress === undefined
    ? {}
    : { is_design_in_progress: p.is_design_in_progress }),
  // Removing the brief of a label or carton order; a design order always keeps one.
  ...(p.graphic_design_order_details === null && s.product_type_id !== PRODUCT_TYPE.design
    ? { graphic_design_order_details: null }
    : {}),
})

/**
 * The HTTP adapter's entry: turns each field the patch changes (compared with the order as it
 * was, so an echoed full order changes nothing it did not mean to) into the reducer action, in
 * dependency order, so every rule holds on the server. Returns the derived order and the
 * fields that did not end as sent. Never throws on a decoded patch. A placed order takes no
 * patch: it comes back as it was, every sent field overridden.
 */
export const applyPatchDetailed = (order: Order, patch: OrderPatch, env: QuoteEnv): PatchResult => {
  if (orderChangeRefusal(order) !== null)
    return { order, overridden: Object.keys(patch) as (keyof OrderPatch)[] }
  const changed = (k: keyof OrderPatch): boolean =>
    patch[k] !== undefined && !valueEquals(patch[k], order[k])
  let state = order
  for (const step of patchSteps)
    for (const action of step(patch, state, changed)) state = orderReducer(state, action, env)
  const direct = directFields(patch, state)
  const final = settleOrder(Object.keys(direct).length > 0 ? { ...state, ...direct } : state, env)
  const overridden = (Object.keys(patch) as (keyof OrderPatch)[]).filter(
    (k) => k !== 'graphic_design_order_details' && changed(k) && !valueEquals(final[k], patch[k]),
  )
  return { order: valueEquals(final, order) ? order : final, overridden }
}

/** Applies an HTTP patch through the reducer and returns the derived order. */
export const applyPatch = (order: Order, patch: OrderPatch, env: QuoteEnv): Order =>
  applyPatchDetailed(order, patch, env).order
