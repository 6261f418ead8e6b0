import { QUOTE_MESSAGES } from '@diecut/quote-core'
import { Link } from '../../app/router'
import { Icon } from '../../components/Icon'

/** 'Your quote has been saved.' with a link to the saved quotes. */
export const SavedBanner = ({ onDismiss }: { onDismiss: () => void }) => (
  <div className="saved-banner" role="status">
    <Icon name="check" size={20} />
    <span>
      {QUOTE_MESSAGES.saved} <Link to="/account/orders/saved">View saved quotes</Link>
    </span>
    <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDismiss}>
      <Icon name="close" size={18} />
    </button>
  </div>
)
