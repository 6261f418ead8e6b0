import type { ReactNode } from 'react'
import { BusyButton } from '../../components/BusyButton'
import { Icon } from '../../components/Icon'

/** The summary's main button: Add to Cart, or the design quote's Next. */
export type PrimaryAction = {
  readonly label: string
  readonly icon: ReactNode
  readonly disabled: boolean
  readonly onClick: () => void
}

/** Where the quote stands for Save Quote. */
export type SaveState = {
  /** Saved to the account already: 'Quote Saved Automatically' replaces the button. */
  readonly saved: boolean
  readonly saving: boolean
  readonly canSave: boolean
  readonly onSave: () => void
}

/**
 * The summary's buttons (docs/product.md section 4): the main action, then Save Quote; a saved quote
 * shows 'Quote Saved Automatically' instead, and in the cart's edit mode the second button
 * reads 'Changes are Autosaved'.
 */
export const SummaryActions = ({
  primary,
  save,
  editMode,
}: {
  primary: PrimaryAction
  save: SaveState
  editMode: boolean
}) => (
  <div className="summary-actions">
    <button
      type="button"
      className="btn btn-primary btn-lg btn-block"
      disabled={primary.disabled}
      onClick={primary.onClick}
    >
      {primary.icon}
      {primary.label}
    </button>
    {editMode ? (
      <button type="button" className="btn btn-secondary btn-block" disabled>
        Changes are Autosaved
      </button>
    ) : save.saved ? (
      <p className="saved-note">
        <Icon name="check" size={18} /> Quote Saved Automatically
      </p>
    ) : (
      <BusyButton
        className="btn btn-secondary btn-block"
        busy={save.saving}
        busyLabel="Saving…"
        disabled={!save.canSave}
        onClick={save.onSave}
      >
        Save Quote
      </BusyButton>
    )}
  </div>
)
