import { QUOTE_CONSTANTS, QUOTE_MESSAGES } from '@diecut/quote-core'
import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { Drawing } from '../components/Drawing'

/** The mouth of the error screen's sad face. */
const frown = 'M24 46c3-4 7-6 12-6s9 2 12 6'

/** The error screen shown when rendering crashes (docs/product.md sections 2 and 8). */
export const ErrorScreen = () => (
  <div className="error-screen" role="alert">
    <Drawing box={[72, 72]} width="72" height="72">
      <circle cx="36" cy="36" r="34" fill="var(--accent-soft)" />
      <path d={frown} stroke="var(--accent)" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="27" cy="30" r="3" fill="var(--accent)" />
      <circle cx="45" cy="30" r="3" fill="var(--accent)" />
    </Drawing>
    <h1 className="error-message">{QUOTE_MESSAGES.crash}</h1>
    <p className="error-phone">
      <a href={`tel:${QUOTE_CONSTANTS.supportPhone.replace(/[^\d]/g, '')}`}>
        {QUOTE_CONSTANTS.supportPhone}
      </a>
    </p>
    <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
      Reload the page
    </button>
  </div>
)

type State = { failed: boolean }

/** Catches rendering crashes below it and shows the error screen instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('storefront crashed', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children
  }
}
