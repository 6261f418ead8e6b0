import { describe, expect, it } from 'vitest'
import { ORDER_NOT_FOUND_ALERT, orderUpdateAlert } from './order-update-alert'

describe('orderUpdateAlert (docs/product.md section 8)', () => {
  it("alerts 'Order ID not found. Please try again' when a quantity update answers 404", () => {
    expect(ORDER_NOT_FOUND_ALERT).toBe('Order ID not found. Please try again')
    for (const field of ['total_qty', 'design_qty', 'design_count'])
      expect(orderUpdateAlert({ status: 404, fields: ['comments_customer', field] })).toBe(
        ORDER_NOT_FOUND_ALERT,
      )
  })

  it('only logs other failures: other statuses, other changes, a plain refresh', () => {
    expect(orderUpdateAlert({ status: 500, fields: ['total_qty'] })).toBeNull()
    expect(orderUpdateAlert({ status: 0, fields: ['total_qty'] })).toBeNull()
    expect(orderUpdateAlert({ status: 404, fields: ['width'] })).toBeNull()
    expect(orderUpdateAlert({ status: 404, fields: [] })).toBeNull()
  })
})
