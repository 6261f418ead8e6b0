import { canReorder, placedLineNames } from '@diecut/quote-core'
import { usePlacedOrders } from '@diecut/quote-react'
import { useEffect } from 'react'
import { Link } from '../../app/router'
import { formatMoney } from '../../components/format-money'
import { formatInstant } from '../checkout/format-day'
import { OrdersLayout } from './OrdersLayout'
import { ReorderActions } from './ReorderActions'
import { StatusPill } from './StatusPill'

const PlacedOrdersList = () => {
  const { orders, status, error, reload, refresh } = usePlacedOrders()
  useEffect(() => {
    void refresh()
  }, [refresh])
  if (status === 'error' && orders.length === 0)
    return (
      <div className="card stack-sm">
        <p role="alert">Your orders could not be loaded: {error?.message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void reload()}>
          Try Again
        </button>
      </div>
    )
  if (status !== 'ready' && orders.length === 0)
    return (
      <p role="status">
        <span className="spinner" /> Loading…
      </p>
    )
  if (orders.length === 0)
    return (
      <div className="card stack-sm">
        <p>No orders yet. Quote your labels or cartons and check out from your cart.</p>
        <div>
          <Link to="/orders/custom-labels" className="btn btn-primary">
            Start a Quote
          </Link>
        </div>
      </div>
    )
  return (
    <ul className="list-cards" aria-label="Placed orders">
      {orders.map((o) => (
        <li key={o.number} className="card list-card">
          <div className="placed-order-main">
            <strong>Order {o.number}</strong>
            <p className="muted small">
              Placed {formatInstant(o.placed_at)} · {o.lines.length}{' '}
              {o.lines.length === 1 ? 'item' : 'items'}
            </p>
            <p className="placed-order-lines small">
              {[...placedLineNames(o.lines).values()].join('; ')}
            </p>
            <p>
              <StatusPill status={o.status} />
            </p>
          </div>
          <div className="cart-side">
            <strong className="price">{formatMoney(o.total)}</strong>
            <Link
              to={`/account/orders/${o.number}`}
              className="btn btn-secondary btn-sm"
              aria-label={`View order ${o.number}`}
            >
              View Order
            </Link>
            {canReorder(o) ? <ReorderActions number={o.number} small /> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

/**
 * /account/orders: the placed orders of the customer (or of this guest session). They load as
 * the page opens, beside the session's user that the layout waits for.
 */
const PlacedOrdersPage = () => {
  usePlacedOrders()
  return (
    <OrdersLayout title="Your Orders">
      <PlacedOrdersList />
    </OrdersLayout>
  )
}

export default PlacedOrdersPage
