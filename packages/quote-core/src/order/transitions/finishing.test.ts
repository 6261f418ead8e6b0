import { describe, expect, it } from 'vitest'
import { EMBOSSING_TYPE, PROOF_TYPE } from '../../catalog/ids'
import {
  blankToggled,
  designsSynced,
  duplexToggled,
  embossingToggled,
  flatPrintedProofToggled,
  proofTypeSelected,
  quantitiesChanged,
} from '../actions'
import { carton, label, line, run } from '../../testing/order-fixtures'

describe('order/blankToggled', () => {
  it('removes every uploaded design and turns duplex off on cartons', () => {
    const start = carton(
      duplexToggled({ on: true }),
      designsSynced({ designs_orders: [line(1, 100), line(2, 100)] }),
    )
    const blank = run(start, [blankToggled({ on: true })])
    expect(blank).toMatchObject({ is_blank: true, designs_orders: [], is_duplex: false })
    expect(blank.color_label).toBe('Blank')
  })

  it('is rejected on labels', () => {
    const start = label()
    expect(run(start, [blankToggled({ on: true })])).toBe(start)
  })
})

describe('order/embossingToggled', () => {
  it('on sets embossing type Identical; off resets it', () => {
    const on = carton(embossingToggled({ on: true }))
    expect(on).toMatchObject({ is_embossing: true, embossing_type_id: EMBOSSING_TYPE.identical })
    expect(run(on, [embossingToggled({ on: false })])).toMatchObject({
      is_embossing: false,
      embossing_type_id: null,
    })
  })

  it('is rejected on labels (cartons only)', () => {
    const start = label()
    expect(run(start, [embossingToggled({ on: true })])).toBe(start)
  })

  const flatPrinted = (...quantities: Parameters<typeof quantitiesChanged>) =>
    carton(
      quantitiesChanged(...quantities),
      proofTypeSelected({ proofTypeId: PROOF_TYPE.printed }),
      flatPrintedProofToggled({ on: true }),
    )

  it('changes the proof type of a flat-proof carton whose designs are all quantity 1', () => {
    const flat = flatPrinted({ total_qty: 2, design_count: 2 })
    expect(flat).toMatchObject({ is_flat_printed_proof: 1, proof_type_id: PROOF_TYPE.printed })
    expect(run(flat, [embossingToggled({ on: true })])).toMatchObject({
      is_embossing: true,
      is_flat_printed_proof: 0,
      proof_type_id: PROOF_TYPE.digital,
    })
  })

  it('changes the proof type when the total equals the design quantity', () => {
    const flat = flatPrinted({ total_qty: 1000, design_count: 1 })
    expect(flat.design_qty).toBe(1000)
    expect(run(flat, [embossingToggled({ on: true })])).toMatchObject({
      is_flat_printed_proof: 0,
      proof_type_id: PROOF_TYPE.digital,
    })
  })

  it('keeps a Printed Proof for other flat-proof cartons, clearing the flat proof', () => {
    const flat = flatPrinted({ total_qty: 1000, design_count: 2 })
    expect(run(flat, [embossingToggled({ on: true })])).toMatchObject({
      is_flat_printed_proof: 0,
      proof_type_id: PROOF_TYPE.printed,
    })
  })

  it('leaves the proof type of a carton without a flat proof', () => {
    const printed = carton(
      quantitiesChanged({ total_qty: 2, design_count: 2 }),
      proofTypeSelected({ proofTypeId: PROOF_TYPE.printed }),
    )
    expect(run(printed, [embossingToggled({ on: true })]).proof_type_id).toBe(PROOF_TYPE.printed)
  })
})
