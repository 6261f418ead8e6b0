// @vitest-environment happy-dom
import {
  ACCEPTED_ARTWORK_EXTENSIONS,
  type PlacedOrder,
  type PlacedOrderLine,
  type ProofDecision,
} from '@diecut/quote-core'
import { ApiError } from '@diecut/quote-react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
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
  tax: { rate: 0, amount: 0, jurisdiction: '', exempt: false },
  total: 328.11,
  po_number: null,
  notes: null,
  events: [],
  payment: { status: 'not_due', method: null, amount_paid: 0, ledger: [], pending_refunds: [] },
  shipment: null,
  ship_by: '2026-12-01',
  production_days: 2,
}

const noUpload = () => Promise.reject(new Error('no upload expected'))

const setup = (answer: (d: ProofDecision) => Promise<unknown>) =>
  render(
    <PlacedLineCard
      order={order}
      line={line}
      proofUrl="/proof.png"
      onAnswer={answer}
      onUploadArtwork={noUpload}
    />,
  )

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
        onUploadArtwork={noUpload}
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
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Approve Proof' }).disabled,
      ).toBe(false),
    )
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

describe('PlacedLineCard unit price', () => {
  const card = (l: PlacedOrderLine) =>
    render(
      <PlacedLineCard
        order={{ ...order, lines: [l] }}
        line={l}
        proofUrl="/proof.png"
        onAnswer={() => Promise.resolve()}
        onUploadArtwork={noUpload}
      />,
    ).container.textContent ?? ''

  it('shows the unit price that times the quantity makes the amount, or the amount alone', () => {
    // $316.11 over 1,000 is $0.31611 each, not the quoted $0.317 (which would make $317.00).
    const exact = card(line)
    expect(exact).toContain('1,000 labels · $0.31611 each')
    expect(exact).not.toContain('$0.317')
    cleanup()
    const thirds = card({ ...line, quantity: 3, subtotal: 100, unit_price: 33.334 })
    expect(thirds).not.toContain('each')
    expect(thirds).toContain('$100.00')
  })
})

