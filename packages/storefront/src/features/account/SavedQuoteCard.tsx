import {
  formatNumericDate,
  countOfProduct,
  describeSize,
  PRODUCT_TYPE,
  savedQuoteHold,
  type SavedQuote,
} from '@diecut/quote-core'
import { isApiError } from '@diecut/quote-react'
import { useState } from 'react'
import { Link } from '../../app/router'
import { BusyButton } from '../../components/BusyButton'
import { formatMoney, formatUnitPrice } from '../../components/format-money'
import { localDay } from '../checkout/format-day'
import { freshQuoteAddress } from '../quoter/use-address-sync'
import { DeleteSavedQuoteDialog } from './DeleteSavedQuoteDialog'

const TITLES = {
  [PRODUCT_TYPE.label]: 'Custom Labels',
  [PRODUCT_TYPE.carton]: 'Folding Cartons',
  [PRODUCT_TYPE.design]: 'Graphic Design',
} as const

/** The name a saved quote is listed under. */
export const savedQuoteName = (q: SavedQuote): string => q.customer_label ?? 'Saved Quote'

/**
 * One saved quote: its name, what it is, its price, the day the price holds to, and Open
 * Quote, Add to Cart and Delete (after a confirmation). Without `onAddToCart`/`onDelete` (the
 * account overview) it only opens.
 */
export const SavedQuoteCard = ({
  quote: q,
  now,
  onAddToCart,
  onDelete,
}: {
  quote: SavedQuote
  /** The instant the hold is measured at (ISO). */
  now: string
  onAddToCart?: (q: SavedQuote) => Promise<void>
  onDelete?: (q: SavedQuote) => Promise<void>
}) => {
  const [adding, setAdding] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const name = savedQuoteName(q)
  const saved = formatNumericDate(localDay(new Date(q.updated_at)))
  const hold = savedQuoteHold(q, now)
  const add = async () => {
    if (onAddToCart === undefined) return
    setAdding(true)
    setError(null)
    try {
      await onAddToCart(q)
    } catch (e) {
      setError(isApiError(e) ? e.message : 'This quote could not be added to your cart.')
      setAdding(false)
    }
  }
  return (
    <li className="card list-card saved-quote">
      <div className="saved-quote-main">
        <strong>{name}</strong>
        <p className="muted small">
          {TITLES[q.product_type_id]} · Quote #{q.id} · Saved{' '}
          <time dateTime={q.updated_at}>{saved}</time>
        </p>
        <p className="small">
          {[q.substrate_label, q.laminate_label, describeSize(q)].filter(Boolean).join(' · ')}
        </p>
        <p className="small">
          {countOfProduct(q.total_qty ?? 0, q.product_type_id)} ·{' '}
          {formatUnitPrice(q.quoted_price_per_label)} each
        </p>
        <p className={`small saved-quote-hold${hold.expired ? ' is-expired' : ''}`}>
          <time dateTime={hold.valid_until}>{hold.text}</time>
        </p>
        {error === null ? null : (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="cart-side saved-quote-side">
        <strong className="price">{formatMoney(q.quoted_total)}</strong>
        <div className="cart-line-actions">
          {onAddToCart === undefined ? null : (
            <BusyButton
              className="btn btn-primary btn-sm"
              busy={adding}
              busyLabel="Adding…"
              aria-label={`Add to Cart: ${name}`}
              onClick={() => void add()}
            >
              Add to Cart
            </BusyButton>
          )}
          <Link
            to={`${freshQuoteAddress(q.product_type_id)}/${q.id}`}
            className="btn btn-secondary btn-sm"
            aria-label={`Open Quote: ${name}`}
          >
            Open Quote
          </Link>
          {onDelete === undefined ? null : (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={`Delete: ${name}`}
              aria-haspopup="dialog"
              onClick={() => setConfirming(true)}
            >
              Delete
            </button>
          )}
        </div>
      </div>
      {confirming && onDelete !== undefined ? (
        <DeleteSavedQuoteDialog
          name={name}
          onDelete={() => onDelete(q)}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  )
}
