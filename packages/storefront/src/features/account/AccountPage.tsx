import { useCurrentUser } from '@diecut/quote-react'
import { ActionLinks } from '../../components/ActionLinks'
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
        <ActionLinks
          primary={{ to: '/orders/custom-labels', label: 'New Label Quote' }}
          secondary={{ to: '/account/orders/saved', label: 'Saved Quotes' }}
        />
      </div>
    </AccountLayout>
  )
}

export default AccountPage
