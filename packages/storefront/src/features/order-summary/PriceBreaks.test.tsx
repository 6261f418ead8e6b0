// @vitest-environment happy-dom
import { priceBreakOffer, priceBreaksForOrder } from '@diecut/quote-core'
import { buildOrder, fixedNow, guestEnv, labelQuotePatch } from '@diecut/quote-core/testing'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PriceBreakTable } from './PriceBreaks'

afterEach(cleanup)

describe('PriceBreakTable', () => {
  it('says how much more a smaller run costs per unit and how much less a larger one', () => {
    const rows = priceBreaksForOrder(buildOrder(labelQuotePatch), { env: guestEnv, now: fixedNow })
    render(<PriceBreakTable rows={rows} />)
    const heads = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(heads).toEqual(['Quantity', 'Per unit', 'Total', 'Vs. this quote'])
    const body = screen.getAllByRole('row').slice(1)
    const current = body.findIndex((r) => r.getAttribute('aria-current') === 'true')
    const last = body.map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)
    expect(last.map((t) => t?.replace(/^\d+% /, ''))).toEqual(
      body.map((_, i) => (i < current ? 'more' : i > current ? 'less' : '–')),
    )
    expect(last.join(' ')).not.toMatch(/-\d/)
  })

  it('before a quantity, lists the usual quantities as buttons that set it, with nothing to compare', () => {
    const order = buildOrder({ ...labelQuotePatch, total_qty: null, design_count: null })
    const offer = priceBreakOffer(order, { env: guestEnv, now: fixedNow })
    const chosen: number[] = []
    render(
      <PriceBreakTable
        rows={offer.rows}
        compared={offer.compared}
        onChoose={(q) => chosen.push(q)}
        unit="label"
      />,
    )
    expect(screen.queryByRole('columnheader', { name: 'Vs. this quote' })).toBeNull()
    const heads = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(heads).toEqual(['Quantity', 'Per label', 'Total'])
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(
      offer.rows.map((r) => r.quantity.toLocaleString('en-US')),
    )
    const thousand = offer.rows.find((r) => r.quantity === 1000)!
    const button = screen.getByRole('button', {
      name: `Order 1,000 labels for $${thousand.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    })
    fireEvent.click(button)
    fireEvent.click(screen.getAllByRole('row').at(-1)!)
    expect(chosen).toEqual([1000, 50_000])
  })

  it('has no buttons when rows cannot be chosen', () => {
    const rows = priceBreaksForOrder(buildOrder(labelQuotePatch), { env: guestEnv, now: fixedNow })
    render(
      <PriceBreakTable
        rows={rows}
        note="Your quantities are set per design under Upload Artwork."
      />,
    )
    expect(screen.queryAllByRole('button')).toEqual([])
    // The note says where the quantities are set instead, above the table.
    const note = screen.getByText('Your quantities are set per design under Upload Artwork.')
    expect(note.compareDocumentPosition(screen.getByRole('table'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })
})
