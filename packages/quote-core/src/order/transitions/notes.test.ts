import { describe, expect, it } from 'vitest'
import { customerLabelChanged, notesChanged } from '../actions'
import { label, run } from '../../testing/order-fixtures'

describe('order/notesChanged and order/customerLabelChanged', () => {
  it('set the notes and the saved-quote name', () => {
    const order = label(
      notesChanged({
        comments_customer: 'Ship with care',
        comments_preprinting: 'Use the blue logo',
      }),
      customerLabelChanged({ customerLabel: 'Saved Quote - 03/01/2021 10:00 AM' }),
    )
    expect(order).toMatchObject({
      comments_customer: 'Ship with care',
      comments_preprinting: 'Use the blue logo',
      customer_label: 'Saved Quote - 03/01/2021 10:00 AM',
    })
  })

  it('return the same object for unchanged or too long text', () => {
    const order = label(notesChanged({ comments_customer: 'A' }))
    expect(run(order, [notesChanged({ comments_customer: 'A' })])).toBe(order)
    expect(run(order, [notesChanged({ comments_customer: 'x'.repeat(5001) })])).toBe(order)
    expect(run(order, [customerLabelChanged({ customerLabel: 'x'.repeat(256) })])).toBe(order)
  })
})
