import {
  findLaminate,
  laminateSubstrateSwaps,
  laminateSwapBack,
  type Laminate,
} from '../../catalog/laminates'
import { findSubstrate } from '../../catalog/substrates'
import { coatingAvailability, laminateAvailability } from '../../rules/option-availability'
import type { Order } from '../../schema/order'
import { onMaterial } from './material'
import { withFields } from '../../schema/with-fields'

/**
 * The material a laminate runs on: carton Leather moves the white boards onto White Vellum,
 * any other laminate chosen on White Vellum moves back to Bright White Paper SBS (docs/product.md
 * section 4 "Colour, coating, embossing").
 */
export const substrateForLaminate = (substrateId: number | null, lam: Laminate): number | null => {
  if (substrateId === null) return null
  const swap = laminateSubstrateSwaps.find(
    (r) => r.laminateId === lam.id && r.fromSubstrateIds.includes(substrateId),
  )
  if (swap !== undefined) return swap.toSubstrateId
  const back = laminateSwapBack
  if (
    substrateId === back.fromSubstrateId &&
    lam.id !== back.unlessLaminateId &&
    lam.productTypeId === findSubstrate(substrateId)?.productTypeId
  )
    return back.toSubstrateId
  return substrateId
}

/** order/laminateSelected: rejected when the laminate is unavailable on its (swapped) board. */
export const applyLaminateSelected = (state: Order, laminateId: number | null): Order => {
  if (laminateId === null) {
    // The no-laminate group keeps its forced No Laminate.
    const s = findSubstrate(state.substrate_id)
    return s !== undefined && !s.needsLaminate ? state : withFields(state, { laminate_id: null })
  }
  const lam = findLaminate(laminateId)
  if (lam === undefined || laminateId === state.laminate_id) return state
  const target = findSubstrate(substrateForLaminate(state.substrate_id, lam))
  const onBoard =
    target !== undefined && target.id !== state.substrate_id ? onMaterial(state, target) : state
  if (!laminateAvailability(onBoard, lam).available) return state
  return { ...onBoard, laminate_id: lam.id }
}

/** order/coatingToggled: Moisture and Oil Resistant Coating swaps to the coated twin and back. */
export const applyCoatingToggled = (state: Order, on: boolean): Order => {
  const s = findSubstrate(state.substrate_id)
  if (s === undefined || !coatingAvailability(state).available) return state
  const target = on ? s.coatedVariantId : s.standardVariantId
  return target === null ? state : withFields(state, { substrate_id: target })
}
