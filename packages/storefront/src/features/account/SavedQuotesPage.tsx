import { useEffect, useState } from 'react'
import { getJson } from '../../api/http'
import { Link } from '../../app/router'
import { AccountLayout } from './AccountLayout'
import { readSavedQuotes, type SavedQuoteRef } from './saved-quotes-local'

type Listed = { id: number; label: string; productTypeId: number; when: string | null }

const slug = (productTypeId: number) => (productTypeId === 2 ? 'custom-cartons' : 'custom-labels')

/**
 * /account/orders/saved: the customer's saved quotes. Uses the server's list when it offers
 * one (GET /account/orders/saved-quotes), otherwise the quotes saved from this browser.
 */
const SavedQuotesPage = () => {
  const [quotes, setQuotes] = useState<Listed[] | null>(null)
  useEffect(() => {
    const local = (list: SavedQuoteRef[]): Listed[] =>
      list.map((q) => ({
        id: q.id,
        label: q.label,
        productTypeId: q.productTypeId,
        when: q.savedAt,
      }))
    getJson<{ orders: { id: number; customer_label: string | null; product_type_id: number }[] }>(
      '/account/orders/saved-quotes',
    )
      .then((r) =>
        setQuotes(
          r.orders.map((o) => ({
            id: o.id,
            label: o.customer_label ?? 'Saved Quote',
            productTypeId: o.product_type_id,
            when: null,
          })),
        ),
      )
      .catch(() => setQuotes(local(readSavedQuotes())))
  }, [])
  return (
    <AccountLayout title="Saved Quotes">
      {quotes === null ? (
        <p role="status">Loading…</p>
      ) : quotes.length === 0 ? (
        <div className="card">
          <p>No saved quotes yet. Use Save Quote in the quoter to keep a quote here.</p>
          <Link to="/orders/custom-labels" className="btn btn-primary">
            Start a Quote
          </Link>
        </div>
      ) : (
        <ul className="list-cards">
          {quotes.map((q) => (
            <li key={q.id} className="card list-card">
              <div>
                <strong>{q.label}</strong>
                <p className="muted small">
                  {q.productTypeId === 2 ? 'Folding cartons' : 'Custom labels'} · Quote #{q.id}
                  {q.when ? ` · ${new Date(q.when).toLocaleDateString('en-US')}` : ''}
                </p>
              </div>
              <Link
                to={`/orders/${slug(q.productTypeId)}/${q.id}`}
                className="btn btn-secondary btn-sm"
              >
                Open Quote
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  )
}

export default SavedQuotesPage
