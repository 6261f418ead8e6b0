import { useOrderLookup } from '@diecut/quote-react'
import { useEffect, useState, type FormEvent } from 'react'
import '../../styles/account.css'
import { Link, useLocation } from '../../app/router'
import { BusyButton } from '../../components/BusyButton'
import { Notice } from '../../components/Notice'
import { TextField } from '../../components/TextField'

/** The number a page linked here with (`?number=DC-10042`), to spare typing it again. */
const numberOf = (search: string): string => new URLSearchParams(search).get('number') ?? ''

/**
 * /account/orders/find: a guest who placed an order in another browser (or lost the session)
 * asks for a link to it by email and number; the store emails the link to the order's address
 * and says the same whether or not an order matched.
 */
const FindOrderPage = () => {
  const { search } = useLocation()
  const lookup = useOrderLookup()
  const [fields, setFields] = useState(() => ({ email: '', number: numberOf(search) }))
  useEffect(() => {
    document.title = 'Find Your Order · diecut'
  }, [])
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    await lookup.submit(fields)
  }
  const field = (name: keyof typeof fields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }))
    lookup.clearFieldError(name)
  }
  return (
    <div className="container account narrow-auth stack">
      <h1>Find your order</h1>
      <p className="muted">
        Placed an order as a guest in another browser? Enter the email address you checked out with
        and the order number from your confirmation. We email a link that opens the order in this
        browser.
      </p>
      {lookup.status === 'sent' ? (
        <div className="card stack-sm">
          <Notice tone="ok">{lookup.message}</Notice>
          <div>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                lookup.reset()
                setFields({ email: '', number: '' })
              }}
            >
              Find Another Order
            </button>
          </div>
        </div>
      ) : (
        <form className="card stack-sm" onSubmit={submit} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={field('email')}
            error={lookup.fieldErrors.email}
          />
          <TextField
            label="Order number"
            autoComplete="off"
            placeholder="DC-10042"
            value={fields.number}
            onChange={field('number')}
            error={lookup.fieldErrors.number}
            hint="On your order confirmation, e.g. DC-10042."
          />
          {lookup.status === 'error' && lookup.error.issues.length === 0 ? (
            <Notice tone="error">{lookup.error.message}</Notice>
          ) : null}
          <BusyButton
            type="submit"
            className="btn btn-primary btn-block"
            busy={lookup.status === 'sending'}
            busyLabel="Sending…"
          >
            Email Me a Link
          </BusyButton>
        </form>
      )}
      <p className="small muted">
        Have an account? <Link to="/account/users/login">Log in</Link> to see the orders you placed
        while logged in.
      </p>
    </div>
  )
}

export default FindOrderPage
