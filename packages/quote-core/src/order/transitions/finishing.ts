import { EMBOSSING_TYPE, PRODUCT_TYPE, PROOF_TYPE } from '../../catalog/ids'
import {
  blankAvailability,
  embossingAvailability,
  everyDesignQuantityIsOne,
} from '../../rules/option-availability'
import type { Order } from '../../schema/order'

/**
 * order/blankToggled. Blank cartons print nothing, so the artwork goes to the 'later' tab
 * and every uploaded design is removed (docs/product.md section 4 "Duplex and front/back"); duplex
 * and front/back are dropped by the sanitize pass.
 */
export const applyBlankToggled = (state: Order, on: boolean): Order => {
  if (on === state.is_blank) return state
  if (on && !blankAvailability(state).available) return state
  return on ? { ...state, is_blank: true, designs_orders: [] } : { ...state, is_blank: false }
}

/**
 * order/embossingToggled (cartons only). On sets embossing type Identical; embossed cartons
 * cannot have a flat printed proof (docs/product.md section 5). A carton whose flat printed proof was
 * the whole job (every design quantity 1, or the total equal to the design quantity) changes
 * proof type (docs/product.md section 4): a folded printed sample of an embossed one-off is the job
 * itself, so it goes to a Digital Proof.
 */
export const applyEmbossingToggled = (state: Order, on: boolean): Order => {
  if (on === state.is_embossing) return state
  if (!on) return { ...state, is_embossing: false, embossing_type_id: null }
  if (!embossingAvailability(state).available) return state
  const embossed: Order = {
    ...state,
    is_embossing: true,
    embossing_type_id: EMBOSSING_TYPE.identical,
    is_flat_printed_proof: 0,
  }
  const flatProofJob =
    state.product_type_id === PRODUCT_TYPE.carton &&
    state.is_flat_printed_proof === 1 &&
    (everyDesignQuantityIsOne(state) ||
      (state.total_qty !== null && state.total_qty === state.design_qty))
  return flatProofJob
    ? { ...embossed, proof_type_id: PROOF_TYPE.digital, is_printed_proof_only: false }
    : embossed
}
