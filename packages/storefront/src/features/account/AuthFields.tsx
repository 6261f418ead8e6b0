import type { AuthMode, AuthValues } from './use-auth-form'

/**
 * The fields of the log-in / sign-up form: name and company when signing up, then email and
 * password. `autoFocusName` marks the name field for the modal's initial focus.
 */
export const AuthFields = ({
  mode,
  values,
  field,
  autoFocusName,
  passwordHint,
}: {
  mode: AuthMode
  values: AuthValues
  field: (k: keyof AuthValues) => (e: { target: { value: string } }) => void
  autoFocusName?: boolean
  passwordHint?: string
}) => (
  <>
    {mode === 'signup' ? (
      <>
        <label className="field">
          <span className="field-label">Name</span>
          <input
            className="input"
            required
            autoComplete="name"
            value={values.name}
            onChange={field('name')}
            data-autofocus={autoFocusName ? true : undefined}
          />
        </label>
        <label className="field">
          <span className="field-label">Company (optional)</span>
          <input
            className="input"
            autoComplete="organization"
            value={values.company_name}
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
        value={values.email}
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
        value={values.password}
        onChange={field('password')}
      />
      {passwordHint ? <span className="field-hint">{passwordHint}</span> : null}
    </label>
  </>
)
