import {
  canUploadProof,
  PLACED_ORDER_STATUS_LABELS,
  PLACED_ORDER_STATUSES,
  PROOF_FILE_ACCEPT,
  PROOF_STATUS_LABELS,
  type PlacedOrder,
  type PlacedOrderLine,
  type PlacedOrderStatus,
} from '@diecut/quote-core'
import { isApiError, useAdminOrders, useCurrentUser } from '@diecut/quote-react'
import { useEffect, useState } from 'react'
import '../../styles/account.css'
import '../../styles/checkout.css'
import { formatMoney } from '../../components/format-money'
import { formatInstant } from '../checkout/format-day'
import { StatusPill } from '../orders/StatusPill'
import { NotFoundPage } from '../site/pages/NotFoundPage'
import { OrderArtwork } from './OrderArtwork'

type UploadFn = (number: string, orderId: number, file: File) => Promise<unknown>

const LineRow = ({
  order,
  line,
  upload,
  proofHref,
}: {
  order: PlacedOrder
  line: PlacedOrderLine
  upload: UploadFn
  proofHref: string
}) => {
  const [file, setFile] = useState<File | null>(null)
  // A new key empties the file input once its proof is sent.
  const [sent, setSent] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const send = async () => {
    if (file === null) return
    setBusy(true)
    setError(null)
    try {
      await upload(order.number, line.order_id, file)
      setFile(null)
      setSent((n) => n + 1)
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The proof could not be uploaded.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="admin-line">
      <div>
        <strong>
          Item {line.order_id}: {line.description}
        </strong>
        <p className="small">
          Proof: <strong>{PROOF_STATUS_LABELS[line.proof_status]}</strong>
          {line.proof === null ? null : (
            <>
              {' · '}
              <a href={proofHref} target="_blank" rel="noreferrer">
                {line.proof.filename}
              </a>
            </>
          )}
        </p>
        {line.customer_comment === null ? null : (
          <p className="small">
            Customer: <em>{line.customer_comment}</em>
          </p>
        )}
        {error === null ? null : (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {canUploadProof(order, line) ? (
        <div className="admin-filter">
          <label className="field">
            <span className="field-label">Proof for item {line.order_id}</span>
            <input
              key={sent}
              className="input"
              type="file"
              accept={PROOF_FILE_ACCEPT}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </label>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={file === null || busy}
            onClick={() => void send()}
          >
            Upload Proof
          </button>
        </div>
      ) : null}
    </li>
  )
}

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
    reload,
    uploadProof,
    proofOf,
  } = useAdminOrders(status, q)
  useEffect(() => {
    void reload()
  }, [reload])
  return (
    <div className="container account stack">
      <h1>Orders</h1>
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
                <strong>Order {o.number}</strong>
                <p className="muted small">
                  {o.email} · {formatInstant(o.placed_at)} · {formatMoney(o.total)} ·{' '}
                  {o.shipping.name} · ship by {o.ship_by}
                </p>
              </div>
              {o.late ? (
                <span className="status-pill" data-tone="stopped">
                  Late
                </span>
              ) : null}
              <StatusPill status={o.status} />
            </div>
            <ul className="order-events">
              {o.lines.map((line) => (
                <LineRow
                  key={line.order_id}
                  order={o}
                  line={line}
                  upload={uploadProof}
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

/** /admin/orders: staff see every placed order and upload proofs; anyone else a not-found page. */
const AdminOrdersPage = () => {
  const { user } = useCurrentUser()
  useEffect(() => {
    document.title = 'Orders (staff) · diecut'
  }, [])
  if (user === null)
    return (
      <div className="container account">
        <p role="status">
          <span className="spinner" /> Loading…
        </p>
      </div>
    )
  return user.is_admin ? <AdminOrders /> : <NotFoundPage />
}

export default AdminOrdersPage
