import {
  describeColor,
  describeSize,
  findShape,
  PRODUCT_TYPE,
  QUOTE_MESSAGES,
  selectNeedsArtwork,
  unitNounOf,
  type Order,
} from '@diecut/quote-core'
import { Link, navigate } from '../../app/router'
import { Icon } from '../../components/Icon'
import { Modal } from '../../components/Modal'
import { designLineOf, isDesignOrder } from '../design-quoter/design-line'
import { formatCount, formatMoney, formatUnitPrice } from '../../components/format-money'

const slugOf = (o: Order) =>
  o.product_type_id === PRODUCT_TYPE.carton ? 'custom-cartons' : 'custom-labels'

const printRows = (order: Order, unit: string): [string, string][] => [
  ['Material', order.substrate_label || '–'],
  ['Laminate', order.laminate_label || '–'],
  ['Quantity', formatCount(order.total_qty)],
  ['Designs', formatCount(order.designs_orders.length || order.design_count)],
  ['Size', describeSize(order) || '–'],
  ['Shape', findShape(order.shape_id)?.label ?? '–'],
  ['Color', describeColor(order)],
  [`Price per ${unit}`, formatUnitPrice(order.quoted_price_per_label)],
]

/**
 * 'Item Added to Cart' (Go to Cart / Start New Order) or, after editing a cart item,
 * 'Item Successfully Edited' (Checkout / Return to Cart), with what was ordered.
 */
export const AddedToCartModal = ({
  order,
  edited,
  onClose,
}: {
  order: Order
  edited: boolean
  onClose: () => void
}) => {
  const design = isDesignOrder(order)
  const rows = design
    ? designLineOf(order).rows
    : printRows(order, unitNounOf(order.product_type_id))
  const needsArtwork = selectNeedsArtwork(order)
  const go = (to: string) => {
    onClose()
    navigate(to)
  }
  // After an edit the customer is on the way to checkout; after an add, to more quotes.
  const [second, main] = edited
    ? [
        { label: 'Return to Cart', run: () => go('/cart') },
        { label: 'Checkout', run: () => go('/carts') },
      ]
    : [
        { label: 'Start New Order', run: onClose },
        { label: 'Go to Cart', run: () => go('/cart') },
      ]
  return (
    <Modal
      title={edited ? 'Item Successfully Edited' : 'Item Added to Cart'}
      onClose={onClose}
      wide
    >
      <dl className="summary-table">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        <div className="summary-total">
          <dt>Subtotal</dt>
          <dd className="price">{formatMoney(order.quoted_total)}</dd>
        </div>
      </dl>
      {needsArtwork ? (
        <div className="notice notice-warn">
          <Icon name="warn" size={18} />
          <div>
            {QUOTE_MESSAGES.artworkLater}{' '}
            <Link
              to={`/orders/${slugOf(order)}/${order.id}?edit=1#artwork-upload`}
              onClick={onClose}
            >
              Upload artwork
            </Link>
          </div>
        </div>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={second.run}>
          {second.label}
        </button>
        <button type="button" className="btn btn-primary" onClick={main.run} data-autofocus>
          {main.label}
        </button>
      </div>
    </Modal>
  )
}