describe('PlacedLineCard awaiting artwork', () => {
  const waiting: PlacedOrderLine = { ...line, proof_status: 'awaiting_artwork', proof: null }
  const waitingOrder: PlacedOrder = { ...order, status: 'awaiting_artwork', lines: [waiting] }
  const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name)

  /** The order page in small: the card, and the order as the server answers the upload. */
  const Page = ({ upload }: { upload: (files: readonly File[]) => Promise<PlacedOrderLine> }) => {
    const [shown, setShown] = useState(waiting)
    return (
      <ul>
        <PlacedLineCard
          order={{ ...waitingOrder, lines: [shown] }}
          line={shown}
          proofUrl="/proof.png"
          onAnswer={async () => {}}
          onUploadArtwork={async (orderId, files) => {
            expect(orderId).toBe(41)
            setShown(await upload(files))
          }}
        />
      </ul>
    )
  }

  it('sends the chosen files, shows them going, then the item awaiting its proof', async () => {
    const sent: (readonly File[])[] = []
    let answer: (l: PlacedOrderLine) => void = () => {}
    render(
      <Page
        upload={(files) => {
          sent.push(files)
          return new Promise((resolve) => (answer = resolve))
        }}
      />,
    )
    expect(screen.getByTestId('proof-status').textContent).toBe('Awaiting artwork')
    const input = screen.getByLabelText<HTMLInputElement>(
      'Artwork for Roll labels · 2" x 3" Rectangle',
    )
    expect(input.type).toBe('file')
    expect(input.multiple).toBe(true)
    expect(input.accept).toBe(ACCEPTED_ARTWORK_EXTENSIONS)
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Upload Artwork' })
    expect(button.disabled).toBe(true)
    const files = [png('front.png'), png('back.png')]
    fireEvent.change(input, { target: { files } })
    expect(button.disabled).toBe(false)
    fireEvent.click(button)
    await waitFor(() => expect(sent).toEqual([files]))
    expect(screen.getByRole('status').textContent).toBe(' Sending 2 files…')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Uploading…' }).disabled).toBe(
      true,
    )
    await act(async () => answer({ ...waiting, proof_status: 'awaiting_proof' }))
    expect(screen.getByTestId('proof-status').textContent).toBe('Proof in preparation')
    expect(screen.queryByLabelText('Artwork for Roll labels · 2" x 3" Rectangle')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Upload Artwork' })).toBeNull()
  })

  it("shows the server's refusal and lets the customer choose again", async () => {
    render(
      <Page
        upload={() =>
          Promise.reject(
            new ApiError({
              status: 415,
              code: 'unsupported_media_type',
              message: '"notes.png" is not an accepted file. Accepted files: PDF, AI and PNG.',
            }),
          )
        }
      />,
    )
    fireEvent.change(screen.getByLabelText('Artwork for Roll labels · 2" x 3" Rectangle'), {
      target: { files: [png('notes.png')] },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Upload Artwork' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '"notes.png" is not an accepted file. Accepted files: PDF, AI and PNG.',
      ),
    )
    expect(screen.getByTestId('proof-status').textContent).toBe('Awaiting artwork')
    // The refused files are let go: the button waits for a new choice.
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Upload Artwork' })
    expect(button.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Artwork for Roll labels · 2" x 3" Rectangle'), {
      target: { files: [png('art.png')] },
    })
    expect(button.disabled).toBe(false)
  })

  it('offers no upload once the item has its artwork, or the order is cancelled', () => {
    const { unmount } = setup(async () => {})
    expect(screen.queryByRole('button', { name: 'Upload Artwork' })).toBeNull()
    unmount()
    render(
      <PlacedLineCard
        order={{ ...waitingOrder, status: 'cancelled' }}
        line={waiting}
        proofUrl="/proof.png"
        onAnswer={async () => {}}
        onUploadArtwork={noUpload}
      />,
    )
    expect(screen.getByTestId('proof-status').textContent).toBe('Awaiting artwork')
    expect(screen.queryByRole('button', { name: 'Upload Artwork' })).toBeNull()
  })

  it('names each item by product and size, and counts one design in the singular', () => {
    const design: PlacedOrderLine = {
      ...line,
      order_id: 44,
      item_type: 'design',
      description: 'Custom Design, 1 design',
      quantity: 1,
      unit_price: 150,
      subtotal: 150,
      proof_status: 'awaiting_proof',
      proof: null,
    }
    const twin = { ...line, order_id: 43, description: 'Roll labels · 2" x 3" Rectangle · Kraft' }
    const both = { ...order, lines: [line, twin, design] }
    render(
      <ul>
        {both.lines.map((l) => (
          <PlacedLineCard
            key={l.order_id}
            order={both}
            line={l}
            proofUrl="/proof.png"
            onAnswer={() => Promise.resolve()}
            onUploadArtwork={noUpload}
          />
        ))}
      </ul>,
    )
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Roll labels · 2" x 3" Rectangle (1 of 2)',
      'Roll labels · 2" x 3" Rectangle (2 of 2)',
      'Custom Design, 1 design',
    ])
    expect(screen.queryByText(/Item \d/)).toBeNull()
    const card = screen.getByRole('listitem', { name: 'Custom Design, 1 design' })
    expect(card.textContent).toContain('1 design · $150.00 each')
    expect(card.textContent).not.toContain('1 designs')
  })
})

describe('PlacedLineCard of a reordered item', () => {
  it('says which design keeps its approved proof and which one gets a new proof', () => {
    const reordered: PlacedOrderLine = {
      ...line,
      proof_status: 'awaiting_proof',
      proof: null,
      reorder: {
        number: 'DC-10000007',
        order_id: 12,
        proof_carried: false,
        die_waived: true,
        designs: [
          { design_id: 5, filename: 'lemon.png', proof: 'carried' },
          { design_id: 9, filename: 'lime-2.png', proof: 'new' },
        ],
      },
    }
    render(
      <PlacedLineCard
        order={{ ...order, lines: [reordered] }}
        line={reordered}
        proofUrl="/proof.png"
        onAnswer={() => Promise.resolve()}
        onUploadArtwork={noUpload}
      />,
    )
    const notes = screen.getByTestId('reorder-notes')
    expect([...notes.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Reorder of DC-10000007.',
      '1 design keeps the approved proof of DC-10000007; 1 design gets a new proof.',
      'The cutting die was paid on DC-10000007: no die charge.',
    ])
    const designs = screen.getByRole('list', { name: 'Designs and their proofs' })
    expect([...designs.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'lemon.pngProof carried over',
      'lime-2.pngNeeds a new proof',
    ])
  })
})
