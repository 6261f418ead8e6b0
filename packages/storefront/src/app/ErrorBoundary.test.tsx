import { QUOTE_CONSTANTS } from '@diecut/quote-core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CRASH_MESSAGE, ErrorBoundary, ErrorScreen } from './ErrorBoundary'

describe('ErrorScreen', () => {
  it('shows the crash message of SPEC.md section 8 word for word, with the support phone', () => {
    const html = renderToStaticMarkup(<ErrorScreen />)
    expect(CRASH_MESSAGE).toBe(
      'Oh My! Something is not quite right. It is not your fault. You are awesome. Please reload the page and try again or call us if this continues to happen.',
    )
    expect(html).toContain(CRASH_MESSAGE)
    expect(html).toContain(QUOTE_CONSTANTS.supportPhone)
  })

  it('switches the boundary to the error screen once a child throws', () => {
    expect(ErrorBoundary.getDerivedStateFromError()).toEqual({ failed: true })
  })
})
