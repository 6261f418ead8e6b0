import { useState } from 'react'
import { LabelledControl } from '../../components/LabelledControl'
import { Modal } from '../../components/Modal'

/** The 'Save Quote' confirmation (the modal's simple variant): name the quote, then save. */
export const SaveQuoteModal = ({
  defaultLabel,
  onSave,
  onClose,
}: {
  defaultLabel: string
  onSave: (label: string) => void
  onClose: () => void
}) => {
  const [label, setLabel] = useState(defaultLabel)
  return (
    <Modal title="Save Quote" onClose={onClose}>
      <p className="muted">Give this quote a name to find it later under Saved Quotes.</p>
      <div className="field">
        <LabelledControl
          label="Quote name"
          className="input"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          data-autofocus
        />
      </div>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => onSave(label.trim() === '' ? defaultLabel : label.trim())}
        >
          Save Quote
        </button>
      </div>
    </Modal>
  )
}
