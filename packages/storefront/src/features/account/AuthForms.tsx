import { Notice } from '../../components/Notice'
import { AuthFields } from './AuthFields'
import { useAuthForm, type AuthValues } from './use-auth-form'

/** Log in or create an account (the /account pages for guests); staff pages offer the login only. */
export const AuthForms = ({
  onDone,
  initialMode = 'login',
  loginOnly = false,
  initialValues,
}: {
  onDone?: () => void
  initialMode?: 'login' | 'signup'
  loginOnly?: boolean
  initialValues?: Partial<AuthValues>
}) => {
  const { mode, setMode, values, field, error, busy, submit } = useAuthForm({
    initialMode,
    initialValues,
    onSignedIn: onDone,
    describeError: (err) => (err instanceof Error ? err.message : 'Please try again.'),
  })
  return (
    <div className="card auth-card">
      <h2>{mode === 'login' ? 'Log in' : 'Create your account'}</h2>
      <form className="stack-sm" onSubmit={submit}>
        <AuthFields mode={mode} values={values} field={field} />
        {error ? <Notice tone="error">{error}</Notice> : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {mode === 'login' ? 'Log In' : 'Create Account'}
        </button>
      </form>
      {loginOnly ? null : (
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
      )}
    </div>
  )
}
