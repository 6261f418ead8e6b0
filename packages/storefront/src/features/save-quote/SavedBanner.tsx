import { QUOTE_MESSAGES } from '@diecut/quote-core'
import { useEffect, useRef } from 'react'
import '../../styles/saved-notice.css'
import { Link } from '../../app/router'
import { Icon } from '../../components/Icon'

/** How long the notice stays before it goes by itself. */
const SHOWN_MS = 12_000

/**
 * 'Your quote has been saved.' with a link to the saved quotes, pinned in view wherever the
 * customer was when they saved (the page does not move); it goes after a while or on Dismiss.
 */
export const SavedBanner = ({ onDismiss }: { onDismiss: () => void }) => {
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss
  useEffect(() => {
    const t = window.setTimeout(() => dismiss.current(), SHOWN_MS)
    return () => window.clearTimeout(t)
  }, [])
  return (
    <div className="saved-notice" role="status">
      <Icon name="check" size={20} />
      <span>
        {QUOTE_MESSAGES.saved} <Link to="/account/orders/saved">View saved quotes</Link>
      </span>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDismiss}>
        <Icon name="close" size={18} />
      </button>
    </div>
  )
}
