import {
  countOfProduct,
  describeSize,
  findSubstrate,
  PRODUCT_TYPE,
  reorderDieIsPaid,
  type Order,
} from '@diecut/quote-core'
import { useArtworkInfo } from '@diecut/quote-react'
import { useState } from 'react'
import { Link } from '../../app/router'
import {
  formatCount,
  formatLineUnit,
  formatMoney,
  formatUnitPrice,
} from '../../components/format-money'
import { designLineOf, isDesignOrder } from '../design-quoter/design-line'
import { MaterialSwatch } from '../quoter/art/MaterialSwatch'
import { isDrawable } from '../quoter/artwork/drawable'
import { RollFitWarnings } from '../roll-fit/RollFitWarnings'
import { RemoveFromCartDialog } from './RemoveFromCartDialog'
import { CartLineFacts } from './CartLineFacts'

/**
 * One order in the cart: what it is, its price, Edit (back to the quoter in edit mode) and
 * Remove (after a confirmation; only where `onRemove` is given, i.e. the cart page, not the
 * checkout review). `onRemove` gets the order's name, e.g. '1,000 Custom Labels'.
 */
export const CartLine = ({
  order,
  onRemove,
}: {
  order: Order
  onRemove?: (what: string) => Promise<void>
}) => {
  const [confirming, setConfirming] = useState(false)
  const carton = order.product_type_id === PRODUCT_TYPE.carton
  const swatch = findSubstrate(order.substrate_id)?.swatch
  // The customer's own artwork (the first design) when the browser can draw it; else the stock.
  const first = order.designs_orders.slice(0, 1)
  const art = useArtworkInfo(order.id, first).get(first[0]?.design_id ?? 0)
  const design = isDesignOrder(order) ? designLineOf(order) : null
  const slug = design ? 'custom-design' : carton ? 'custom-cartons' : 'custom-labels'
  const title = design?.title ?? (carton ? 'Folding Cartons' : 'Custom Labels')
  const what = design ? title : `${formatCount(order.total_qty)} ${title}`
  // Last time's line as it adds up: its unit price times its quantity is its amount.
  const lastUnit =
    order.reorder_of === null
      ? null
      : formatLineUnit(order.reorder_of.subtotal, order.reorder_of.quantity)
  return (
    <li className="cart-line">
      <span className="cart-swatch">
        {isDrawable(art) ? (
          <img
            className="cart-artwork"
            src={art.url}
            alt={`Your artwork: ${first[0]?.customer_filename ?? ''}`}
            loading="lazy"
          />
        ) : swatch ? (
          <MaterialSwatch swatch={swatch} />
        ) : null}
      </span>
      <div className="cart-main">
        <strong>{title}</strong>
        <p className="muted small">
          {[order.substrate_label, order.laminate_label, describeSize(order)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {design ? null : (
          <p className="small">
            {countOfProduct(order.total_qty ?? 0, order.product_type_id)} ·{' '}
            {formatUnitPrice(order.quoted_price_per_label)} each
            {order.designs_orders.length === 0 && !order.is_blank ? (
              <span className="badge cart-badge-warn">Artwork to upload</span>
            ) : null}
          </p>
        )}
        {order.reorder_of === null ? null : (
          <p className="small reorder-compare" data-testid="reorder-compare">
            <span>
              Reorder of {order.reorder_of.number}. Last time{' '}
              {lastUnit === null ? (
                <>
                  {formatCount(order.reorder_of.quantity)} for{' '}
                  {formatMoney(order.reorder_of.subtotal)}
                </>
              ) : (
                <>
                  <strong>{lastUnit} each</strong> ({formatCount(order.reorder_of.quantity)} for{' '}
                  {formatMoney(order.reorder_of.subtotal)})
                </>
              )}
              , today <strong>{formatUnitPrice(order.quoted_price_per_label)} each</strong>.
            </span>
            {reorderDieIsPaid(order) ? (
              <span className="badge badge-carried">Die already paid</span>
            ) : null}
          </p>
        )}
        {design ? null : <CartLineFacts order={order} />}
        {/* Rolls that would not run on the chosen applicator: a warning, the order unchanged. */}
        <RollFitWarnings order={order} />
      </div>
      <div className="cart-side">
        <strong className="price">{formatMoney(order.quoted_total)}</strong>
        <div className="cart-line-actions">
          <Link to={`/orders/${slug}/${order.id}?edit=1`} className="btn btn-secondary btn-sm">
            Edit
          </Link>
          {onRemove ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={`Remove ${what} (quote #${order.id})`}
              aria-haspopup="dialog"
              onClick={() => setConfirming(true)}
            >
              Remove
            </button>
          ) : null}
        </div>
      </div>
      {confirming && onRemove ? (
        <RemoveFromCartDialog
          what={what}
          onRemove={() => onRemove(what)}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  )
}
