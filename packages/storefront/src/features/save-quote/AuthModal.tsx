import { isApiError } from '@diecut/quote-react'
import { BusyButton } from '../../components/BusyButton'
import { Modal } from '../../components/Modal'
import { Notice } from '../../components/Notice'
import { AuthFields } from '../account/AuthFields'
import { useAuthForm } from '../account/use-auth-form'

const explain = (e: unknown): string => {
  const code = isApiError(e) ? e.code : null
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
  const { mode, setMode, values, field, error, busy, submit } = useAuthForm({
    initialMode: 'signup',
    onSignedIn,
    describeError: explain,
    staysBusyAfterSignIn: true,
  })
  const hasAccount = mode === 'login'
  const action = hasAccount ? 'Login & Save Quote' : 'Sign Up & Save Quote'
  return (
    <Modal title="Save Your Quote" onClose={onClose}>
      <p className="muted">
        {hasAccount ? 'Log in' : 'Create a free account'} to keep this quote, priced and ready to
        order whenever you are.
      </p>
      <form className="stack-sm" onSubmit={submit}>
        <AuthFields mode={mode} values={values} field={field} autoFocusName />
        <label className="check">
          <input
            type="checkbox"
            checked={hasAccount}
            onChange={(e) => setMode(e.target.checked ? 'login' : 'signup')}
          />{' '}
          I already have an account
        </label>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <BusyButton
          type="submit"
          className="btn btn-primary btn-block"
          busy={busy}
          busyLabel="Saving…"
        >
          {action}
        </BusyButton>
      </form>
    </Modal>
  )
}
