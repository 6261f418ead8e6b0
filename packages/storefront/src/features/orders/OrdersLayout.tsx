import { useCurrentUser } from '@diecut/quote-react'
import { useEffect, type ReactNode } from 'react'
import '../../styles/account.css'
import '../../styles/checkout.css'
import { AccountLayout } from '../account/AccountLayout'
import { AuthForms } from '../account/AuthForms'
import type { AuthValues } from '../account/use-auth-form'
import { FindOrderHint } from './FindOrderHint'

/**
 * The order pages: in the account menu for customers; for guests the page itself (their
 * orders of this session) and an offer to create an account that keeps them, started with
 * `signup` when given.
 */
export const OrdersLayout = ({
  title,
  children,
  signup,
}: {
  title: string
  children: ReactNode
  /** What the guest's sign-up starts with (the order's name and email). */
  signup?: Partial<AuthValues> | undefined
}) => {
  const { user, status } = useCurrentUser()
  useEffect(() => {
    document.title = `${title} · diecut`
  }, [title])
  // Until the session's user is known the account layout says so, and the page is shown once,
  // in the layout it keeps (not first as a guest's, then again in the account's).
  if ((user === null && status !== 'error') || (user !== null && !user.is_guest))
    return <AccountLayout title={title}>{children}</AccountLayout>
  return (
    <div className="container account stack">
      <h1>{title}</h1>
      {children}
      {user === null ? null : (
        <section className="stack-sm" aria-label="Keep your orders">
          <p className="muted">
            You are checking out as a guest: these orders are kept in this browser. Create an
            account to keep them and follow them from anywhere.
          </p>
          <FindOrderHint />
          <AuthForms
            // A new key once the order is known, so the form starts from its name and email.
            key={signup?.email ?? ''}
            initialMode="signup"
            initialValues={signup}
          />
        </section>
      )}
    </div>
  )
}
