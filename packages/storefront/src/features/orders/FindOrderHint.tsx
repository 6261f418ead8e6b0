import { FIND_ORDER_PATH } from '@diecut/quote-core'
import '../../styles/account.css'
import { Link } from '../../app/router'

/** A line pointing guests who look for an order to the page that finds it. */
export const FindOrderHint = () => (
  <p className="small muted find-order-hint">
    Checked out as a guest in another browser? <Link to={FIND_ORDER_PATH}>Find your order</Link>{' '}
    with its email address and number.
  </p>
)
