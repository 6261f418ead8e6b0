import { describe, expect, it } from 'vitest'
import { PROOF_TYPE } from '../../catalog/ids'
import {
  designQuantityChanged,
  designsSynced,
  embossingToggled,
  flatPrintedProofToggled,
  printedProofOnlyToggled,
  proofTypeSelected,
  quantitiesChanged,
} from '../actions'
import { carton, label, line, run } from '../../testing/order-fixtures'

const printed = proofTypeSelected({ proofTypeId: PROOF_TYPE.printed })

describe('order/proofTypeSelected', () => {
  it('sets a known proof type and rejects an unknown one', () => {
    const start = label()
    expect(run(start, [proofTypeSelected({ proofTypeId: PROOF_TYPE.none })]).proof_type_id).toBe(
      PROOF_TYPE.none,
    )
    expect(run(start, [proofTypeSelected({ proofTypeId: 9 })])).toBe(start)
  })

  it('leaving Printed Proof ends the flat proof and printed-proof-only', () => {
    const flat = carton(
      quantitiesChanged({ total_qty: 1, design_count: 1 }),
      printed,
      flatPrintedProofToggled({ on: true }),
      printedProofOnlyToggled({ on: true }),
    )
    expect(flat).toMatchObject({ is_flat_printed_proof: 1, is_printed_proof_only: true })
    expect(run(flat, [proofTypeSelected({ proofTypeId: PROOF_TYPE.digital })])).toMatchObject({
      is_flat_printed_proof: 0,
      is_printed_proof_only: false,
    })
  })
})

describe('order/printedProofOnlyToggled', () => {
  it('needs every design quantity to be 1 and makes the proof a Printed Proof', () => {
    const ones = label(quantitiesChanged({ total_qty: 3, design_count: 3 }))
    expect(run(ones, [printedProofOnlyToggled({ on: true })])).toMatchObject({
      is_printed_proof_only: true,
      proof_type_id: PROOF_TYPE.printed,
    })
    const many = label(quantitiesChanged({ total_qty: 1000, design_count: 1 }))
    expect(run(many, [printedProofOnlyToggled({ on: true })])).toBe(many)
  })

  it('uses the uploaded design quantities when there are designs', () => {
    const lines = label(
      designsSynced({ designs_orders: [line(1, 1), line(2, 1)] }),
      printedProofOnlyToggled({ on: true }),
    )
    expect(lines.is_printed_proof_only).toBe(true)
    expect(
      run(lines, [designQuantityChanged({ designsOrderId: 2, qty: 50 })]).is_printed_proof_only,
    ).toBe(false)
  })

  it('is dropped when a quantity change makes it unavailable', () => {
    const only = label(
      quantitiesChanged({ total_qty: 1, design_count: 1 }),
      printedProofOnlyToggled({ on: true }),
    )
    expect(run(only, [quantitiesChanged({ total_qty: 500 })]).is_printed_proof_only).toBe(false)
  })
})

describe('order/flatPrintedProofToggled', () => {
  it('is for cartons with a Printed Proof that are not embossed', () => {
    expect(carton(printed, flatPrintedProofToggled({ on: true })).is_flat_printed_proof).toBe(1)
    const digital = carton()
    expect(run(digital, [flatPrintedProofToggled({ on: true })])).toBe(digital)
    const embossed = carton(printed, embossingToggled({ on: true }))
    expect(run(embossed, [flatPrintedProofToggled({ on: true })])).toBe(embossed)
    const labels = label(printed)
    expect(run(labels, [flatPrintedProofToggled({ on: true })])).toBe(labels)
  })
})
