import {
  balanceDue,
  isLate,
  jobNumberOf,
  jobTicketRefusal,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PLACED_ORDER_STATUS_LABELS,
  refundStanding,
  type PlacedOrder,
} from '@diecut/quote-core'
import { jobTicketUrl, useAdminOrder } from '@diecut/quote-react'
import { useEffect, type ReactNode } from 'react'
import '../../styles/account.css'
import '../../styles/checkout.css'
import { Link } from '../../app/router'
import { BusyButton } from '../../components/BusyButton'
import { formatCount, formatLineUnit, formatMoney } from '../../components/format-money'
import { useBusyAction } from '../../components/use-busy-action'
import { formatDay, formatInstant } from '../checkout/format-day'
import { InvoiceLink } from '../orders/InvoiceLink'
import { ArtworkFiles } from './ArtworkFiles'
import { OrderTimeline } from '../orders/OrderTimeline'
import { StatusPill } from '../orders/StatusPill'
import { OrderEmails } from './OrderEmails'
import { StaffActions } from './StaffActions'
import { StaffGate } from './StaffGate'
import { StaffLineRow } from './StaffLineRow'
import { ProductionBlock } from '../production/ProductionBlock'

/** A line's amount: quantity × unit price = amount where a unit price makes it exact, else the amount. */
const StaffLineAmount = ({ quantity, subtotal }: { quantity: number; subtotal: number }) => {
  const unit = formatLineUnit(subtotal, quantity)
  return (
    <p className="small muted">
      {formatCount(quantity)}
      {unit === null ? ' for ' : ` × ${unit} = `}
      {formatMoney(subtotal)}
    </p>
  )
}

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
)

/** Who ordered, where it goes, how it ships, and what they told us. */
const CustomerFacts = ({ order }: { order: PlacedOrder }) => {
  const a = order.address
  return (
    <dl className="order-facts">
      <Fact label="Customer">
        {a.name}
        {a.company === '' ? null : <span className="block muted">{a.company}</span>}
        <a className="block" href={`mailto:${order.email}`}>
          {order.email}
        </a>
        {a.phone === '' ? null : <span className="block">{a.phone}</span>}
      </Fact>
      <Fact label="Ship to">
        <address className="plain-address">
          {a.address1}
          {a.address2 === '' ? null : <span className="block">{a.address2}</span>}
          <span className="block">
            {a.city}
            {a.state === '' ? '' : `, ${a.state}`} {a.zip} {a.country}
          </span>
          <span className="block muted small">{a.is_residential ? 'Residential' : 'Business'}</span>
        </address>
      </Fact>
      <Fact label="Shipping">
        {order.shipping.name} · {formatMoney(order.shipping.total)}
      </Fact>
      <Fact label="PO number">{order.po_number ?? '—'}</Fact>
      <Fact label="Placed">{formatInstant(order.placed_at)}</Fact>
      <Fact label="Ship by">{formatDay(order.ship_by)}</Fact>
      {order.notes === null || order.notes === '' ? null : (
        <div className="order-facts-wide">
          <dt>Customer&apos;s notes</dt>
          <dd className="pre-line">{order.notes}</dd>
        </div>
      )}
    </dl>
  )
}

