// @vitest-environment happy-dom
import { QUOTE_MESSAGES } from '@diecut/quote-core'
import { buildOrder, labelQuotePatch } from '@diecut/quote-core/testing'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { formatUnitPrice } from '../../components/format-money'
import { AddedToCartModal } from './AddedToCartModal'

afterEach(cleanup)
beforeEach(() => window.history.replaceState(null, '', '/orders/custom-labels'))

const order = buildOrder(labelQuotePatch)

describe('AddedToCartModal', () => {
  it('after an add: Start New Order closes, Go to Cart goes to the cart', () => {
    let closed = 0
    render(<AddedToCartModal order={order} edited={false} onClose={() => closed++} />)
    expect(
      screen.getByRole('dialog', { name: 'Item Added to Cart' }).getAttribute('aria-modal'),
    ).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Start New Order' }))
    expect(closed).toBe(1)
    expect(window.location.pathname).toBe('/orders/custom-labels')
    fireEvent.click(screen.getByRole('button', { name: 'Go to Cart' }))
    expect(closed).toBe(2)
    expect(window.location.pathname).toBe('/cart')
  })

  it('after an edit: Return to Cart and Checkout', () => {
    render(<AddedToCartModal order={order} edited onClose={() => undefined} />)
    expect(
      screen.getByRole('dialog', { name: 'Item Successfully Edited' }).getAttribute('aria-modal'),
    ).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }))
    expect(window.location.pathname).toBe('/carts')
  })

  it('asks for the artwork of printed work that has none, and not once a design is in', () => {
    render(<AddedToCartModal order={order} edited={false} onClose={() => undefined} />)
    const later = screen.getByText(QUOTE_MESSAGES.artworkLater, { exact: false })
    expect(within(later).getByRole('link').getAttribute('href')).toBe(
      `/orders/custom-labels/${order.id}?edit=1#artwork-upload`,
    )
    expect(screen.getByText('Price per label').nextElementSibling?.textContent).toBe(
      formatUnitPrice(order.quoted_price_per_label),
    )
    cleanup()
    render(
      <AddedToCartModal
        order={{ ...order, is_blank: true }}
        edited={false}
        onClose={() => undefined}
      />,
    )
    expect(screen.queryByText(QUOTE_MESSAGES.artworkLater, { exact: false })).toBeNull()
  })
})
