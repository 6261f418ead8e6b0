import { useSavedQuotes } from '@diecut/quote-react'
import { useEffect } from 'react'
import { Link } from '../../app/router'
import { AccountLayout } from './AccountLayout'
import { SavedQuoteCard } from './SavedQuoteCard'

/** The signed-in customer's saved quotes from the server (fresh on every visit). */
const SavedQuotesList = () => {
  const { quotes, status, error, reload } = useSavedQuotes()
  useEffect(() => {
    void reload()
  }, [reload])
  if (status === 'error' && quotes.length === 0)
    return (
      <div className="card stack-sm">
        <p role="alert">Your saved quotes could not be loaded: {error?.message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void reload()}>
          Try Again
        </button>
      </div>
    )
  if (status !== 'ready' && quotes.length === 0)
    return (
      <p role="status">
        <span className="spinner" /> Loading…
      </p>
    )
  if (quotes.length === 0)
    return (
      <div className="card">
        <p>No saved quotes yet. Use Save Quote in the quoter to keep a quote here.</p>
        <Link to="/orders/custom-labels" className="btn btn-primary">
          Start a Quote
        </Link>
      </div>
    )
  return (
    <ul className="list-cards" aria-label="Saved quotes">
      {quotes.map((q) => (
        <SavedQuoteCard key={q.id} quote={q} />
      ))}
    </ul>
  )
}

/** /account/orders/saved: the customer's saved quotes, newest first, each reopening its quoter. */
const SavedQuotesPage = () => (
  <AccountLayout title="Saved Quotes">
    <SavedQuotesList />
  </AccountLayout>
)

export default SavedQuotesPage
