import { MIN_PASSWORD_LENGTH, PASSWORD_RULE } from '@diecut/quote-core'
import { TextField } from '../../components/TextField'
import type { AuthMode, AuthValues } from './use-auth-form'

/**
 * The fields of the log-in / sign-up form: name and company when signing up, then email and
 * password (signing up, with quote-core's password rule under it before anything is typed).
 * `autoFocusName` marks the name field for the modal's initial focus.
 */
export const AuthFields = ({
  mode,
  values,
  field,
  autoFocusName,
}: {
  mode: AuthMode
  values: AuthValues
  field: (k: keyof AuthValues) => (value: string) => void
  autoFocusName?: boolean
}) => (
  <>
    {mode === 'signup' ? (
      <>
        <TextField
          label="Name"
          required
          autoComplete="name"
          value={values.name}
          onChange={field('name')}
          data-autofocus={autoFocusName ? true : undefined}
        />
        <TextField
          label="Company (optional)"
          autoComplete="organization"
          value={values.company_name}
          onChange={field('company_name')}
        />
      </>
    ) : null}
    <TextField
      label="Email"
      type="email"
      required
      autoComplete="email"
      value={values.email}
      onChange={field('email')}
    />
    <TextField
      label="Password"
      type="password"
      required
      minLength={MIN_PASSWORD_LENGTH}
      autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
      value={values.password}
      onChange={field('password')}
      hint={mode === 'signup' ? PASSWORD_RULE : undefined}
    />
  </>
)
