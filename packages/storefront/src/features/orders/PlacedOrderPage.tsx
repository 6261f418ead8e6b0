import {
  canReorder,
  confirmationEmailNotice,
  PLACED_ORDER_STATUS_LABELS,
  proofPromise,
} from '@diecut/quote-core'
import { useOrderLink, usePlacedOrder } from '@diecut/quote-react'
import { useEffect } from 'react'
import { Link, navigate, useLocation } from '../../app/router'
import { formatInstant } from '../checkout/format-day'
import { InvoiceLink } from './InvoiceLink'
import { OrderFacts } from './OrderFacts'
import { OrderNotFound } from './OrderNotFound'
import { OrdersLayout } from './OrdersLayout'
import { CancelPlacedOrder } from './CancelPlacedOrder'
import { CustomerDue } from './CustomerDue'
import { PayByCard } from './PayByCard'
import { OrderTimeline } from './OrderTimeline'
import { PlacedLineCard } from './PlacedLineCard'
import { ReorderActions } from './ReorderActions'
import { StatusPill } from './StatusPill'

/**
 * The order's status, timeline and items with their proofs; and, right after checkout, the
 * thank-you with what happens next. An order this browser cannot open offers to find it.
 */
const PlacedOrderView = ({
  number,
  confirmation,
  linkRefusal,
}: {
  number: string
  confirmation: boolean
  linkRefusal: string | null
}) => {
  const {
    order,
    allowedActions,
    status,
    error,
    answer,
    cancel,
    uploadArtwork,
    proofOf,
    refresh,
    invoiceUrl,
  } = usePlacedOrder(number)
  // Fresh on every visit: staff may have sent a proof since.
  useEffect(() => {
    void refresh()
  }, [refresh])
  if (status === 'error' && error?.code === 'not_found')
    return <OrderNotFound number={number} linkRefusal={linkRefusal} />
  const title = confirmation ? 'Thank you for your order' : `Order ${number}`
  const notice =
    order === null ? null : confirmationEmailNotice(order.email, order.confirmation_email)
  const promise = order === null ? null : proofPromise(order)
  return (
    <OrdersLayout
      title={title}
      signup={
        order === null
          ? undefined
          : { name: order.address.name, company_name: order.address.company, email: order.email }
      }
    >
      {order === null ? (
        status === 'error' ? (
          <p role="alert">This order could not be loaded: {error?.message}</p>
        ) : (
          <p role="status">
            <span className="spinner" /> Loading…
          </p>
        )
      ) : (
        <div className="stack">
          {confirmation ? (
            <div className="card stack-sm" role="status">
              <p className="lead">
                Your order <strong data-testid="order-number">{order.number}</strong> is placed.
                {notice === null ? null : ` ${notice}`}
              </p>
              {promise === null ? null : (
                <p data-testid="proof-promise">
                  <strong>{promise}</strong>
                </p>
              )}
              <p className="muted small">
                Nothing is charged yet: you pay once you have approved every proof.
              </p>
            </div>
          ) : null}
          <CustomerDue order={order} />
          <section className="card stack-sm" aria-label="Order summary">
            <div className="order-head">
              <h2>Summary</h2>
              <StatusPill status={order.status} />
            </div>
            <OrderFacts order={order} />
            <InvoiceLink href={invoiceUrl} />
            {canReorder(order) ? <ReorderActions number={order.number} /> : null}
          </section>
          <section className="card stack-sm" aria-label="Progress">
            <h2>Progress</h2>
            <OrderTimeline order={order} />
          </section>
          <PayByCard order={order} />
          <section className="stack-sm" aria-label="Items">
            <h2>Items</h2>
            <ul className="order-lines">
              {order.lines.map((line) => (
                <PlacedLineCard
                  key={line.order_id}
                  order={order}
                  line={line}
                  proofUrl={proofOf(line.order_id)}
                  onAnswer={answer}
                  onUploadArtwork={uploadArtwork}
                />
              ))}
            </ul>
          </section>
          <section className="card stack-sm" aria-label="History">
            <h2>History</h2>
            <ul className="order-events">
              {[...order.events].reverse().map((e, i) => (
                <li key={i}>
                  <time dateTime={e.at}>{formatInstant(e.at)}</time>
                  {e.note === '' ? PLACED_ORDER_STATUS_LABELS[e.status] : e.note}
                </li>
              ))}
            </ul>
          </section>
          {allowedActions.includes('cancelled') ? (
            <CancelPlacedOrder order={order} cancel={cancel} />
          ) : null}
          <div className="hero-actions">
            <Link to="/account/orders" className="btn btn-secondary">
              All Orders
            </Link>
            <Link to="/orders/custom-labels" className="btn btn-ghost">
              Start a New Quote
            </Link>
          </div>
        </div>
      )}
    </OrdersLayout>
  )
}

/**
 * /account/orders/{number}; /confirmation right after checkout. Opened from an emailed link
 * (`?key=`), it first opens the order for this browser, then drops the key from the address.
 */
const PlacedOrderPage = ({ params }: { params: Record<string, string> }) => {
  const number = params.number ?? ''
  const { pathname, search } = useLocation()
  const key = new URLSearchParams(search).get('key')
  const link = useOrderLink(number, key)
  useEffect(() => {
    if (link.status === 'opened') navigate(pathname, { replace: true })
  }, [link.status, pathname])
  if (link.status === 'opening' || (key !== null && link.status === 'none'))
    return (
      <div className="container account">
        <h1>Order {number}</h1>
        <p role="status">
          <span className="spinner" /> Opening your order…
        </p>
      </div>
    )
  return (
    <PlacedOrderView
      number={number}
      confirmation={params.confirmation === 'confirmation'}
      linkRefusal={link.status === 'refused' ? link.error.message : null}
    />
  )
}

export default PlacedOrderPage
