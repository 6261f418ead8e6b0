import { useCurrentUser } from '@diecut/quote-react'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Modal } from '../../components/Modal'
import { Notice } from '../../components/Notice'

const explain = (e: unknown): string => {
  const code = (e as { code?: string } | null)?.code
  if (code === 'email_taken')
    return 'An account with this email already exists. Tick "I already have an account" to log in.'
  if (code === 'invalid_credentials') return 'That email and password do not match an account.'
  return e instanceof Error ? e.message : 'Something went wrong. Please try again.'
}

/**
 * Saving needs an account: 'Sign Up & Save Quote', or with 'I already have an account',
 * 'Login & Save Quote'. The save runs as soon as the customer is signed in.
 */
export const AuthModal = ({
  onSignedIn,
  onClose,
}: {
  onSignedIn: () => Promise<void>
  onClose: () => void
}) => {
  const { login, signup } = useCurrentUser()
  const [hasAccount, setHasAccount] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [f, setF] = useState({ name: '', company_name: '', email: '', password: '' })
  const field = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: e.target.value })
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      if (hasAccount) await login({ email: f.email, password: f.password })
      else
        await signup({
          email: f.email,
          password: f.password,
          name: f.name,
          ...(f.company_name ? { company_name: f.company_name } : {}),
        })
      await onSignedIn()
    } catch (err) {
      setError(explain(err))
      setBusy(false)
    }
  }
  const action = hasAccount ? 'Login & Save Quote' : 'Sign Up & Save Quote'
  return (
    <Modal title="Save Your Quote" onClose={onClose}>
      <p className="muted">
        {hasAccount ? 'Log in' : 'Create a free account'} to keep this quote, priced and ready to
        order whenever you are.
      </p>
      <form className="stack-sm" onSubmit={submit}>
        {hasAccount ? null : (
          <>
            <label className="field">
              <span className="field-label">Name</span>
              <input
                className="input"
                required
                autoComplete="name"
                value={f.name}
                onChange={field('name')}
                data-autofocus
              />
            </label>
            <label className="field">
              <span className="field-label">Company (optional)</span>
              <input
                className="input"
                autoComplete="organization"
                value={f.company_name}
                onChange={field('company_name')}
              />
            </label>
          </>
        )}
        <label className="field">
          <span className="field-label">Email</span>
          <input
            className="input"
            type="email"
            required
            autoComplete="email"
            value={f.email}
            onChange={field('email')}
          />
        </label>
        <label className="field">
          <span className="field-label">Password</span>
          <input
            className="input"
            type="password"
            required
            minLength={8}
            autoComplete={hasAccount ? 'current-password' : 'new-password'}
            value={f.password}
            onChange={field('password')}
          />
          {hasAccount ? null : <span className="field-hint">At least 8 characters.</span>}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={hasAccount}
            onChange={(e) => setHasAccount(e.target.checked)}
          />{' '}
          I already have an account
        </label>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Saving…' : action}
        </button>
      </form>
    </Modal>
  )
}
