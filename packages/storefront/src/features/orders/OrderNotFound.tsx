import { FIND_ORDER_PATH } from '@diecut/quote-core'
import { useCurrentUser } from '@diecut/quote-react'
import { useEffect } from 'react'
import '../../styles/account.css'
import { Link } from '../../app/router'
import { Notice } from '../../components/Notice'

/**
 * An order page this browser cannot open: no such order, or one placed in another session.
 * Says so, with the refusal of the link it was opened with (expired, used elsewhere), and offers
 * to find the order by email and number.
 */
export const OrderNotFound = ({
  number,
  linkRefusal,
}: {
  number: string
  linkRefusal: string | null
}) => {
  const { user } = useCurrentUser()
  const signedIn = user !== null && !user.is_guest
  useEffect(() => {
    document.title = 'Order Not Found · diecut'
  }, [])
  return (
    <div className="container account narrow-auth stack">
      <h1>We couldn't find that order</h1>
      <p className="lead">
        Order <strong>{number}</strong> is not among the orders of this browser.
      </p>
      {linkRefusal === null ? null : <Notice tone="warn">{linkRefusal}</Notice>}
      <p className="muted">
        An order placed as a guest opens in the browser it was placed in. Find it with the email
        address you checked out with, and we email you a link that opens it here.
      </p>
      <div className="hero-actions">
        <Link
          to={`${FIND_ORDER_PATH}?number=${encodeURIComponent(number)}`}
          className="btn btn-primary"
        >
          Find Your Order
        </Link>
        {signedIn ? (
          <Link to="/account/orders" className="btn btn-secondary">
            Your Orders
          </Link>
        ) : (
          <Link to="/account/users/login" className="btn btn-secondary">
            Log In
          </Link>
        )}
      </div>
    </div>
  )
}
