import { useCurrentUser } from '@diecut/quote-react'
import { Link } from '../../app/router'
import { AccountLayout } from './AccountLayout'

/** /account: who is signed in and where to go next. */
const AccountPage = () => {
  const user = useCurrentUser().user
  return (
    <AccountLayout title="Your Account">
      <div className="card stack-sm">
        <p>
          Signed in as <strong>{user?.name ?? user?.email}</strong>
          {user?.company_entity?.name ? ` · ${user.company_entity.name}` : ''}
        </p>
        <p className="muted small">{user?.email}</p>
        <div className="hero-actions">
          <Link to="/orders/custom-labels" className="btn btn-primary">
            New Label Quote
          </Link>
          <Link to="/account/orders/saved" className="btn btn-secondary">
            Saved Quotes
          </Link>
        </div>
      </div>
    </AccountLayout>
  )
}

export default AccountPage
