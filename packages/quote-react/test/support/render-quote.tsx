import { cleanup } from '@testing-library/react'
import { inject, onTestFinished } from 'vitest'
import type { ReactNode } from 'react'
import { createQuoteApi } from '../../src/api/quote-api'
import {
  QuoteStoreProvider,
  type QuoteStoreProviderProps,
} from '../../src/store/quote-store-context'
import { fixedNow, recordingLogger, serverEnv } from './quote-fixture'
import { serverFetch } from './server-fetch'
import { until } from './wait'

declare global {
  interface Window {
    /** happy-dom's window API (the test environment of the hook tests). */
    readonly happyDOM: { setURL: (url: string) => void }
  }
}

/**
 * A browser page of the storefront (happy-dom at the server's origin, so fetch, cookies and
 * XMLHttpRequest behave as in the store) with a fresh guest session, an api over the real
 * server and a wrapper that gives each rendered hook its own QuoteStoreProvider.
 */
export const browserQuote = async (props: Partial<QuoteStoreProviderProps> = {}) => {
  window.happyDOM.setURL(`${inject('serverUrl')}/orders/custom-labels`)
  const fetch = serverFetch(globalThis.fetch, { jar: false })
  const api = createQuoteApi({ fetch })
  await api.logout()
  // Unmounting flushes the quote's pending changes: let those answers land before the page goes.
  onTestFinished(async () => {
    cleanup()
    await until(() => fetch.pending() === 0)
  })
  const logger = recordingLogger()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QuoteStoreProvider api={api} env={serverEnv} now={fixedNow} logger={logger} {...props}>
      {children}
    </QuoteStoreProvider>
  )
  return { api, fetch, wrapper, logger }
}
