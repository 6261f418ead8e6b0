import type { PlacedOrder } from '@diecut/quote-core'
import { useState } from 'react'
import { BusyButton } from '../../components/BusyButton'
import { useBusyAction } from '../../components/use-busy-action'

/**
 * The customer's free cancellation, offered while the order allows it (until the first proof is
 * ready): a reason if they like, and a confirmation before anything is cancelled.
 */
export const CancelPlacedOrder = ({
  order,
  cancel,
}: {
  order: PlacedOrder
  cancel: (reason: string | null) => Promise<unknown>
}) => {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const { busy, error, run } = useBusyAction('The order could not be cancelled.')
  const confirm = () => run(() => cancel(reason.trim() === '' ? null : reason.trim()))
  return (
    <section className="card stack-sm" aria-label="Cancel this order">
      <h2>Changed your mind?</h2>
      <p className="muted">
        You can cancel order {order.number} free of charge until its first proof is ready.
      </p>
      {open ? (
        <div className="stack-sm">
          <label className="field">
            <span className="field-label">Why are you cancelling? (optional)</span>
            <input
              className="input"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <p role="alert" className="small">
            Cancel order {order.number}? This cannot be undone.
          </p>
          <div className="hero-actions">
            <BusyButton
              className="btn btn-danger"
              busy={busy}
              busyLabel="Cancelling…"
              onClick={() => void confirm()}
            >
              Yes, Cancel Order
            </BusyButton>
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              Keep My Order
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
            Cancel Order
          </button>
        </div>
      )}
      {error === null ? null : (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
