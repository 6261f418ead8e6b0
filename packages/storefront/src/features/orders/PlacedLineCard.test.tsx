// @vitest-environment happy-dom
import type { PlacedOrder, PlacedOrderLine, ProofDecision } from '@diecut/quote-core'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PlacedLineCard } from './PlacedLineCard'

afterEach(cleanup)

const line: PlacedOrderLine = {
  order_id: 41,
  item_type: 'labels',
  description: 'Roll labels · 2" x 3" Rectangle · White Paper, Gloss',
  quantity: 1000,
  unit_price: 0.317,
  subtotal: 316.11,
  proof_status: 'proof_ready',
  proof: { filename: 'proof.png', mimetype: 'image/png', uploaded_at: '2026-11-20T15:00:00Z' },
  customer_comment: null,
}

const order: PlacedOrder = {
  id: 3,
  number: 'DC-10000042',
  status: 'proof_ready',
  placed_at: '2026-11-19T15:00:00Z',
  email: 'ann@example.com',
  address: {
    name: 'Ann Lee',
    company: '',
    address1: '1 Main St',
    address2: '',
    city: 'Burlington',
    state: 'VT',
    zip: '05401',
    country: 'US',
    phone: '',
    is_residential: false,
  },
  shipping: {
    code: 'ground',
    name: 'Ground',
    total: 12,
    ship_date: '2026-12-01',
    estimated_arrival: '2026-12-04',
  },
  lines: [line],
  subtotal: 316.11,
  total: 328.11,
  po_number: null,
  notes: null,
  events: [],
  payment: { status: 'not_due', method: null, amount_paid: 0 },
  shipment: null,
  ship_by: '2026-12-01',
  production_days: 2,
}

const setup = (answer: (d: ProofDecision) => Promise<unknown>) =>
  render(<PlacedLineCard order={order} line={line} proofUrl="/proof.png" onAnswer={answer} />)

describe('PlacedLineCard', () => {
  it('approves the proof once the customer confirms it goes to print', async () => {
    const sent: ProofDecision[] = []
    setup(async (d) => sent.push(d))
    expect(screen.getByText(/1,000 labels/).textContent).toContain('1,000 labels')
    fireEvent.click(screen.getByRole('button', { name: 'Approve Proof' }))
    expect(screen.getByRole('status').textContent).toBe(
      'Approve this proof? We print exactly what it shows, and the item can no longer be changed.',
    )
    expect(sent).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Not Yet' }))
    expect(screen.queryByRole('status')).toBeNull()
    expect(sent).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Approve Proof' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Approve for Print' }))
    await waitFor(() =>
      expect(sent).toEqual([{ order_id: 41, decision: 'approve', comment: null }]),
    )
  })

  it('shows a PDF proof in a frame with a link to open it', () => {
    const pdfLine = {
      ...line,
      proof: { ...line.proof!, filename: 'proof.pdf', mimetype: 'application/pdf' },
    }
    render(
      <PlacedLineCard
        order={order}
        line={pdfLine}
        proofUrl="/proof.pdf"
        onAnswer={async () => {}}
      />,
    )
    const frame = screen.getByTitle(`Proof of ${line.description}`)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toBe('/proof.pdf')
    expect(screen.getByRole('link', { name: /Open the proof/ }).getAttribute('href')).toBe(
      '/proof.pdf',
    )
    expect(document.querySelector('object')).toBeNull()
  })

  it('asks what to change, sends the comment, and can be cancelled', async () => {
    const sent: ProofDecision[] = []
    setup(async (d) => sent.push(d))
    fireEvent.click(screen.getByRole('button', { name: 'Request Changes' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByLabelText('What should we change?')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Request Changes' }))
    fireEvent.change(screen.getByLabelText('What should we change?'), {
      target: { value: 'Make the logo bigger' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send Changes' }))
    await waitFor(() =>
      expect(sent).toEqual([
        { order_id: 41, decision: 'changes', comment: 'Make the logo bigger' },
      ]),
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve Proof' })).toBeTruthy())
  })

  it('says so when the answer cannot be sent, keeping the buttons', async () => {
    setup(() => Promise.reject(new Error('offline')))
    fireEvent.click(screen.getByRole('button', { name: 'Approve Proof' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Approve for Print' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your answer could not be sent. Please try again.',
      ),
    )
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Yes, Approve for Print' }).disabled,
    ).toBe(false)
  })
})
