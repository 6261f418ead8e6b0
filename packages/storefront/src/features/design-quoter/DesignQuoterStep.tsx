import {
  designNext,
  designStepNumber,
  designTypes,
  QUOTE_CONSTANTS,
  type Order,
} from '@diecut/quote-core'
import { useOrderIssues, useQuotePrice } from '@diecut/quote-react'
import { formatMoney } from '../../components/format-money'
import { Notice } from '../../components/Notice'
import { IncompleteList } from '../order-summary/IncompleteList'

/** The quoter step shell: heading by design type, Back to Design Quote, the fee and Step N of 4. */
export const DesignQuoterStep = ({ order, onBack }: { order: Order; onBack: () => void }) => {
  const issues = useOrderIssues()
  const price = useQuotePrice()
  const type = designTypes.find((t) => t.id === order.graphic_design_order_details?.design_type_id)
  const next = designNext('quoter', order, issues.all)
  const step = designStepNumber('quoter')
  return (
    <div className="quoter-layout">
      <div className="quoter-main stack">
        <button type="button" className="btn btn-ghost btn-sm back-button" onClick={onBack}>
          ← Back to Design Quote
        </button>
        <h1>{type?.heading ?? 'Design'}</h1>
        {type?.id === 1 ? (
          <Notice tone="info">
            If only colours change in 5 or fewer files, or one word changes, proceed with a full
            order and put your changes in the Artwork Instructions box.
          </Notice>
        ) : null}
        <div className="card stack-sm">
          <h2>Your design brief</h2>
          <p>
            Tell us about the material, shape and size, your artwork and instructions. Our online
            brief is being finished; until then a designer takes it by phone at{' '}
            <a href={`tel:${QUOTE_CONSTANTS.supportPhone.replace(/[^\d]/g, '')}`}>
              {QUOTE_CONSTANTS.supportPhone}
            </a>
            , {QUOTE_CONSTANTS.supportHours}.
          </p>
        </div>
      </div>
      <aside className="summary" aria-label="Order Summary">
        <div className="summary-card">
          <div className="summary-head">
            <h2>Order Summary</h2>
            {step ? (
              <span className="muted small">
                Step {step.n} of {step.of}
              </span>
            ) : null}
          </div>
          <div className="summary-price">
            <div>
              <span className="summary-label">Design fee</span>
              <strong className="summary-total price">{formatMoney(price.total)}</strong>
            </div>
          </div>
          {price.shipDueFormatted ? (
            <p className="ship-date">
              First proof by <strong>{price.shipDueFormatted}</strong>
            </p>
          ) : null}
          <IncompleteList issues={issues.blocking} />
          <button
            type="button"
            className="btn btn-primary btn-lg btn-block"
            disabled={!next.enabled}
          >
            {next.label}
          </button>
        </div>
      </aside>
    </div>
  )
}
