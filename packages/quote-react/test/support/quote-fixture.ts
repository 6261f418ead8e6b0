import { seedDies, type QuoteEnv } from '@diecut/quote-core'
import { inject } from 'vitest'
import { createQuoteApi } from '../../src/api/quote-api'
import { createQuoteStore, type CreateQuoteStoreOptions } from '../../src/store/create-quote-store'
import { serverFetch, type ServerFetch } from './server-fetch'

/** The die library the server seeds, as the storefront loads it from see-all-sizes. */
export const serverEnv: QuoteEnv = { dies: seedDies, account: null }

/** A fixed instant (a Tuesday morning, ET) so prices and ship dates do not drift. */
export const fixedNow = () => '2025-03-04T14:00:00.000Z'

/** A warning logger that remembers what it was told. */
export const recordingLogger = () => {
  const warnings: { message: string; detail: unknown }[] = []
  return {
    warnings,
    warn: (message: string, detail?: unknown) => warnings.push({ message, detail }),
  }
}

/**
 * A fresh guest session (its own cookie jar) against the real server, with an api and a quote
 * store over it.
 */
export const guestQuote = (options: Partial<CreateQuoteStoreOptions> = {}) => {
  const fetch: ServerFetch = serverFetch()
  const api = createQuoteApi({ baseUrl: inject('serverUrl'), fetch, XMLHttpRequest: null })
  const logger = recordingLogger()
  const store = createQuoteStore({ api, env: serverEnv, now: fixedNow, logger, ...options })
  return { fetch, api, store, logger }
}
