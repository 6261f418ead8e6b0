import { describeSize, PRODUCT_TYPE, type Order } from '@diecut/quote-core'
import { Link } from '../../app/router'
import { formatCount, formatMoney, formatUnitPrice } from '../../components/format-money'
import { MaterialSwatch } from '../quoter/art/MaterialSwatch'
import { findSubstrate } from '@diecut/quote-core'

/** One order in the cart: what it is, its price, and Edit (back to the quoter in edit mode). */
export const CartLine = ({ order }: { order: Order }) => {
  const carton = order.product_type_id === PRODUCT_TYPE.carton
  const swatch = findSubstrate(order.substrate_id)?.swatch
  const slug = carton ? 'custom-cartons' : 'custom-labels'
  return (
    <li className="cart-line">
      <span className="cart-swatch">{swatch ? <MaterialSwatch swatch={swatch} /> : null}</span>
      <div className="cart-main">
        <strong>{carton ? 'Folding Cartons' : 'Custom Labels'}</strong>
        <p className="muted small">
          {[order.substrate_label, order.laminate_label, describeSize(order)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="small">
          {formatCount(order.total_qty)} {carton ? 'cartons' : 'labels'} ·{' '}
          {formatUnitPrice(order.quoted_price_per_label)} each
          {order.designs_orders.length === 0 && !order.is_blank ? (
            <span className="badge cart-badge-warn">Artwork to upload</span>
          ) : null}
        </p>
      </div>
      <div className="cart-side">
        <strong className="price">{formatMoney(order.quoted_total)}</strong>
        <Link to={`/orders/${slug}/${order.id}?edit=1`} className="btn btn-secondary btn-sm">
          Edit
        </Link>
      </div>
    </li>
  )
}
