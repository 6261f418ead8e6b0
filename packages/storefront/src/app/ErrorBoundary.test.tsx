import { QUOTE_CONSTANTS, QUOTE_MESSAGES } from '@diecut/quote-core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ErrorBoundary, ErrorScreen } from './ErrorBoundary'

describe('ErrorScreen', () => {
  it("shows quote-core's crash message of docs/product.md section 8, with the support phone", () => {
    const html = renderToStaticMarkup(<ErrorScreen />)
    expect(html).toContain(QUOTE_MESSAGES.crash)
    expect(html).toContain(QUOTE_CONSTANTS.supportPhone)
  })

  it('switches the boundary to the error screen once a child throws', () => {
    expect(ErrorBoundary.getDerivedStateFromError()).toEqual({ failed: true })
  })
})
