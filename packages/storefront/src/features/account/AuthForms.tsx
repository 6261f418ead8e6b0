import { useCurrentUser } from '@diecut/quote-react'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Notice } from '../../components/Notice'

/** Log in or create an account (the /account pages for guests). */
export const AuthForms = ({ onDone }: { onDone?: () => void }) => {
  const { login, signup } = useCurrentUser()
  const [mode, setMode] = useState<'login' | 'signup'>('login')
  const [f, setF] = useState({ name: '', company_name: '', email: '', password: '' })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const field = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: e.target.value })
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      if (mode === 'login') await login({ email: f.email, password: f.password })
      else
        await signup({
          email: f.email,
          password: f.password,
          name: f.name,
          ...(f.company_name ? { company_name: f.company_name } : {}),
        })
      onDone?.()
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Please try again.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="card auth-card">
      <h2>{mode === 'login' ? 'Log in' : 'Create your account'}</h2>
      <form className="stack-sm" onSubmit={submit}>
        {mode === 'signup' ? (
          <>
            <label className="field">
              <span className="field-label">Name</span>
              <input
                className="input"
                required
                autoComplete="name"
                value={f.name}
                onChange={field('name')}
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
        ) : null}
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
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={f.password}
            onChange={field('password')}
          />
        </label>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {mode === 'login' ? 'Log In' : 'Create Account'}
        </button>
      </form>
      <p className="small muted auth-switch">
        {mode === 'login' ? 'New here?' : 'Already have an account?'}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
        >
          {mode === 'login' ? 'Create an account' : 'Log in'}
        </button>
      </p>
    </div>
  )
}
