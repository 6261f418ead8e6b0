import { useCurrentUser } from '@diecut/quote-react'
import { useEffect, type ReactNode } from 'react'
import '../../styles/account.css'
import '../../styles/checkout.css'
import { AccountLayout } from '../account/AccountLayout'
import { AuthForms } from '../account/AuthForms'
import { FindOrderHint } from './FindOrderHint'

/**
 * The order pages: in the account menu for customers; for guests the page itself (their
 * orders of this session) and an offer to create an account that keeps them.
 */
export const OrdersLayout = ({ title, children }: { title: string; children: ReactNode }) => {
  const { user } = useCurrentUser()
  useEffect(() => {
    document.title = `${title} · diecut`
  }, [title])
  if (user !== null && !user.is_guest)
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
          <AuthForms initialMode="signup" />
        </section>
      )}
    </div>
  )
}
