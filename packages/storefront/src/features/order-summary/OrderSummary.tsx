import { describeColor, describeSize, PRODUCT_TYPE, type Order } from '@diecut/quote-core'
import { useOrderIssues, useQuotePrice, useQuoteStore } from '@diecut/quote-react'
import { memo, useMemo } from 'react'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { formatCount, formatMoney, formatUnitPrice } from '../../components/format-money'
import { useArtworkInfo, isDrawable } from '../quoter/artwork/useArtworkInfo'
import { IncompleteList } from './IncompleteList'
import { NeedByField } from './NeedByField'
import { PriceBreaks } from './PriceBreaks'
import { ShapePreview } from './ShapePreview'
import { ShareQuoteActions } from './ShareQuoteActions'
import { ShippingEstimator } from './ShippingEstimator'
import { SummaryActions } from './SummaryActions'

const words = (text: string, n: number) => {
  const w = text.split(/\s+/).filter(Boolean)
  return w.length <= n ? text : `${w.slice(0, n).join(' ')}…`
}

/**
 * The price, die charge and ship date, read from the store as each change lands: the only part
 * of the summary that renders in the keystroke's frame.
 */
const SummaryPrice = ({ unit }: { unit: string }) => {
  const price = useQuotePrice()
  return (
    <>
      <div className="summary-price">
        <div>
          <span className="summary-label">Subtotal</span>
          <strong className="summary-total price" data-testid="subtotal">
            {formatMoney(price.total)}
          </strong>
        </div>
        <div className="summary-unit">
          <strong className="price" data-testid="per-unit">
            {formatUnitPrice(price.perUnit)}
          </strong>
          <span className="muted small"> per {unit}</span>
        </div>
      </div>
      {price.dieCharge ? (
        <p className="small muted">
          Includes a one-time die charge of {formatMoney(price.dieCharge)}.
        </p>
      ) : null}
      {price.shipDueFormatted ? (
        <p className="ship-date">
          <Icon name="truck" size={18} /> Estimated ship date:{' '}
          <strong>{price.shipDueFormatted}</strong>
        </p>
      ) : null}
    </>
  )
}

/** 'Updating' while a change waits for the server or is on its way. */
const SyncNote = () => {
  const busy = useQuoteStore((s) => s.sync === 'syncing' || s.sync === 'pending')
  return busy ? (
    <span className="sync-note" role="status">
      <span className="spinner" aria-hidden="true" /> Updating
    </span>
  ) : null
}

/**
 * The sticky Order Summary: specs, price, ship date, incomplete items, actions, breaks, preview.
 * `order` may lag the store by a render (the page passes a deferred order); the price does not.
 */
export const OrderSummary = memo(function OrderSummary({
  order,
  editMode,
  onAdd,
  onSave,
  error,
}: {
  order: Order
  editMode: boolean
  onAdd: () => void
  onSave: () => void
  error: string | null
}) {
  const env = useQuoteStore((s) => s.env)
  const issues = useOrderIssues()
  const now = useMemo(() => new Date().toISOString(), [])
  const info = useArtworkInfo(order.id, order.designs_orders)
  const first = order.designs_orders.map((l) => info.get(l.design_id)).find(isDrawable) ?? null
  const carton = order.product_type_id === PRODUCT_TYPE.carton
  const unit = carton ? 'carton' : 'label'
  const specs: [string, string][] = [
    ['Material', order.substrate_label ? words(order.substrate_label, carton ? 8 : 5) : '–'],
    ['Laminate', order.laminate_label || '–'],
    ['Size', describeSize(order) || '–'],
    ['Color', describeColor(order)],
    [
      'Quantity',
      order.total_qty
        ? `${formatCount(order.total_qty)} ${unit}s${order.design_count && order.design_count > 1 ? `, ${order.design_count} designs` : ''}`
        : '–',
    ],
  ]
  return (
    <aside className="summary" aria-label="Order Summary">
      <div className="summary-card">
        <div className="summary-head">
          <h2>Order Summary</h2>
          <SyncNote />
        </div>
        <dl className="summary-specs">
          {specs.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        <SummaryPrice unit={unit} />
        <NeedByField />
        {error ? <Notice tone="error">{error}</Notice> : null}
        <IncompleteList issues={issues.blocking} />
        {issues.notices.map((n) => (
          <Notice key={n.category + n.message} tone="info">
            {n.message}
          </Notice>
        ))}
        <SummaryActions order={order} editMode={editMode} onAdd={onAdd} onSave={onSave} />
        <ShareQuoteActions />
        <ShippingEstimator order={order} />
      </div>
      <ShapePreview order={order} artwork={first} />
      <PriceBreaks order={order} env={env} now={now} />
    </aside>
  )
})
