import {
  addressLines,
  customerDueItems,
  openPlacedOrders,
  shipToAddresses,
  type PlacedOrder,
} from '@diecut/quote-core'
import { useCurrentUser, usePlacedOrders, useSavedQuotes } from '@diecut/quote-react'
import { useEffect, useState } from 'react'
import '../../styles/checkout.css'
import { ActionLinks } from '../../components/ActionLinks'
import { Link } from '../../app/router'
import { formatMoney } from '../../components/format-money'
import { formatInstant } from '../checkout/format-day'
import { StatusPill } from '../orders/StatusPill'
import { AccountLayout } from './AccountLayout'
import { SavedQuoteCard } from './SavedQuoteCard'

/** How many saved quotes the overview shows; the rest are a link away. */
const SAVED_SHOWN = 3

const Loading = () => (
  <p role="status" className="muted">
    <span className="spinner" /> Loading…
  </p>
)

/** One open order: its number, status and total, and what it waits for from the customer. */
const OpenOrder = ({ order }: { order: PlacedOrder }) => {
  const due = customerDueItems(order)
  return (
    <li className="card stack-sm overview-order">
      <div className="overview-order-head">
        <div>
          <strong>Order {order.number}</strong>
          <p className="muted small">Placed {formatInstant(order.placed_at)}</p>
        </div>
        <StatusPill status={order.status} />
        <strong className="price">{formatMoney(order.total)}</strong>
      </div>
      {due.length === 0 ? (
        <p className="small muted">Nothing needed from you: we are on it.</p>
      ) : (
        <ul className="overview-due" aria-label={`What order ${order.number} needs from you`}>
          {due.map((d) => (
            <li key={`${d.action}:${d.order_id ?? 'order'}`}>{d.text}</li>
          ))}
        </ul>
      )}
      <div>
        <Link
          to={`/account/orders/${order.number}`}
          className={`btn btn-sm ${due.length === 0 ? 'btn-secondary' : 'btn-primary'}`}
          aria-label={`View order ${order.number}`}
        >
          View Order
        </Link>
      </div>
    </li>
  )
}

/** /account: open orders with what is due, the latest saved quotes and the addresses used. */
const AccountOverview = () => {
  const user = useCurrentUser().user
  const placed = usePlacedOrders()
  const saved = useSavedQuotes()
  const [now] = useState(() => new Date().toISOString())
  const { reload: reloadPlaced } = placed
  const { reload: reloadSaved } = saved
  useEffect(() => {
    void reloadPlaced()
    void reloadSaved()
  }, [reloadPlaced, reloadSaved])
  const open = openPlacedOrders(placed.orders)
  const addresses = shipToAddresses(placed.orders)
  const placedLoading = placed.status !== 'ready' && placed.orders.length === 0
  return (
    <div className="stack account-overview">
      <div className="card stack-sm">
        <p>
          Signed in as <strong>{user?.name ?? user?.email}</strong>
          {user?.company_entity?.name ? ` · ${user.company_entity.name}` : ''}
        </p>
        <p className="muted small">{user?.email}</p>
        <ActionLinks
          primary={{ to: '/orders/custom-labels', label: 'New Label Quote' }}
          secondary={{ to: '/cart', label: 'Cart' }}
        />
      </div>

      <section className="stack-sm" aria-labelledby="overview-open">
        <div className="overview-head">
          <h2 id="overview-open">Open orders</h2>
          <Link to="/account/orders">All orders</Link>
        </div>
        {placedLoading ? (
          placed.status === 'error' ? (
            <p role="alert">Your orders could not be loaded: {placed.error?.message}</p>
          ) : (
            <Loading />
          )
        ) : open.length === 0 ? (
          <p className="card muted">No open orders. Orders you place show here until they ship.</p>
        ) : (
          <ul className="list-cards" aria-label="Open orders">
            {open.map((o) => (
              <OpenOrder key={o.number} order={o} />
            ))}
          </ul>
        )}
      </section>

      <section className="stack-sm" aria-labelledby="overview-saved">
        <div className="overview-head">
          <h2 id="overview-saved">Saved quotes</h2>
          <Link to="/account/orders/saved">All saved quotes</Link>
        </div>
        {saved.status !== 'ready' && saved.quotes.length === 0 ? (
          saved.status === 'error' ? (
            <p role="alert">Your saved quotes could not be loaded: {saved.error?.message}</p>
          ) : (
            <Loading />
          )
        ) : saved.quotes.length === 0 ? (
          <p className="card muted">No saved quotes. Use Save Quote in the quoter to keep one.</p>
        ) : (
          <ul className="list-cards" aria-label="Latest saved quotes">
            {saved.quotes.slice(0, SAVED_SHOWN).map((q) => (
              <SavedQuoteCard key={q.id} quote={q} now={now} />
            ))}
          </ul>
        )}
      </section>

      <section className="stack-sm" aria-labelledby="overview-addresses">
        <h2 id="overview-addresses">Addresses</h2>
        {placedLoading ? null : addresses.length === 0 ? (
          <p className="card muted">
            The addresses you ship to are kept here, and the last one fills in your next checkout.
          </p>
        ) : (
          <ul className="overview-addresses" aria-label="Addresses you shipped to">
            {addresses.map((a, i) => (
              <li key={i} className="card">
                <address>
                  {addressLines(a).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
                {i === 0 ? <p className="small muted">Used at your next checkout</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

const AccountPage = () => (
  <AccountLayout title="Your Account">
    <AccountOverview />
  </AccountLayout>
)

export default AccountPage
