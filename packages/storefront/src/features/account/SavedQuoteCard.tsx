import { describeSize, PRODUCT_TYPE, unitNounsOf, type SavedQuote } from '@diecut/quote-core'
import { Link } from '../../app/router'
import { formatCount, formatMoney, formatUnitPrice } from '../../components/format-money'
import { freshQuoteAddress } from '../quoter/use-address-sync'

const TITLES = {
  [PRODUCT_TYPE.label]: 'Custom Labels',
  [PRODUCT_TYPE.carton]: 'Folding Cartons',
  [PRODUCT_TYPE.design]: 'Graphic Design',
} as const

/** One saved quote: its name, what it is, its price and date, and a link back to its quoter. */
export const SavedQuoteCard = ({ quote: q }: { quote: SavedQuote }) => {
  const name = q.customer_label ?? 'Saved Quote'
  const saved = new Date(q.updated_at).toLocaleDateString('en-US')
  return (
    <li className="card list-card saved-quote">
      <div>
        <strong>{name}</strong>
        <p className="muted small">
          {TITLES[q.product_type_id]} · Quote #{q.id} · Saved{' '}
          <time dateTime={q.updated_at}>{saved}</time>
        </p>
        <p className="small">
          {[q.substrate_label, q.laminate_label, describeSize(q)].filter(Boolean).join(' · ')}
        </p>
        <p className="small">
          {formatCount(q.total_qty)} {unitNounsOf(q.product_type_id)} ·{' '}
          {formatUnitPrice(q.quoted_price_per_label)} each
        </p>
      </div>
      <div className="cart-side">
        <strong className="price">{formatMoney(q.quoted_total)}</strong>
        <Link
          to={`${freshQuoteAddress(q.product_type_id)}/${q.id}`}
          className="btn btn-secondary btn-sm"
          aria-label={`Open ${name}`}
        >
          Open Quote
        </Link>
      </div>
    </li>
  )
}
