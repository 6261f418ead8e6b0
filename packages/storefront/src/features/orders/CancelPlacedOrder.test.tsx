// @vitest-environment happy-dom
import { placedOrderFixture } from '@diecut/quote-core/testing'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CancelPlacedOrder } from './CancelPlacedOrder'

afterEach(cleanup)

describe('CancelPlacedOrder', () => {
  it('cancels only after the customer confirms, with the reason given', async () => {
    const sent: (string | null)[] = []
    render(<CancelPlacedOrder order={placedOrderFixture()} cancel={async (r) => sent.push(r)} />)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }))
    fireEvent.click(screen.getByRole('button', { name: 'Keep My Order' }))
    expect(sent).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }))
    fireEvent.change(screen.getByLabelText('Why are you cancelling? (optional)'), {
      target: { value: '  Ordered twice ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }))
    await waitFor(() => expect(sent).toEqual(['Ordered twice']))
  })

  it('shows the refusal and lets the customer try again', async () => {
    render(
      <CancelPlacedOrder
        order={placedOrderFixture()}
        cancel={() => Promise.reject(new Error('offline'))}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }))
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'The order could not be cancelled.',
      ),
    )
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Yes, Cancel Order' }).disabled,
    ).toBe(false)
  })
})
