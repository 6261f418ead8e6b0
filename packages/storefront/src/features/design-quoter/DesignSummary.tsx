import {
  canSaveQuote,
  describeColor,
  describeSize,
  designStepOfCategory,
  PRODUCT_TYPE,
  selectIsSaved,
  type DesignStep,
} from '@diecut/quote-core'
import { useOrderIssues, useQuotePrice, useQuoteStore, type DesignSteps } from '@diecut/quote-react'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { formatMoney } from '../../components/format-money'
import { IncompleteList } from '../order-summary/IncompleteList'
import { designHeading } from './DesignQuoterStep'

/** The step buttons' names. */
export const STEP_NAMES: Readonly<Record<DesignStep, string>> = {
  landing: 'Design Quote',
  quoter: 'Artwork',
  design_style: 'Design Style',
  color_preferences: 'Color Preferences',
  brand_product: 'Brand & Product',
}

/**
 * The design quote's Order Summary: Step N of 4, step buttons, what is ordered, the design fee
 * with its breakdown, Items Incomplete, Next (or Add to Cart) and Save Quote.
 */
export const DesignSummary = ({
  flow,
  editMode,
  error,
  onNext,
  onSave,
}: {
  flow: DesignSteps
  editMode: boolean
  error: string | null
  onNext: () => void
  onSave: () => void
}) => {
  const order = useQuoteStore((s) => s.order)
  const saving = useQuoteStore((s) => s.saving)
  const adding = useQuoteStore((s) => s.adding)
  const sync = useQuoteStore((s) => s.sync)
  const price = useQuotePrice()
  const issues = useOrderIssues()
  const carton = order.graphic_design_order_details?.design_product_type_id === PRODUCT_TYPE.carton
  const specs: [string, string][] = [
    ['Service', designHeading(order)],
    ['For', carton ? 'Folding Carton' : 'Labels'],
    ['Material', order.substrate_label || '–'],
    ['Size', describeSize(order) || '–'],
    ['Ink', describeColor(order)],
  ]
  return (
    <aside className="summary" aria-label="Order Summary">
      <div className="summary-card">
        <div className="summary-head">
          <h2>Order Summary</h2>
          {flow.number ? (
            <span className="step-of" data-testid="step-of">
              Step {flow.number.n} of {flow.number.of}
            </span>
          ) : null}
        </div>
        <nav className="design-step-nav" aria-label="Design quote steps">
          {flow.path.map((s, i) => (
            <button
              key={s}
              type="button"
              className={`design-step-button${flow.step === s ? ' is-current' : ''}`}
              aria-current={flow.step === s ? 'step' : undefined}
              disabled={!flow.reachable(s)}
              onClick={() => flow.goTo(s)}
            >
              <span className="design-step-n" aria-hidden="true">
                {i + 1}
              </span>
              {STEP_NAMES[s]}
            </button>
          ))}
        </nav>
        <dl className="summary-specs">
          {specs.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        <div className="summary-price">
          <div>
            <span className="summary-label">Design fee</span>
            <strong className="summary-total price" data-testid="subtotal">
              {formatMoney(price.total)}
            </strong>
          </div>
          {sync === 'syncing' || sync === 'pending' ? (
            <span className="sync-note" role="status">
              <span className="spinner" aria-hidden="true" /> Updating
            </span>
          ) : null}
        </div>
        {price.breakdown.length > 0 ? (
          <dl className="price-breakdown" aria-label="Price breakdown">
            {price.breakdown.map((l) => (
              <div key={l.label}>
                <dt>{l.label}</dt>
                <dd className="price">{formatMoney(l.amount)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {price.shipDueFormatted ? (
          <p className="ship-date">
            <Icon name="clock" size={18} /> First proof by <strong>{price.shipDueFormatted}</strong>
          </p>
        ) : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        <IncompleteList
          issues={issues.blocking}
          onSelect={(e) => flow.goTo(designStepOfCategory(e.category))}
        />
        <div className="summary-actions">
          <button
            type="button"
            className="btn btn-primary btn-lg btn-block"
            disabled={!flow.next.enabled || adding || saving}
            onClick={onNext}
          >
            {flow.next.target === 'add_to_cart' ? <Icon name="cart" size={20} /> : null}
            {adding ? 'Adding…' : flow.next.label}
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
      </div>
    </aside>
  )
}
