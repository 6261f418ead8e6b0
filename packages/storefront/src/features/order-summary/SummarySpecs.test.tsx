// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SummarySpecs } from './SummarySpecs'
import { SummaryTotal } from './SummaryTotal'

afterEach(cleanup)

describe('SummarySpecs and SummaryTotal', () => {
  it('lists each spec as a term and its value, in order', () => {
    render(
      <SummarySpecs
        specs={[
          ['Material', 'White Paper'],
          ['Size', '2" x 3" Rectangle'],
        ]}
      />,
    )
    const terms = screen.getAllByRole('term').map((t) => t.textContent)
    const values = screen.getAllByRole('definition').map((d) => d.textContent)
    expect(terms).toEqual(['Material', 'Size'])
    expect(values).toEqual(['White Paper', '2" x 3" Rectangle'])
  })

  it('shows the total in dollars under its caption', () => {
    render(<SummaryTotal label="Design fee" total={90} />)
    const total = screen.getByTestId('subtotal')
    expect(total.textContent).toBe('$90.00')
    expect(total.previousElementSibling?.textContent).toBe('Design fee')
  })
})
