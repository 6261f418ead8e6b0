// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { InvoiceLink } from './InvoiceLink'

afterEach(cleanup)

describe('InvoiceLink', () => {
  it('links to the invoice PDF as a download', () => {
    render(<InvoiceLink href="/account/orders/placed/DC-10000042/invoice" />)
    const link = screen.getByRole('link', { name: 'Download Invoice' })
    expect(link.getAttribute('href')).toBe('/account/orders/placed/DC-10000042/invoice')
    expect(link.hasAttribute('download')).toBe(true)
  })

  it('shows nothing while the order has no invoice', () => {
    const { container } = render(<InvoiceLink href={null} />)
    expect(container.innerHTML).toBe('')
    expect(screen.queryByRole('link')).toBeNull()
  })
})
