import {
  describeColor,
  describeSize,
  PRODUCT_TYPE,
  unitNounOf,
  type Order,
} from '@diecut/quote-core'
import { useArtworkInfo, useOrderIssues, useQuoteActions, useQuotePrice } from '@diecut/quote-react'
import { memo } from 'react'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { formatCount, formatMoney, formatUnitPrice } from '../../components/format-money'
import { isDrawable } from '../quoter/artwork/drawable'
import { NeedByField, ShareQuoteActions, ShippingEstimator } from '../quoter/late-sections'
import { IncompleteList } from './IncompleteList'
import { PriceBreaks } from './PriceBreaks'
import { ShapePreview } from './ShapePreview'
import { SummaryActions } from './SummaryActions'
import { SummarySpecs, type SummarySpec } from './SummarySpecs'
import { SummaryTotal } from './SummaryTotal'
import { SyncNote } from './SyncNote'
import { UnwindPreview } from './UnwindPreview'
import { useSaveState } from './use-save-state'

const words = (text: string, n: number) => {
  const w = text.split(/\s+/).filter(Boolean)
  return w.length <= n ? text : `${w.slice(0, n).join(' ')}…`
}

/**
 * The subtotal and unit price, read from the store as each change lands: the only part of the
 * summary that renders in the keystroke's frame. Pinned at the foot of the summary.
 */
const SummaryPrice = ({ unit }: { unit: string }) => {
  const price = useQuotePrice()
  return (
    <div className="summary-price">
      <SummaryTotal label="Subtotal" total={price.total} />
      <div className="summary-unit">
        <strong className="price" data-testid="per-unit">
          {formatUnitPrice(price.perUnit)}
        </strong>
        <span className="muted small"> per {unit}</span>
      </div>
    </div>
  )
}

/** The one-time die charge and the estimated ship date, once the quote has a price. */
const SummaryDates = () => {
  const price = useQuotePrice()
  return (
    <>
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

/**
 * The sticky Order Summary: specs, incomplete items, ship date, shipping, preview and breaks
 * scroll inside it, while the subtotal and the main action stay pinned at its foot. `order` may
 * lag the store by a render (the page passes a deferred order); the price does not.
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
  const { adding, canAddToCart } = useQuoteActions()
  const save = useSaveState(order, onSave)
  const issues = useOrderIssues()
  const info = useArtworkInfo(order.id, order.designs_orders)
  const first = order.designs_orders.map((l) => info.get(l.design_id)).find(isDrawable) ?? null
  const carton = order.product_type_id === PRODUCT_TYPE.carton
  const unit = unitNounOf(order.product_type_id)
  const specs: SummarySpec[] = [
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
    <aside className="summary summary-pinned" aria-label="Order Summary">
      <div className="summary-card">
        <div className="summary-scroll" data-testid="summary-details">
          <div className="summary-head">
            <h2>Order Summary</h2>
            <SyncNote />
          </div>
          <SummarySpecs specs={specs} />
          {error ? <Notice tone="error">{error}</Notice> : null}
          <IncompleteList issues={issues.blocking} />
          {issues.notices.map((n) => (
            <Notice key={n.category + n.message} tone="info">
              {n.message}
            </Notice>
          ))}
          <SummaryDates />
          <NeedByField order={order} />
          <ShareQuoteActions />
          <ShippingEstimator order={order} />
          <ShapePreview order={order} artwork={first} />
          <UnwindPreview order={order} artwork={first} />
          <PriceBreaks order={order} />
        </div>
        <div className="summary-foot">
          <SummaryPrice unit={unit} />
          <SummaryActions
            editMode={editMode}
            save={save}
            primary={{
              label: editMode ? "I'm Finished, Back to Cart" : adding ? 'Adding…' : 'Add to Cart',
              icon: adding ? (
                <span className="spinner spinner-light" aria-hidden="true" />
              ) : (
                <Icon name="cart" size={20} />
              ),
              disabled: !canAddToCart,
              onClick: onAdd,
            }}
          />
        </div>
      </div>
    </aside>
  )
})
