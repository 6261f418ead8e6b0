import { useReorder } from '@diecut/quote-react'
import { Link, navigate } from '../../app/router'
import { useBusyAction } from '../../components/use-busy-action'

/**
 * Reorder (the same items again, into the cart at today's prices, then the cart) and Edit and
 * Reprint (the page where artwork is replaced and quantities changed first).
 */
export const ReorderActions = ({ number, small = false }: { number: string; small?: boolean }) => {
  const { reorder } = useReorder(number)
  const { busy, error, run } = useBusyAction('This order could not be reordered. Please try again.')
  const size = small ? ' btn-sm' : ''
  const go = async () => {
    if (await run(() => reorder())) navigate('/cart')
  }
  return (
    <div className="reorder-actions">
      <div className="hero-actions">
        <button
          type="button"
          className={`btn btn-primary${size}`}
          disabled={busy}
          aria-busy={busy}
          aria-label={`Reorder ${number}`}
          onClick={() => void go()}
        >
          {busy ? 'Adding…' : 'Reorder'}
        </button>
        <Link
          to={`/account/orders/${number}/reorder`}
          className={`btn btn-secondary${size}`}
          aria-label={`Edit and reprint ${number}`}
        >
          Edit and Reprint
        </Link>
      </div>
      {error === null ? null : (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