/** Where the money stands, and the customer's terms (staff may grant or end net 30). */
const PaymentFacts = ({
  order,
  account,
  setTerms,
  invoiceUrl,
}: {
  order: PlacedOrder
  invoiceUrl: string | null
  account: { readonly email: string; readonly net_days: number } | null
  setTerms: (netDays: 0 | 30) => Promise<void>
}) => {
  const { busy, error, run } = useBusyAction('The terms could not be changed.')
  const change = (to: 0 | 30) => run(() => setTerms(to))
  const p = order.payment
  const refund = refundStanding(p)
  return (
    <section className="card stack-sm" aria-label="Payment">
      <h2>Payment</h2>
      <dl className="order-facts">
        <Fact label="Status">
          <span data-testid="payment-status">{PAYMENT_STATUS_LABELS[p.status]}</span>
        </Fact>
        <Fact label="Order total">{formatMoney(order.total)}</Fact>
        <Fact label="Paid">{formatMoney(p.amount_paid)}</Fact>
        <Fact label="Balance">{formatMoney(balanceDue(order))}</Fact>
        {refund === null ? null : (
          <Fact label="Refund">
            <span data-testid="refund-standing">{refund.detail}</span>
          </Fact>
        )}
        {p.due_date === undefined ? null : <Fact label="Due">{formatDay(p.due_date)}</Fact>}
        {p.method === null ? null : <Fact label="Method">{PAYMENT_METHOD_LABELS[p.method]}</Fact>}
        <Fact label="Customer terms">
          {account === null
            ? 'No account (guest order)'
            : account.net_days > 0
              ? `Net ${account.net_days} (${account.email})`
              : `Pays before production (${account.email})`}
        </Fact>
      </dl>
      <InvoiceLink href={invoiceUrl} />
      {account === null ? null : (
        <div>
          <BusyButton
            className="btn btn-secondary btn-sm"
            busy={busy}
            busyLabel="Saving…"
            onClick={() => void change(account.net_days > 0 ? 0 : 30)}
          >
            {account.net_days > 0 ? 'End Terms' : 'Put Customer on Net 30'}
          </BusyButton>
          <p className="small muted">Terms apply from the customer&apos;s next approval.</p>
        </div>
      )}
      {error === null ? null : (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}

const AdminOrder = ({ number }: { number: string }) => {
  const {
    order,
    allowedActions,
    customerAccount,
    status,
    error,
    refresh,
    apply,
    uploadProof,
    setTerms,
    proofOf,
    invoiceUrl,
    artwork,
  } = useAdminOrder(number)
  useEffect(() => {
    void refresh()
  }, [refresh])
  if (order === null)
    return (
      <div className="container account">
        {status === 'error' ? (
          <p role="alert">
            {error?.code === 'not_found'
              ? `There is no order ${number}.`
              : `This order could not be loaded: ${error?.message ?? ''}`}
          </p>
        ) : (
          <p role="status">
            <span className="spinner" /> Loading…
          </p>
        )}
        <Link to="/admin/orders">All orders</Link>
      </div>
    )
  const late = isLate(order, new Date().toISOString())
  return (
    <div className="container account stack">
      <p className="small">
        <Link to="/admin/orders">← All orders</Link> ·{' '}
        <Link to="/admin/production">Press plan</Link>
      </p>
      <div className="order-head">
        <h1>Order {order.number}</h1>
        <div className="order-head-badges">
          {late ? (
            <span className="status-pill" data-tone="stopped">
              Late
            </span>
          ) : null}
          <StatusPill status={order.status} />
        </div>
      </div>
      <section className="card stack-sm" aria-label="Progress">
        <h2>Progress</h2>
        <OrderTimeline order={order} />
      </section>
      {allowedActions.length === 0 ? null : (
        <StaffActions order={order} allowed={allowedActions} apply={apply} />
      )}
      <section className="card stack-sm" aria-label="Customer">
        <h2>Customer and shipping</h2>
        <CustomerFacts order={order} />
        {order.shipment === null ? null : (
          <p>
            Shipped by {order.shipment.carrier} on {formatInstant(order.shipment.shipped_at)},
            tracking{' '}
            <a href={order.shipment.tracking_url} target="_blank" rel="noreferrer">
              {order.shipment.tracking_number}
            </a>
          </p>
        )}
      </section>
      <PaymentFacts
        order={order}
        account={customerAccount}
        setTerms={setTerms}
        invoiceUrl={invoiceUrl}
      />
      <section className="card stack-sm" aria-label="Items">
        <div className="items-head">
          <h2>Items</h2>
          {jobTicketRefusal(order) === null ? (
            <a className="btn btn-secondary btn-sm" href={jobTicketUrl(order.number)} download>
              Job Tickets (PDF)
            </a>
          ) : (
            <span className="small muted">Job tickets print once every proof is approved.</span>
          )}
        </div>
        <ul className="order-events">
          {order.lines.map((line) => (
            <StaffLineRow
              key={line.order_id}
              order={order}
              line={line}
              upload={uploadProof}
              proofHref={proofOf(line.order_id)}
              wide={
                line.production === undefined ? undefined : (
                  <ProductionBlock
                    spec={line.production}
                    job={jobNumberOf(order.number, line.order_id)}
                  />
                )
              }
            >
              <StaffLineAmount quantity={line.quantity} subtotal={line.subtotal} />
              <div
                className="line-files"
                role="group"
                aria-label={`Artwork of item ${line.order_id}`}
              >
                <strong className="small">Customer&apos;s artwork</strong>
                <ArtworkFiles
                  files={artwork.find((a) => a.order_id === line.order_id)?.files ?? []}
                />
              </div>
            </StaffLineRow>
          ))}
        </ul>
      </section>
      <OrderEmails number={order.number} />
      <section className="card stack-sm" aria-label="History">
        <h2>History</h2>
        <ul className="order-events">
          {[...order.events].reverse().map((e, i) => (
            <li key={i} data-internal={e.internal === true ? 'true' : undefined}>
              <time dateTime={e.at}>{formatInstant(e.at)}</time>
              <span className="muted small">{e.by}: </span>
              {e.note === '' ? PLACED_ORDER_STATUS_LABELS[e.status] : e.note}
              {e.internal === true ? <span className="muted small"> (internal)</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** /admin/orders/{number}: one placed order as staff work on it. */
const AdminOrderPage = ({ params }: { params: Record<string, string> }) => {
  const number = params.number ?? ''
  useEffect(() => {
    document.title = `Order ${number} (staff) · diecut`
  }, [number])
  return (
    <StaffGate>
      <AdminOrder number={number} />
    </StaffGate>
  )
}

export default AdminOrderPage
