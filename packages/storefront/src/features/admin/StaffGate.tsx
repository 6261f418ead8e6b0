import { useCurrentUser } from '@diecut/quote-react'
import type { ReactNode } from 'react'
import '../../styles/account.css'
import { AuthForms } from '../account/AuthForms'
import { NotFoundPage } from '../site/pages/NotFoundPage'

/**
 * The staff pages' door: staff see the page; a visitor who is not logged in is offered the
 * staff login (and sees the page once logged in as staff); a logged-in customer gets the
 * not-found page, as the staff API answers them. Should the session's user not load, the
 * staff login is offered with the reason, as the account pages do, rather than a spinner.
 */
export const StaffGate = ({ children }: { children: ReactNode }) => {
  const { user, status, error } = useCurrentUser()
  if (user === null && status !== 'error')
    return (
      <div className="container account">
        <p role="status">
          <span className="spinner" /> Loading…
        </p>
      </div>
    )
  if (user?.is_admin === true) return <>{children}</>
  if (user !== null && !user.is_guest) return <NotFoundPage />
  return (
    <div className="container account narrow-auth">
      <h1>Staff log in</h1>
      {user === null ? (
        <p role="alert">Who is logged in could not be checked: {error?.message}</p>
      ) : null}
      <p className="muted">Log in with your staff account to see the orders.</p>
      <AuthForms loginOnly />
    </div>
  )
}
