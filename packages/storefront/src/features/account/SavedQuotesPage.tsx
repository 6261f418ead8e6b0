import { SAVED_QUOTE_MESSAGES, type SavedQuote } from '@diecut/quote-core'
import { useSavedQuotes } from '@diecut/quote-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from '../../app/router'
import { AccountLayout } from './AccountLayout'
import { SavedQuoteCard, savedQuoteName } from './SavedQuoteCard'

type Done = { readonly text: string; readonly toCart: boolean }

/** The signed-in customer's saved quotes from the server (fresh on every visit). */
const SavedQuotesList = () => {
  const { quotes, status, error, reload, refresh, addToCart, remove } = useSavedQuotes()
  const [done, setDone] = useState<Done | null>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const [now] = useState(() => new Date().toISOString())
  useEffect(() => {
    void refresh()
  }, [refresh])
  // The quote (and any dialog) is gone from the list: keyboard focus goes to what happened.
  useEffect(() => {
    if (done !== null) doneRef.current?.focus()
  }, [done])
  const notice =
    done === null ? null : (
      <p ref={doneRef} tabIndex={-1} role="status" className="notice notice-ok saved-quote-done">
        {done.text}
        {done.toCart ? (
          <>
            {' '}
            <Link to="/cart">Go to Cart</Link>
          </>
        ) : null}
      </p>
    )
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
      <div className="stack-sm">
        {notice}
        <div className="card">
          <p>No saved quotes yet. Use Save Quote in the quoter to keep a quote here.</p>
          <Link to="/orders/custom-labels" className="btn btn-primary">
            Start a Quote
          </Link>
        </div>
      </div>
    )
  const onAddToCart = async (q: SavedQuote) => {
    await addToCart(q.id)
    setDone({ text: SAVED_QUOTE_MESSAGES.added(savedQuoteName(q)), toCart: true })
  }
  const onDelete = async (q: SavedQuote) => {
    await remove(q.id)
    setDone({ text: SAVED_QUOTE_MESSAGES.deleted(savedQuoteName(q)), toCart: false })
  }
  return (
    <div className="stack-sm">
      {notice}
      <ul className="list-cards" aria-label="Saved quotes">
        {quotes.map((q) => (
          <SavedQuoteCard
            key={q.id}
            quote={q}
            now={now}
            onAddToCart={onAddToCart}
            onDelete={onDelete}
          />
        ))}
      </ul>
    </div>
  )
}

/**
 * /account/orders/saved: the customer's saved quotes, newest first, each reopening its quoter,
 * going to the cart or deleted.
 */
const SavedQuotesPage = () => (
  <AccountLayout title="Saved Quotes">
    <SavedQuotesList />
  </AccountLayout>
)

export default SavedQuotesPage
