// @vitest-environment happy-dom
import type { SavedQuote } from '@diecut/quote-core'
import { buildOrder, labelQuotePatch } from '@diecut/quote-core/testing'
import { ApiError } from '@diecut/quote-react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SavedQuoteCard } from './SavedQuoteCard'

afterEach(cleanup)

const quote: SavedQuote = {
  ...buildOrder(labelQuotePatch, undefined, 77),
  status_id: 200,
  customer_label: 'Lemonade labels',
  updated_at: '2026-11-02T15:00:00.000Z',
}

describe('SavedQuoteCard', () => {
  it('says the day the price holds to, 30 days from saving, and after it that it is over', () => {
    render(<SavedQuoteCard quote={quote} now="2026-11-20T12:00:00.000Z" />)
    const hold = screen.getByText(/^Price holds until/)
    expect(hold.textContent).toBe('Price holds until December 2, 2026 (30 days from saving).')
    expect(hold.getAttribute('datetime')).toBe('2026-12-02')
    // Without the actions (the account overview) it only opens.
    const open = screen.getByRole('link', { name: 'Open Quote: Lemonade labels' })
    expect(open.getAttribute('href')).toBe(`/orders/custom-labels/${quote.id}`)
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).toBeNull()
    cleanup()
    render(<SavedQuoteCard quote={quote} now="2026-12-03T12:00:00.000Z" />)
    expect(screen.getByText(/^Price held until/).textContent).toBe(
      "Price held until December 2, 2026: open the quote to price it at today's rates.",
    )
  })

  it('adds to the cart, and shows the refusal in words when it cannot', async () => {
    const added: number[] = []
    let refuse = true
    render(
      <SavedQuoteCard
        quote={quote}
        now="2026-11-20T12:00:00.000Z"
        onAddToCart={async (q) => {
          if (refuse)
            throw new ApiError({
              status: 400,
              code: 'incomplete_order',
              message: 'Please complete the items listed.',
            })
          added.push(q.id)
        }}
        onDelete={() => Promise.resolve()}
      />,
    )
    const add = screen.getByRole('button', { name: 'Add to Cart: Lemonade labels' })
    await act(async () => {
      fireEvent.click(add)
    })
    expect(screen.getByRole('alert').textContent).toBe('Please complete the items listed.')
    refuse = false
    await act(async () => {
      fireEvent.click(add)
    })
    expect(added).toEqual([77])
  })

  it('deletes only once the customer confirms', async () => {
    const deleted: number[] = []
    render(
      <SavedQuoteCard
        quote={quote}
        now="2026-11-20T12:00:00.000Z"
        onAddToCart={() => Promise.resolve()}
        onDelete={async (q) => {
          deleted.push(q.id)
        }}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Lemonade labels' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this saved quote?' })
    expect(dialog.textContent).toContain(
      'Lemonade labels will leave your saved quotes. The quote itself is kept: its link still opens it.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Keep Quote' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(deleted).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Lemonade labels' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete Quote' }))
    })
    await waitFor(() => expect(deleted).toEqual([77]))
  })
})
