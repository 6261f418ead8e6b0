import type { PlacedOrder } from '@diecut/quote-core'
import { isApiError } from '@diecut/quote-react'
import { useState } from 'react'
import { BusyButton } from '../../components/BusyButton'

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
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await cancel(reason.trim() === '' ? null : reason.trim())
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The order could not be cancelled.')
      setBusy(false)
    }
  }
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
