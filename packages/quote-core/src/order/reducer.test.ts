import { describe, expect, it } from 'vitest'
import { ORDER_STATUS } from '../catalog/ids'
import { LABEL_LAMINATE } from '../catalog/laminates'
import { LABEL_SUBSTRATE } from '../catalog/substrates'
import type { OrderAction } from './actions'
import { duplexToggled, laminateSelected, materialSelected, notesChanged } from './actions'
import { newOrder } from './new-order'
import { canApply, orderReducer } from './reducer'
import { label, testEnv } from '../testing/order-fixtures'

describe('orderReducer', () => {
  it('returns the same object when an action does not apply', () => {
    const start = label()
    expect(orderReducer(start, duplexToggled({ on: true }), testEnv)).toBe(start)
    expect(orderReducer(start, materialSelected({ substrateId: 999 }), testEnv)).toBe(start)
    expect(orderReducer(start, notesChanged({ comments_customer: '' }), testEnv)).toBe(start)
  })

  it('fills the derived fields after an accepted action', () => {
    const next = orderReducer(
      newOrder(1),
      materialSelected({ substrateId: LABEL_SUBSTRATE.whitePlastic }),
    )
    expect(next).toMatchObject({ substrate_label: 'White Plastic', is_customizable_backing: true })
  })

  it('keeps orders in the cart or saved editable and never changes their status', () => {
    for (const status_id of [ORDER_STATUS.inCart, ORDER_STATUS.saved]) {
      const start = { ...label(), status_id }
      const next = orderReducer(
        start,
        materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper }),
        testEnv,
      )
      expect(next).toMatchObject({ status_id, substrate_id: LABEL_SUBSTRATE.whitePaper })
    }
  })

  it('throws for an action that is not an order event (a programmer error)', () => {
    const bogus = { type: 'order/unknown', payload: {} } as unknown as OrderAction
    expect(() => orderReducer(label(), bogus, testEnv)).toThrow('Unhandled order action')
    const inherited = { type: 'order/toString', payload: {} } as unknown as OrderAction
    expect(() => orderReducer(label(), inherited, testEnv)).toThrow('Unhandled order action')
  })
})

describe('canApply', () => {
  it('tells whether an action would change the order', () => {
    const plastic = label(materialSelected({ substrateId: LABEL_SUBSTRATE.whitePlastic }))
    expect(canApply(plastic, laminateSelected({ laminateId: LABEL_LAMINATE.gloss }), testEnv)).toBe(
      true,
    )
    const clear = label(materialSelected({ substrateId: LABEL_SUBSTRATE.clearPlastic }))
    expect(
      canApply(clear, laminateSelected({ laminateId: LABEL_LAMINATE.softTouchMatte }), testEnv),
    ).toBe(false)
  })
})
