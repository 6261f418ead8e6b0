import { useState } from 'react'
import { BusyButton } from '../../components/BusyButton'
import { Modal } from '../../components/Modal'

/**
 * 'Remove this order from your cart?': a dialog (focus moves in, Tab stays inside, Escape and
 * Keep in Cart close it) so a slip of the mouse or keyboard never removes an order.
 */
export const RemoveFromCartDialog = ({
  what,
  onRemove,
  onClose,
}: {
  /** The order as the customer knows it, e.g. '1,000 Custom Labels'. */
  what: string
  onRemove: () => Promise<void>
  onClose: () => void
}) => {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const remove = async () => {
    setBusy(true)
    setError(null)
    try {
      await onRemove()
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The order could not be removed.')
      setBusy(false)
    }
  }
  return (
    <Modal title="Remove this order from your cart?" onClose={onClose}>
      <p>
        {what} will leave your cart. The quote is kept: open it again from its link, or save it to
        your account.
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} data-autofocus>
          Keep in Cart
        </button>
        <BusyButton
          className="btn btn-danger"
          busy={busy}
          busyLabel="Removing…"
          onClick={() => void remove()}
        >
          Remove from Cart
        </BusyButton>
      </div>
    </Modal>
  )
}
