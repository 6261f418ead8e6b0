import {
  formatProofDueAt,
  PLACED_ORDER_STATUS_LABELS,
  PLACED_ORDER_STATUSES,
  refundStanding,
  type PlacedOrder,
  type PlacedOrderStatus,
} from '@diecut/quote-core'
import { useAdminOrders } from '@diecut/quote-react'
import { useEffect, useState } from 'react'
import '../../styles/account.css'
import '../../styles/checkout.css'
import { Link } from '../../app/router'
import { formatMoney } from '../../components/format-money'
import { formatInstant } from '../checkout/format-day'
import { StatusPill } from '../orders/StatusPill'
import { OrderArtwork } from './OrderArtwork'
import { StaffGate } from './StaffGate'
import { StaffLineRow } from './StaffLineRow'

const AdminOrders = () => {
  const [status, setStatus] = useState<PlacedOrderStatus | null>(null)
  // The search box's text; the list is asked for it when the search is submitted.
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  const {
    orders,
    counts,
    status: loading,
    error,
    refresh,
    uploadProof,
    proofOf,
  } = useAdminOrders(status, q)
  useEffect(() => {
    void refresh()
  }, [refresh])
  return (
    <div className="container account stack">
      <div className="order-head">
        <h1>Orders</h1>
        <Link to="/admin/production" className="btn btn-secondary btn-sm">
          Press Plan
        </Link>
      </div>
      <div className="admin-filter">
        <label className="field">
          <span className="field-label">Status</span>
          <select
            className="select"
            value={status ?? ''}
            onChange={(e) =>
              setStatus(PLACED_ORDER_STATUSES.find((s) => s === e.target.value) ?? null)
            }
          >
            <option value="">All orders</option>
            {PLACED_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PLACED_ORDER_STATUS_LABELS[s]} ({counts[s] ?? 0})
              </option>
            ))}
          </select>
        </label>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault()
            setQ(typed)
          }}
        >
          <label className="field">
            <span className="field-label">Number, email or company</span>
            <input
              className="input"
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onBlur={() => setQ(typed)}
            />
          </label>
        </form>
        <span className="muted small">{orders.length} shown</span>
      </div>
      {loading === 'error' ? (
        <p role="alert">The orders could not be loaded: {error?.message}</p>
      ) : null}
      {loading === 'ready' && orders.length === 0 ? <p className="card">No orders here.</p> : null}
      <ul className="list-cards" aria-label="All placed orders">
        {orders.map((o) => (
          <li key={o.number} className="card stack-sm" aria-label={`Order ${o.number}`}>
            <div className="order-head">
              <div>
                <Link to={`/admin/orders/${o.number}`} className="order-link">
                  <strong>Order {o.number}</strong>
                </Link>
                <p className="muted small">
                  {o.address.company === '' ? '' : `${o.address.company} · `}
                  {o.email} · {formatInstant(o.placed_at)} · {formatMoney(o.total)} ·{' '}
                  {o.shipping.name} · ship by {o.ship_by}
                </p>
                {o.proof_due === null ? null : (
                  <p className="small" data-testid="proof-due">
                    Proof due by {formatProofDueAt(o.proof_due)}
                  </p>
                )}
              </div>
              {o.proof_overdue ? (
                <span className="status-pill" data-tone="attention">
                  Proof overdue
                </span>
              ) : null}
              {o.late ? (
                <span className="status-pill" data-tone="stopped">
                  Late
                </span>
              ) : null}
              <RefundPill payment={o.payment} />
              <StatusPill status={o.status} />
            </div>
            <ul className="order-events">
              {o.lines.map((line) => (
                <StaffLineRow
                  key={line.order_id}
                  order={o}
                  line={line}
                  upload={(orderId, file) => uploadProof(o.number, orderId, file)}
                  proofHref={proofOf(o.number, line.order_id)}
                />
              ))}
            </ul>
            <OrderArtwork order={o} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A card refund still to be made, on the board: pending, or failing and needing a look. */
const RefundPill = ({ payment }: { payment: PlacedOrder['payment'] }) => {
  const standing = refundStanding(payment)
  return standing === null ? null : (
    <span className="status-pill" data-tone={standing.tone} title={standing.detail}>
      {standing.label}
    </span>
  )
}

/**
 * /admin/orders: staff see every placed order (filtered, searched, soonest ship-by first), open
 * one and upload proofs; a logged-out visitor is offered the staff login, anyone else a
 * not-found page.
 */
const AdminOrdersPage = () => {
  useEffect(() => {
    document.title = 'Orders (staff) · diecut'
  }, [])
  return (
    <StaffGate>
      <AdminOrders />
    </StaffGate>
  )
}

export default AdminOrdersPage
