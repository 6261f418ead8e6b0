// @vitest-environment happy-dom
import { createQuoteApi, QuoteApiProvider } from '@diecut/quote-react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StaffGate } from './StaffGate'

afterEach(cleanup)

describe('StaffGate', () => {
  it('offers the staff login with the reason when the session cannot be read, not a spinner', async () => {
    const api = createQuoteApi({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      XMLHttpRequest: null,
    })
    render(
      <QuoteApiProvider api={api}>
        <StaffGate>
          <p>The orders</p>
        </StaffGate>
      </QuoteApiProvider>,
    )
    await screen.findByRole('heading', { name: 'Staff log in' })
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Who is logged in could not be checked: ./,
    )
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByText('The orders')).toBeNull()
  })
})
