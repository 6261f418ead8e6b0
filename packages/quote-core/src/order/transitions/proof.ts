import { PROOF_TYPE } from '../../catalog/ids'
import {
  flatPrintedProofAvailability,
  printedProofOnlyAvailability,
} from '../../rules/option-availability'
import type { Order } from '../../schema/order'
import { withFields } from '../../schema/with-fields'

const proofTypes: readonly number[] = Object.values(PROOF_TYPE)

/**
 * order/proofTypeSelected. Flat proof and printed-proof-only are kinds of Printed Proof
 * (docs/pricing-model.md section 7), so leaving Printed Proof ends both.
 */
export const applyProofTypeSelected = (state: Order, proofTypeId: number): Order => {
  if (!proofTypes.includes(proofTypeId)) return state
  if (proofTypeId === PROOF_TYPE.printed) return withFields(state, { proof_type_id: proofTypeId })
  return withFields(state, {
    proof_type_id: proofTypeId,
    is_flat_printed_proof: 0,
    is_printed_proof_only: false,
  })
}

/**
 * order/printedProofOnlyToggled: a proof run with no production quantity, allowed when every
 * design quantity is 1 (docs/product.md section 5); it is a Printed Proof.
 */
export const applyPrintedProofOnlyToggled = (state: Order, on: boolean): Order => {
  if (on === state.is_printed_proof_only) return state
  if (!on) return { ...state, is_printed_proof_only: false }
  if (!printedProofOnlyAvailability(state).available) return state
  return { ...state, is_printed_proof_only: true, proof_type_id: PROOF_TYPE.printed }
}

/** order/flatPrintedProofToggled: cartons with a Printed Proof, not embossed. */
export const applyFlatPrintedProofToggled = (state: Order, on: boolean): Order => {
  const flag = on ? 1 : 0
  if (flag === state.is_flat_printed_proof) return state
  if (!on) return { ...state, is_flat_printed_proof: 0 }
  if (!flatPrintedProofAvailability(state).available) return state
  if (state.proof_type_id !== PROOF_TYPE.printed) return state
  return { ...state, is_flat_printed_proof: 1 }
}
