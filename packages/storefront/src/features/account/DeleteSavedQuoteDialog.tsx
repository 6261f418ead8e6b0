import { SAVED_QUOTE_MESSAGES } from '@diecut/quote-core'
import { BusyButton } from '../../components/BusyButton'
import { Modal } from '../../components/Modal'
import { useBusyAction } from '../../components/use-busy-action'

/** 'Delete this saved quote?': asked once more, so a slip never deletes a quote. */
export const DeleteSavedQuoteDialog = ({
  name,
  onDelete,
  onClose,
}: {
  name: string
  onDelete: () => Promise<void>
  onClose: () => void
}) => {
  const { busy, error, run } = useBusyAction('The quote could not be deleted.')
  const remove = () => run(onDelete)
  return (
    <Modal title={SAVED_QUOTE_MESSAGES.deleteTitle} onClose={onClose}>
      <p>{SAVED_QUOTE_MESSAGES.deleteBody(name)}</p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} data-autofocus>
          Keep Quote
        </button>
        <BusyButton
          className="btn btn-danger"
          busy={busy}
          busyLabel="Deleting…"
          onClick={() => void remove()}
        >
          Delete Quote
        </BusyButton>
      </div>
    </Modal>
  )
}
