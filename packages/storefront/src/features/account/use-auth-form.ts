import { useCurrentUser } from '@diecut/quote-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

export type AuthMode = 'login' | 'signup'
export type AuthValues = { name: string; company_name: string; email: string; password: string }

/**
 * The state and submit of a log-in / sign-up form: the typed fields, the mode, the error and the
 * busy flag. `onSignedIn` runs once the customer is signed in; a failure of either step is shown
 * through `describeError`. With `staysBusyAfterSignIn` the submit stays disabled after success
 * (the caller moves on, e.g. the quote is being saved).
 */
export const useAuthForm = ({
  initialMode,
  onSignedIn,
  describeError,
  staysBusyAfterSignIn = false,
  initialValues,
}: {
  initialMode: AuthMode
  /** What the form starts with, e.g. the name and email of the order just placed. */
  initialValues?: Partial<AuthValues>
  onSignedIn?: () => void | Promise<void>
  describeError: (err: unknown) => string
  staysBusyAfterSignIn?: boolean
}) => {
  const { login, signup } = useCurrentUser()
  const [mode, setMode] = useState<AuthMode>(initialMode)
  const [values, setValues] = useState<AuthValues>({
    name: '',
    company_name: '',
    email: '',
    password: '',
    ...initialValues,
  })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const field = (k: keyof AuthValues) => (value: string) => setValues({ ...values, [k]: value })
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      if (mode === 'login') await login({ email: values.email, password: values.password })
      else
        await signup({
          email: values.email,
          password: values.password,
          name: values.name,
          ...(values.company_name ? { company_name: values.company_name } : {}),
        })
      await onSignedIn?.()
      if (!staysBusyAfterSignIn) setBusy(false)
    } catch (err) {
      setError(describeError(err))
      setBusy(false)
    }
  }
  return { mode, setMode, values, field, error, busy, submit }
}
