import { canAddToCart, canSaveQuote, selectIsSaved, type Order } from '@diecut/quote-core'
import { useOrderIssues, useQuoteStore } from '@diecut/quote-react'
import { Icon } from '../../components/Icon'

/**
 * Add to Cart and Save Quote with their states (SPEC.md section 4): a saved quote shows
 * 'Quote Saved Automatically' instead of Save Quote; in edit mode the buttons read
 * 'I'm Finished, Back to Cart' and 'Changes are Autosaved'.
 */
export const SummaryActions = ({
  order,
  editMode,
  onAdd,
  onSave,
}: {
  order: Order
  editMode: boolean
  onAdd: () => void
  onSave: () => void
}) => {
  const saving = useQuoteStore((s) => s.saving)
  const adding = useQuoteStore((s) => s.adding)
  const issues = useOrderIssues()
  const addable = canAddToCart(issues.all, { saving, adding })
  return (
    <div className="summary-actions">
      <button
        type="button"
        className="btn btn-primary btn-lg btn-block"
        disabled={!addable}
        onClick={onAdd}
      >
        {adding ? (
          <span className="spinner spinner-light" aria-hidden="true" />
        ) : (
          <Icon name="cart" size={20} />
        )}
        {editMode ? "I'm Finished, Back to Cart" : adding ? 'Adding…' : 'Add to Cart'}
      </button>
      {editMode ? (
        <button type="button" className="btn btn-secondary btn-block" disabled>
          Changes are Autosaved
        </button>
      ) : selectIsSaved(order) ? (
        <p className="saved-note">
          <Icon name="check" size={18} /> Quote Saved Automatically
        </p>
      ) : (
        <button
          type="button"
          className="btn btn-secondary btn-block"
          disabled={saving || !canSaveQuote(order, issues.all)}
          onClick={onSave}
        >
          {saving ? 'Saving…' : 'Save Quote'}
        </button>
      )}
    </div>
  )
}
