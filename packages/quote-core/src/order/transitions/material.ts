import { BACKING, COLOR } from '../../catalog/ids'
import { findLaminate, noLaminateId } from '../../catalog/laminates'
import { findSubstrate, type Substrate } from '../../catalog/substrates'
import {
  backingAvailability,
  colorAvailability,
  laminateAvailability,
} from '../../rules/option-availability'
import type { Order } from '../../schema/order'
import { materialProductType } from '../../rules/order-kind'
import { withFields } from '../../schema/with-fields'

/**
 * Puts the order on a material with the side effects of docs/product.md section 4 "Material choice".
 * Options the material does not allow (reverse print, Double-Sided, ink modes, duplex) are
 * dropped by the sanitize pass that follows every transition.
 */
export const onMaterial = (state: Order, s: Substrate): Order => {
  const previous = findSubstrate(state.substrate_id)
  const next: Order = {
    ...state,
    substrate_id: s.id,
    substrate_backing_id: s.defaultBackingId,
    is_customizable_backing: s.customizableBacking,
  }
  // Black Ink Only survives only on a material that prints it; otherwise it is cleared, so it
  // no longer keeps high-opacity white off.
  const blackOnly =
    state.color_id === COLOR.blackOnly && colorAvailability(next, COLOR.blackOnly).available
  return {
    ...next,
    laminate_id: laminateOnMaterial(next, s, previous),
    // Dark and kraft stocks print over high-opacity white by default, unless only black ink is used.
    is_high_opacity_white:
      s.highOpacityWhiteDefault && !blackOnly ? true : state.is_high_opacity_white,
  }
}

const laminateOnMaterial = (next: Order, s: Substrate, previous: Substrate | undefined) => {
  // The no-laminate group forces the product's No Laminate (docs/product.md section 4).
  if (!s.needsLaminate) return noLaminateId(s.productTypeId)
  const lam = findLaminate(next.laminate_id)
  if (lam === undefined) return null
  // No Laminate was forced by the previous material, not chosen: ask again.
  if (previous !== undefined && !previous.needsLaminate) return null
  return laminateAvailability(next, lam).available ? lam.id : null
}

/** order/materialSelected: a listed material of the order's product, or none. */
export const applyMaterialSelected = (state: Order, substrateId: number | null): Order => {
  if (substrateId === state.substrate_id) return state
  if (substrateId === null)
    return withFields(state, { substrate_id: null, laminate_id: null, substrate_backing_id: null })
  const s = findSubstrate(substrateId)
  // Coated twins are reached through the coating option only (substrates.ts `listed`).
  if (s === undefined || !s.listed || s.productTypeId !== materialProductType(state)) return state
  return onMaterial(state, s)
}

/** order/backingSelected: Paper or Poly (PET), where the material offers the choice. */
export const applyBackingSelected = (state: Order, backingId: number): Order => {
  const known = backingId === BACKING.paper || backingId === BACKING.pet
  if (!known || !backingAvailability(state).available) return state
  return withFields(state, { substrate_backing_id: backingId })
}
