// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AuthFields } from './AuthFields'

afterEach(cleanup)

const values = { name: '', company_name: '', email: '', password: '' }
const field = () => () => undefined

describe('AuthFields', () => {
  it('shows the password rule before anything is typed, tied to the password field', () => {
    render(<AuthFields mode="signup" values={values} field={field} />)
    const password = screen.getByLabelText('Password')
    const hint = screen.getByText('At least 8 characters.')
    expect(password.getAttribute('aria-describedby')).toBe(hint.id)
  })

  it('asks no rule of a password when logging in', () => {
    render(<AuthFields mode="login" values={values} field={field} />)
    expect(screen.queryByText('At least 8 characters.')).toBeNull()
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBeNull()
  })
})
