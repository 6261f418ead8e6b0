import { unitNounOf } from '@diecut/quote-core'
import { useQuotePrice, useQuoteStore } from '@diecut/quote-react'
import { formatMoney, formatUnitPrice } from '../../components/format-money'

/** On phones the summary sits below the steps: this bar keeps the price in view. */
export const MobilePriceBar = () => {
  const price = useQuotePrice()
  const unit = useQuoteStore((s) => unitNounOf(s.order.product_type_id))
  return (
    <div className="mobile-price-bar" aria-hidden="true">
      <div>
        <strong className="price">{formatMoney(price.total)}</strong>
        <span className="muted small">
          {' '}
          · {formatUnitPrice(price.perUnit)} per {unit}
        </span>
      </div>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        tabIndex={-1}
        onClick={() => document.querySelector('.summary')?.scrollIntoView({ behavior: 'smooth' })}
      >
        Summary
      </button>
    </div>
  )
}
