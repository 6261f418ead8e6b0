import {
  formatLongDate,
  orderOfSharedQuote,
  productTypes,
  quoteChoices,
  toEasternTime,
  unitNounOf,
} from '@diecut/quote-core'
import { useSharedQuote } from '@diecut/quote-react'
import { useMemo, useState } from 'react'
import '../../styles/order-summary.css'
import '../../styles/share-quote.css'
import { navigate } from '../../app/router'
import { ActionLinks } from '../../components/ActionLinks'
import { BusyButton } from '../../components/BusyButton'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { formatCount, formatMoney, formatUnitPrice } from '../../components/format-money'
import { PriceBreakTable } from '../order-summary/PriceBreaks'
import { ShapePreview } from '../order-summary/ShapePreview'
import { downloadFrom } from '../order-summary/ShareQuoteActions'

/** A day, or the day in the plant's zone (US Eastern) of an instant, written in full. */
const longDate = (iso: string) => formatLongDate(iso.length === 10 ? iso : toEasternTime(iso).date)

/** /q/{token}: a quote someone shared, read-only, with "Start from this quote" and its PDF. */
const SharedQuotePage = ({ params }: { params: Record<string, string> }) => {
  const token = params.token ?? ''
  const { quote, status, error, pdfHref, startFromIt } = useSharedQuote(token)
  const [starting, setStarting] = useState(false)
  const [startError, setStartError] = useState<string | null>(null)
  const preview = useMemo(() => (quote === null ? null : orderOfSharedQuote(quote)), [quote])

  if (error !== null)
    return (
      <div className="container narrow-page">
        <h1>This quote link doesn't work</h1>
        <p className="muted">
          {error.status === 404
            ? 'The link may be incomplete. Ask for it again, or start a quote of your own.'
            : error.message}
        </p>
        <ActionLinks
          primary={{ to: '/orders/custom-labels', label: 'Quote Custom Labels' }}
          secondary={{ to: '/orders/custom-cartons', label: 'Quote Custom Cartons' }}
        />
      </div>
    )
  if (quote === null || preview === null || status === 'loading')
    return (
      <div className="page-loading" role="status">
        <span className="spinner" /> <span className="visually-hidden">Loading…</span>
      </div>
    )

  const start = async () => {
    setStarting(true)
    setStartError(null)
    try {
      const order = await startFromIt()
      const slug = productTypes.find((t) => t.id === order.product_type_id)?.slug
      navigate(`/orders/${slug ?? 'custom-labels'}/${order.id}`)
    } catch (e) {
      setStartError(e instanceof Error ? e.message : 'The quote could not be copied.')
      setStarting(false)
    }
  }
  const unit = unitNounOf(quote.product_type_id)
  return (
    <div className="shared-quote">
      <div className="shared-quote-head head-row">
        <div>
          <p className="eyebrow">Shared quote</p>
          <h1>Quote Q-{quote.quote_number}</h1>
        </div>
        <p className="muted">
          Quoted {longDate(quote.created_at)} · Prices valid until {longDate(quote.valid_until)}
        </p>
      </div>
      <div className="shared-quote-grid">
        <section className="shared-quote-card" aria-labelledby="spec-title">
          <h2 id="spec-title">Specification</h2>
          <dl className="summary-table">
            {quoteChoices(quote).map((c) => (
              <div key={c.label}>
                <dt>{c.label}</dt>
                <dd>{c.value}</dd>
              </div>
            ))}
            {quote.design_quantities.length > 1 ? (
              <div>
                <dt>Per design</dt>
                <dd>{quote.design_quantities.map((n) => formatCount(n)).join(' · ')}</dd>
              </div>
            ) : null}
          </dl>
          <PriceBreakTable rows={quote.price_breaks} />
        </section>
        <div className="shared-quote-side">
          <section className="shared-quote-card" aria-labelledby="price-title">
            <h2 id="price-title">Price</h2>
            <dl className="summary-table">
              {quote.price_breakdown.map((l) => (
                <div key={l.label}>
                  <dt>{l.label}</dt>
                  <dd className="price">{formatMoney(l.amount)}</dd>
                </div>
              ))}
            </dl>
            <div className="summary-price">
              <div>
                <span className="summary-label">Total</span>
                <strong className="summary-total price" data-testid="shared-total">
                  {formatMoney(quote.quoted_total)}
                </strong>
              </div>
              {quote.quoted_price_per_label !== null ? (
                <div className="summary-unit">
                  <strong className="price">{formatUnitPrice(quote.quoted_price_per_label)}</strong>
                  <span className="muted small"> per {unit}</span>
                </div>
              ) : null}
            </div>
            {quote.ship_due_formatted !== null ? (
              <p className="ship-date">
                <Icon name="truck" size={18} /> Estimated ship date when quoted:{' '}
                <strong>{quote.ship_due_formatted}</strong>
              </p>
            ) : null}
            {startError !== null ? <Notice tone="error">{startError}</Notice> : null}
            <div className="shared-quote-actions">
              <BusyButton
                className="btn btn-primary btn-lg btn-block"
                onClick={start}
                busy={starting}
                busyLabel="Starting…"
              >
                Start from this quote
              </BusyButton>
              <button
                type="button"
                className="btn btn-secondary btn-block"
                onClick={() => downloadFrom(pdfHref)}
              >
                <Icon name="download" size={18} /> Download PDF
              </button>
            </div>
            <p className="small muted">
              Starting from it opens a quote of your own with these choices, priced today. Artwork
              is not copied.
            </p>
          </section>
          <ShapePreview order={preview} artwork={null} />
        </div>
      </div>
    </div>
  )
}

export default SharedQuotePage
