import { useCurrentUser } from '@diecut/quote-react'
import { useEffect } from 'react'
import type { ReactNode } from 'react'
import '../../styles/account.css'
import { Link, useLocation } from '../../app/router'
import { FindOrderHint } from '../orders/FindOrderHint'
import { AuthForms } from './AuthForms'

const NAV = [
  ['/account', 'Overview'],
  ['/account/orders', 'Orders'],
  ['/account/orders/saved', 'Saved Quotes'],
  ['/account/users/account-details', 'Account Details'],
  ['/account/applicators', 'Applicator Profiles'],
  ['/cart', 'Cart'],
] as const

/** The account area: a side menu for customers, the login forms for guests. */
export const AccountLayout = ({ title, children }: { title: string; children: ReactNode }) => {
  const { user, status, logout } = useCurrentUser()
  const { pathname } = useLocation()
  useEffect(() => {
    document.title = `${title} · diecut`
  }, [title])
  const signedIn = user !== null && !user.is_guest
  return (
    <div className="container account">
      <h1>{title}</h1>
      {user === null && status !== 'error' ? (
        <p role="status">
          <span className="spinner" /> Loading…
        </p>
      ) : !signedIn ? (
        <div className="account-guest">
          <p className="muted">Log in to see your saved quotes, orders and production presets.</p>
          <AuthForms />
          <FindOrderHint />
        </div>
      ) : (
        <div className="account-grid">
          <nav className="account-nav" aria-label="Account">
            <ul>
              {NAV.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} aria-current={pathname === to ? 'page' : undefined}>
                    {label}
                  </Link>
                </li>
              ))}
              {user.is_admin ? (
                <li>
                  <Link to="/admin/orders">Staff: All Orders</Link>
                </li>
              ) : null}
              <li>
                <button type="button" className="link-button" onClick={() => void logout()}>
                  Log Out
                </button>
              </li>
            </ul>
          </nav>
          <div>{children}</div>
        </div>
      )}
    </div>
  )
}
