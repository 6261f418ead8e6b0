import { describeColor, describeSize, PRODUCT_TYPE, type DesignStep } from '@diecut/quote-core'
import {
  useOrder,
  useOrderIssues,
  useQuotePrice,
  useQuoteStore,
  type DesignSteps,
} from '@diecut/quote-react'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { formatMoney } from '../../components/format-money'
import { IncompleteList } from '../order-summary/IncompleteList'
import { SummaryActions } from '../order-summary/SummaryActions'
import { SummarySpecs, type SummarySpec } from '../order-summary/SummarySpecs'
import { SummaryTotal } from '../order-summary/SummaryTotal'
import { SyncNote } from '../order-summary/SyncNote'
import { useSaveState } from '../order-summary/use-save-state'
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
 * The design quote's Order Summary: Step N of 4 and the step buttons (a custom design's four
 * steps; edits and recreation have one step and show neither), what is ordered, the design fee
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
  const order = useOrder()
  const adding = useQuoteStore((s) => s.adding)
  const save = useSaveState(order, onSave)
  const price = useQuotePrice()
  const issues = useOrderIssues()
  const carton = order.graphic_design_order_details?.design_product_type_id === PRODUCT_TYPE.carton
  const specs: SummarySpec[] = [
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
        {flow.number ? (
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
        ) : null}
        <SummarySpecs specs={specs} />
        <div className="summary-price">
          <SummaryTotal label="Design fee" total={price.total} />
          <SyncNote />
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
        <IncompleteList issues={issues.blocking} onSelect={flow.askMissing} />
        <SummaryActions
          editMode={editMode}
          save={save}
          primary={{
            label: adding ? 'Adding…' : flow.next.label,
            icon: flow.next.target === 'add_to_cart' ? <Icon name="cart" size={20} /> : null,
            disabled: !flow.next.enabled || adding || save.saving,
            onClick: onNext,
          }}
        />
      </div>
    </aside>
  )
}
