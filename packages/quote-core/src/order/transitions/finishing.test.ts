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
import { carton, label, line, run } from '../testing/order-fixtures'

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

  it('turns a flat printed proof into a Printed Proof when every design quantity is 1', () => {
    const flat = carton(
      quantitiesChanged({ total_qty: 2, design_count: 2 }),
      proofTypeSelected({ proofTypeId: PROOF_TYPE.printed }),
      flatPrintedProofToggled({ on: true }),
    )
    expect(flat.is_flat_printed_proof).toBe(1)
    expect(run(flat, [embossingToggled({ on: true })])).toMatchObject({
      is_flat_printed_proof: 0,
      proof_type_id: PROOF_TYPE.printed,
    })
  })

  it('always clears the flat printed proof', () => {
    const flat = carton(
      quantitiesChanged({ total_qty: 1000, design_count: 1 }),
      proofTypeSelected({ proofTypeId: PROOF_TYPE.printed }),
      flatPrintedProofToggled({ on: true }),
    )
    expect(run(flat, [embossingToggled({ on: true })]).is_flat_printed_proof).toBe(0)
  })
})
