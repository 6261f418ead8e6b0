import { placedOrderArrival, type PlacedOrder } from '@diecut/quote-core'
import { formatMoney } from '../../components/format-money'
import { formatDay, formatInstant } from '../checkout/format-day'

/** Number, dates, shipping and totals of a placed order. */
export const OrderFacts = ({ order }: { order: PlacedOrder }) => (
  <dl className="order-facts">
    <div>
      <dt>Order number</dt>
      <dd>{order.number}</dd>
    </div>
    <div>
      <dt>Placed</dt>
      <dd>{formatInstant(order.placed_at)}</dd>
    </div>
    <div>
      <dt>{order.shipment === null ? 'Estimated ship date' : 'Shipped'}</dt>
      <dd>
        {order.shipment === null
          ? formatDay(order.ship_by)
          : formatInstant(order.shipment.shipped_at)}
      </dd>
    </div>
    <div>
      <dt>Estimated arrival</dt>
      <dd>{formatDay(placedOrderArrival(order))}</dd>
    </div>
    <div>
      <dt>Shipping</dt>
      <dd>
        {order.shipping.name} · {formatMoney(order.shipping.total)}
      </dd>
    </div>
    <div>
      <dt>Order total</dt>
      <dd>{formatMoney(order.total)}</dd>
    </div>
    <div>
      <dt>Ship to</dt>
      <dd>
        {order.address.name}, {order.address.city}
        {order.address.state === '' ? '' : `, ${order.address.state}`} {order.address.zip}{' '}
        {order.address.country}
      </dd>
    </div>
    {order.po_number === null ? null : (
      <div>
        <dt>PO number</dt>
        <dd>{order.po_number}</dd>
      </div>
    )}
  </dl>
)
