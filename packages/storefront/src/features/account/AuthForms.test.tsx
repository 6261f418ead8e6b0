// @vitest-environment happy-dom
import { createQuoteApi, QuoteStoreProvider } from '@diecut/quote-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AuthForms } from './AuthForms'

describe('AuthForms', () => {
  it("starts the sign-up from what it is given (the order's name and email), the rule shown", () => {
    const html = renderToStaticMarkup(
      <QuoteStoreProvider api={createQuoteApi()} refocus={false}>
        <AuthForms
          initialMode="signup"
          initialValues={{ name: 'Rosa Baker', company_name: '', email: 'rosa@example.com' }}
        />
      </QuoteStoreProvider>,
    )
    expect(html).toContain('<h2>Create your account</h2>')
    expect(html).toMatch(/autoComplete="name" value="Rosa Baker"/)
    expect(html).toMatch(/type="email"[^>]*value="rosa@example.com"/)
    expect(html).toMatch(/autoComplete="new-password"[^>]*value=""/)
    expect(html).toContain('At least 8 characters.</span>')
  })
})
